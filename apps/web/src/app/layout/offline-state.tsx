import { Button, Container, Group, Text, Title } from "@mantine/core";
import { Link } from "react-router";

/** A page opened with no connection: what is wrong and what comes back by itself. */
export function OfflineState() {
  return (
    <Container size="sm" py={80} ta="center" data-testid="offline-state">
      <Title order={1}>You are offline</Title>
      <Text c="dimmed" mt="sm">
        Check your connection. This page opens as soon as you are back online; your downloads play
        now.
      </Text>
      <Group justify="center" mt="lg">
        <Button
          onClick={() => {
            window.location.reload();
          }}
        >
          Try again
        </Button>
        <Button component={Link} to="/downloads" variant="default">
          Your downloads
        </Button>
      </Group>
    </Container>
  );
}

/** Over a page already open when the connection went: it keeps what it has. */
export function OfflineBanner({
  className,
  downloads = false,
}: {
  className?: string;
  /** Over the downloads, which work offline: says so instead. */
  downloads?: boolean;
}) {
  return (
    <div className={className} role="status">
      {downloads
        ? "You are offline. Your downloads play without a connection."
        : "You are offline. What is on this page stays; the rest comes back with the connection."}
    </div>
  );
}
