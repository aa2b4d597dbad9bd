import "@mantine/core/styles/Paper.css";
import { Button, Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { NavLink } from "react-router";
import classes from "./admin.module.css";
import type { I18n } from "../../../lib/i18n/i18n.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { MembersOnly } from "../../../features/accounts/components/members-only.tsx";

/** The current section's button, brought into the sideways-scrolling row on a phone. */
const scrollIntoSight = (node: HTMLElement | null) => {
  node?.scrollIntoView({ block: "nearest", inline: "center" });
};

function sections(i18n: I18n) {
  return [
    { to: "/admin/titles", label: i18n._({ id: "admin.nav.titles", message: "Titles" }) },
    { to: "/admin/media", label: i18n._({ id: "admin.nav.media", message: "Media" }) },
    { to: "/admin/genres", label: i18n._({ id: "admin.nav.genres", message: "Genres" }) },
    { to: "/admin/events", label: i18n._({ id: "admin.nav.events", message: "Events" }) },
    {
      to: "/admin/screenings",
      label: i18n._({ id: "admin.nav.screenings", message: "Screenings" }),
    },
    { to: "/admin/users", label: i18n._({ id: "admin.nav.people", message: "People" }) },
    {
      to: "/admin/organisations",
      label: i18n._({ id: "admin.nav.organisations", message: "Organisations" }),
    },
    { to: "/admin/payments", label: i18n._({ id: "admin.nav.payments", message: "Payments" }) },
    { to: "/admin/passes", label: i18n._({ id: "admin.nav.passes", message: "Passes" }) },
    { to: "/admin/vouchers", label: i18n._({ id: "admin.nav.vouchers", message: "Vouchers" }) },
    { to: "/admin/referrals", label: i18n._({ id: "admin.nav.referrals", message: "Referrals" }) },
    { to: "/admin/requests", label: i18n._({ id: "admin.nav.requests", message: "Requests" }) },
    {
      to: "/admin/submissions",
      label: i18n._({ id: "admin.nav.submissions", message: "Submissions" }),
    },
    { to: "/admin/sms", label: i18n._({ id: "admin.nav.sms", message: "SMS alerts" }) },
    { to: "/admin/reports", label: i18n._({ id: "admin.nav.reports", message: "Reports" }) },
    { to: "/admin/quality", label: i18n._({ id: "admin.nav.quality", message: "Quality" }) },
    { to: "/admin/audit", label: i18n._({ id: "admin.nav.audit", message: "Audit log" }) },
  ];
}

/** The console's frame: its heading and sections, for admins only. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const i18n = useI18n();
  return (
    <MembersOnly>
      {(user) =>
        user.role === "admin" ? (
          <Container size="xl" py="lg">
            <Group justify="space-between" align="baseline" mb="md" wrap="wrap">
              <Title order={1} size="h3">
                {i18n._({ id: "admin.heading", message: "Admin" })}
              </Title>
              <nav
                aria-label={i18n._({ id: "admin.nav.label", message: "Admin sections" })}
                className={classes.sections}
              >
                {sections(i18n).map((section) => (
                  <NavLink key={section.to} to={section.to}>
                    {({ isActive }) => (
                      <Button
                        component="span"
                        size="compact-md"
                        variant={isActive ? "filled" : "subtle"}
                        aria-current={isActive ? "page" : undefined}
                        ref={isActive ? scrollIntoSight : undefined}
                      >
                        {section.label}
                      </Button>
                    )}
                  </NavLink>
                ))}
              </nav>
            </Group>
            {children}
          </Container>
        ) : (
          <AdminsOnly />
        )
      }
    </MembersOnly>
  );
}

function AdminsOnly() {
  const i18n = useI18n();
  return (
    <Container size="sm" py="xl">
      <Paper withBorder p="lg" radius="md" bg="dark.7">
        <Stack gap="sm">
          <Title order={1} size="h3">
            {i18n._({ id: "admin.only.heading", message: "Admins only" })}
          </Title>
          <Text>
            {i18n._({
              id: "admin.only.not-allowed",
              message: "Your account is not allowed to do this.",
            })}
          </Text>
          <Text c="gray.4" size="sm">
            {i18n._({
              id: "admin.only.how",
              message:
                "If you run this site, ask an admin to make you one, or open the one-time setup link the server prints at start while it has no admin.",
            })}
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}
