import "@mantine/core/styles/Container.css";
import "@mantine/core/styles/Text.css";
import "@mantine/core/styles/Title.css";
import { Container, Text, Title } from "@mantine/core";
import { AnimationDayForm } from "./animation-day-form.tsx";

/**
 * The sign-up page of /international-animation-day-registration (spec §2): heading, a note on
 * the screening and the form. The route sets the document title.
 */
export function AnimationDayPage() {
  return (
    <Container size="xs" py="xl">
      <Title order={1}>International Animation Day</Title>
      <Text c="gray.3" mt="sm" mb="xl">
        Join us for a free screening of African animated shorts, for families, students and studios,
        and meet the animators afterwards. Register below to reserve your seat.
      </Text>
      <AnimationDayForm />
    </Container>
  );
}
