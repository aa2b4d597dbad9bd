import "@mantine/core/styles/Paper.css";
import { Group, Paper, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * A console list's row on a phone (AdminTablePage's `renderCard`): the whole card a link to the
 * row's page, its name in bold with `badges` beside it, and the lines that tell rows apart under.
 */
export function LinkCard({
  to,
  name,
  badges,
  children,
}: {
  to: string;
  name: string;
  badges?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Paper
      component={Link}
      to={to}
      withBorder
      radius="md"
      p="sm"
      bg="dark.7"
      style={{ display: "block", color: "inherit", textDecoration: "none" }}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fw={700} truncate style={{ minWidth: 0 }}>
          {name}
        </Text>
        {badges ? (
          <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
            {badges}
          </Group>
        ) : null}
      </Group>
      {children}
    </Paper>
  );
}
