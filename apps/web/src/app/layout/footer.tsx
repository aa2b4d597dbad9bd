import { Anchor, Group, Text } from "@mantine/core";
import { Link } from "react-router";
import classes from "./footer.module.css";

export function Footer({ year = new Date().getFullYear() }: { year?: number }) {
  return (
    <footer className={classes.footer}>
      <Group justify="space-between" gap="xs" className={classes.inner}>
        <Text size="sm" c="dimmed">
          © {year} Tazama. All rights reserved.
        </Text>
        <Group gap="md">
          <Anchor component={Link} to="/requests" size="sm" c="gray.4">
            Request a title
          </Anchor>
          <Anchor component={Link} to="/submit" size="sm" c="gray.4">
            Submit your film
          </Anchor>
          <Anchor href="/privacy" target="_blank" rel="noopener" size="sm" c="gray.4">
            Terms &amp; Conditions
          </Anchor>
        </Group>
      </Group>
    </footer>
  );
}
