import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Group.css";
import "@mantine/core/styles/Text.css";
import "@mantine/core/styles/Title.css";
import { Group, Paper, Text, Title } from "@mantine/core";
import { type ReactNode, useId } from "react";

/**
 * A titled section of an account page (Security, Invite friends, an organisation): a card that
 * is a landmark named by its heading, with an optional line under it and a badge beside it.
 */
export function SectionCard({
  title,
  subtitle,
  aside,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      bg="dark.7"
      component="section"
      aria-labelledby={headingId}
    >
      <Group justify="space-between" align="flex-start" mb="sm" wrap="wrap">
        <div>
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          {subtitle ? (
            <Text size="sm" c="dimmed">
              {subtitle}
            </Text>
          ) : null}
        </div>
        {aside}
      </Group>
      {children}
    </Paper>
  );
}
