import { Anchor, Group, Text } from "@mantine/core";
import { Link } from "react-router";
import { useI18n } from "../../lib/i18n/use-i18n.ts";
import classes from "./footer.module.css";

export function Footer({ year = new Date().getFullYear() }: { year?: number }) {
  const i18n = useI18n();
  return (
    <footer className={classes.footer}>
      <Group justify="space-between" gap="xs" className={classes.inner}>
        <Text size="sm" c="dimmed">
          {i18n._({
            id: "footer.copyright",
            message: "© {year} Tazama. All rights reserved.",
            values: { year: String(year) },
          })}
        </Text>
        <Group gap="md">
          <Anchor component={Link} to="/requests" size="sm" c="gray.4">
            {i18n._({ id: "nav.request-title", message: "Request a title" })}
          </Anchor>
          <Anchor component={Link} to="/submit" size="sm" c="gray.4">
            {i18n._({ id: "nav.submit-film", message: "Submit your film" })}
          </Anchor>
          <Anchor href="/privacy" target="_blank" rel="noopener" size="sm" c="gray.4">
            {i18n._({ id: "footer.terms", message: "Terms & Conditions" })}
          </Anchor>
        </Group>
      </Group>
    </footer>
  );
}
