import { Button, Container, Text, Title } from "@mantine/core";
import { Link } from "react-router";

/** A page opened with no connection: what is wrong and what comes back by itself. */
export function OfflineState() {
  return (
    <Container size="sm" py={80} ta="center" data-testid="offline-state">
      <Title order={1}>You are offline</Title>
      <Text c="dimmed" mt="sm">
        Check your connection. This page opens as soon as you are back online.
      </Text>
      <Button
        mt="lg"
        onClick={() => {
          window.location.reload();
        }}
      >
        Try again
      </Button>
      <Button component={Link} to="/downloads" variant="default" mt="lg" ml="sm">
        Your downloads
      </Button>
    </Container>
  );
}

/** Over a page already open when the connection went: it keeps what it has. */
export function OfflineBanner({ className }: { className?: string }) {
  return (
    <div className={className} role="status">
      You are offline. What is on this page stays; the rest comes back with the connection.
    </div>
  );
}
