import { Text } from "@mantine/core";
import { useSearchParams } from "react-router";
import { BrowseButtons } from "../../components/ui/browse-buttons.tsx";
import { ContentPage } from "../../components/ui/content-page.tsx";

const KNOWN = ["Music", "Podcasts", "Audiobooks", "Games", "VR"];

export function ComingSoonPage() {
  const [params] = useSearchParams();
  const requested = params.get("category");
  const category = KNOWN.find((c) => c === requested);
  return (
    <ContentPage title={category ? `${category} is coming soon` : "Coming soon"}>
      <Text>
        {category
          ? `${category} on Tazama is on its way. We'll let you know when it opens.`
          : "This part of Tazama is on its way. We'll let you know when it opens."}
      </Text>
      <Text c="dimmed" mt="sm">
        Meanwhile, there are movies and series from all over Africa to watch.
      </Text>
      <BrowseButtons />
    </ContentPage>
  );
}
