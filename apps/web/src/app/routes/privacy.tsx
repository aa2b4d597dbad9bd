import { List, Stack, Text, Title } from "@mantine/core";
import "@mantine/core/styles/List.css";
import { ContentPage } from "../../components/ui/content-page.tsx";
import type { I18n } from "../../lib/i18n/i18n.ts";
import { useI18n } from "../../lib/i18n/use-i18n.ts";

function sections(i18n: I18n): { heading: string; points: string[] }[] {
  return [
    {
      heading: i18n._({ id: "terms.account", message: "Your account" }),
      points: [
        i18n._({
          id: "terms.account.password",
          message:
            "You need an account to buy or rent titles. Keep your password to yourself; you are responsible for what happens in your account.",
        }),
        i18n._({
          id: "terms.account.age",
          message:
            "You must be 18 or older, or have a parent's or guardian's permission, to open an account.",
        }),
      ],
    },
    {
      heading: i18n._({ id: "terms.buying", message: "Buying and renting" }),
      points: [
        i18n._({
          id: "terms.buying.windows",
          message:
            "A purchase lets you watch a title for as long as Tazama offers it. A rental gives you a limited window to start watching and a shorter one to finish, shown before you pay.",
        }),
        i18n._({
          id: "terms.buying.prices",
          message:
            "Prices are shown in your currency before you pay. Wallet top-ups are processed by our payment partners.",
        }),
      ],
    },
    {
      heading: i18n._({ id: "terms.data", message: "Your data" }),
      points: [
        i18n._({
          id: "terms.data.kept",
          message:
            "We keep what we need to run your account: your name, email, phone number, purchases and what you watched, so you can resume where you stopped.",
        }),
        i18n._({
          id: "terms.data.never-sold",
          message:
            "We never sell your personal data. You can ask us to export or delete it at any time.",
        }),
      ],
    },
    {
      heading: i18n._({ id: "terms.fair-use", message: "Fair use" }),
      points: [
        i18n._({
          id: "terms.fair-use.personal",
          message:
            "Titles are for personal viewing. Recording, re-streaming or sharing them is not allowed.",
        }),
      ],
    },
  ];
}

export function PrivacyPage() {
  const i18n = useI18n();
  return (
    <ContentPage title={i18n._({ id: "terms.title", message: "Terms & Conditions" })}>
      <Stack gap="lg">
        <Text c="dimmed">
          {i18n._({ id: "terms.intro", message: "These terms apply to everyone who uses Tazama." })}
        </Text>
        {sections(i18n).map((section) => (
          <section key={section.heading}>
            <Title order={2} size="h4" mb="xs">
              {section.heading}
            </Title>
            <List spacing="xs">
              {section.points.map((point) => (
                <List.Item key={point}>{point}</List.Item>
              ))}
            </List>
          </section>
        ))}
      </Stack>
    </ContentPage>
  );
}
