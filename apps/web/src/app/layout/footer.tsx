import { Anchor, Group, Text } from "@mantine/core";
import classes from "./footer.module.css";

export function Footer({ year = new Date().getFullYear() }: { year?: number }) {
  return (
    <footer className={classes.footer}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          © {year} Tazama. All rights reserved.
        </Text>
        <Anchor href="/privacy" target="_blank" rel="noopener" size="sm" c="gray.4">
          Terms &amp; Conditions
        </Anchor>
      </Group>
    </footer>
  );
}
