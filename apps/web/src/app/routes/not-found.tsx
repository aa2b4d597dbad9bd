import { Button, Container, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useI18n } from "../../lib/i18n/use-i18n.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";

export function NotFoundPage() {
  const i18n = useI18n();
  const heading = i18n._({ id: "not-found.heading", message: "Page not found" });
  usePageTitle(heading);
  return (
    <Container size="sm" py={80} ta="center">
      <Title order={1}>{heading}</Title>
      <Text c="dimmed" mt="sm">
        {i18n._({
          id: "not-found.body",
          message: "The page you are looking for does not exist or has moved.",
        })}
      </Text>
      <Button component={Link} to="/" mt="lg">
        {i18n._({ id: "not-found.home", message: "Back to Home" })}
      </Button>
    </Container>
  );
}
