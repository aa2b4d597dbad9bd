import { Text } from "@mantine/core";
import { useSearchParams } from "react-router";
import { BrowseButtons } from "../../components/ui/browse-buttons.tsx";
import { ContentPage } from "../../components/ui/content-page.tsx";
import { useI18n } from "../../lib/i18n/use-i18n.ts";
import { CATEGORIES, categoryName } from "../layout/navigation.ts";

export function ComingSoonPage() {
  const i18n = useI18n();
  const [params] = useSearchParams();
  const requested = params.get("category");
  const known = CATEGORIES.find((c) => c.to.startsWith("/coming-soon") && c.label === requested);
  const category = known ? categoryName(i18n, known.label) : null;
  return (
    <ContentPage
      title={
        category
          ? i18n._({
              id: "coming-soon.category-title",
              message: "{category} is coming soon",
              values: { category },
            })
          : i18n._({ id: "coming-soon.title", message: "Coming soon" })
      }
    >
      <Text>
        {category
          ? i18n._({
              id: "coming-soon.category-body",
              message: "{category} on Tazama is on its way. We'll let you know when it opens.",
              values: { category },
            })
          : i18n._({
              id: "coming-soon.body",
              message: "This part of Tazama is on its way. We'll let you know when it opens.",
            })}
      </Text>
      <Text c="dimmed" mt="sm">
        {i18n._({
          id: "coming-soon.meanwhile",
          message: "Meanwhile, there are movies and series from all over Africa to watch.",
        })}
      </Text>
      <BrowseButtons />
    </ContentPage>
  );
}
