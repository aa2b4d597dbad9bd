import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/PasswordInput.css";
import "@mantine/core/styles/Divider.css";
import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Loader.css";
import "@mantine/core/styles/Notification.css";
import "@mantine/core/styles/CloseButton.css";
import { Container, Paper, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** The narrow card every account page (log in, join, reset) sits in. */
export function AuthCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container size={440} py="xl">
      <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }} bg="dark.7">
        <Title order={1} size="h2" mb={intro ? "xs" : "lg"}>
          {title}
        </Title>
        {intro ? (
          <Text c="dimmed" size="sm" mb="lg">
            {intro}
          </Text>
        ) : null}
        {children}
      </Paper>
    </Container>
  );
}
