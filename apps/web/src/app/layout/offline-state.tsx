import { Button, Container, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useI18n } from "../../lib/i18n/use-i18n.ts";

/** A page opened with no connection: what is wrong and what comes back by itself. */
export function OfflineState() {
  const i18n = useI18n();
  return (
    <Container size="sm" py={80} ta="center" data-testid="offline-state">
      <Title order={1}>{i18n._({ id: "offline.title", message: "You are offline" })}</Title>
      <Text c="dimmed" mt="sm">
        {i18n._({
          id: "offline.text",
          message: "Check your connection. This page opens as soon as you are back online.",
        })}
      </Text>
      <Button
        mt="lg"
        onClick={() => {
          window.location.reload();
        }}
      >
        {i18n._({ id: "action.try-again", message: "Try again" })}
      </Button>
      <Button component={Link} to="/downloads" variant="default" mt="lg" ml="sm">
        {i18n._({ id: "offline.downloads", message: "Your downloads" })}
      </Button>
    </Container>
  );
}

/** Over a page already open when the connection went: it keeps what it has. */
export function OfflineBanner({ className }: { className?: string }) {
  const i18n = useI18n();
  return (
    <div className={className} role="status">
      {i18n._({
        id: "offline.banner",
        message:
          "You are offline. What is on this page stays; the rest comes back with the connection.",
      })}
    </div>
  );
}
