import { List, Stack, Text, Title } from "@mantine/core";
import "@mantine/core/styles/List.css";
import { ContentPage } from "../../components/ui/content-page.tsx";

const SECTIONS: { heading: string; points: string[] }[] = [
  {
    heading: "Your account",
    points: [
      "You need an account to buy or rent titles. Keep your password to yourself; you are responsible for what happens in your account.",
      "You must be 18 or older, or have a parent's or guardian's permission, to open an account.",
    ],
  },
  {
    heading: "Buying and renting",
    points: [
      "A purchase lets you watch a title for as long as Tazama offers it. A rental gives you a limited window to start watching and a shorter one to finish, shown before you pay.",
      "Prices are shown in your currency before you pay. Wallet top-ups are processed by our payment partners.",
    ],
  },
  {
    heading: "Your data",
    points: [
      "We keep what we need to run your account: your name, email, phone number, purchases and what you watched, so you can resume where you stopped.",
      "We never sell your personal data. You can ask us to export or delete it at any time.",
    ],
  },
  {
    heading: "Fair use",
    points: [
      "Titles are for personal viewing. Recording, re-streaming or sharing them is not allowed.",
    ],
  },
];

export function PrivacyPage() {
  return (
    <ContentPage title="Terms & Conditions">
      <Stack gap="lg">
        <Text c="dimmed">These terms apply to everyone who uses Tazama.</Text>
        {SECTIONS.map((section) => (
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
