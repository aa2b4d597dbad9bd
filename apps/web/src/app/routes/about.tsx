import { Stack, Text } from "@mantine/core";
import { ContentPage } from "../../components/ui/content-page.tsx";
import { useI18n } from "../../lib/i18n/use-i18n.ts";

export function AboutPage() {
  const i18n = useI18n();
  return (
    <ContentPage title={i18n._({ id: "about.title", message: "About" })}>
      <Stack gap="md">
        <Text>
          {i18n._({
            id: "about.who",
            message:
              "Tazama means “watch” in Swahili. We bring African movies and series to the phones and screens of the people they are made for: Nollywood dramas and comedies, Swahili thrillers, Zulu musicals, Ghanaian family stories, Ethiopian epics, animation and documentaries from across the continent.",
          })}
        </Text>
        <Text>
          {i18n._({
            id: "about.data",
            message:
              "We build for viewers on mobile data. Pictures are sized for your screen, video starts at a quality your connection can hold, and you pay for what you watch, in your own currency, with mobile money or a local card.",
          })}
        </Text>
        <Text>
          {i18n._({
            id: "about.filmmakers",
            message:
              "Filmmakers: every purchase and rental pays the people who made the title. Write to {email} to bring your work to Tazama.",
            values: { email: "partners@tazama.africa" },
          })}
        </Text>
      </Stack>
    </ContentPage>
  );
}
