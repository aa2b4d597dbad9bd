import { Stack, Text } from "@mantine/core";
import { ContentPage } from "../../components/ui/content-page.tsx";

export function AboutPage() {
  return (
    <ContentPage title="About">
      <Stack gap="md">
        <Text>
          Tazama means “watch” in Swahili. We bring African movies and series to the phones and
          screens of the people they are made for: Nollywood dramas and comedies, Swahili thrillers,
          Zulu musicals, Ghanaian family stories, Ethiopian epics, animation and documentaries from
          across the continent.
        </Text>
        <Text>
          We build for viewers on mobile data. Pictures are sized for your screen, video starts at a
          quality your connection can hold, and you pay for what you watch, in your own currency,
          with mobile money or a local card.
        </Text>
        <Text>
          Filmmakers: every purchase and rental pays the people who made the title. Write to
          partners@tazama.africa to bring your work to Tazama.
        </Text>
      </Stack>
    </ContentPage>
  );
}
