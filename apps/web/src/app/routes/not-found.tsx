import { Button, Container, Text, Title } from "@mantine/core";
import { useEffect } from "react";
import { Link } from "react-router";

export function NotFoundPage() {
  useEffect(() => {
    document.title = "Page not found — Tazama";
  }, []);
  return (
    <Container size="sm" py={80} ta="center">
      <Title order={1}>Page not found</Title>
      <Text c="dimmed" mt="sm">
        The page you are looking for does not exist or has moved.
      </Text>
      <Button component={Link} to="/" mt="lg">
        Back to Home
      </Button>
    </Container>
  );
}
