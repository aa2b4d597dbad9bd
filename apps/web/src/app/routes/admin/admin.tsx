import "@mantine/core/styles/Paper.css";
import { Button, Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { NavLink, Navigate, useParams } from "react-router";
import classes from "./admin.module.css";
import type { I18n } from "../../../lib/i18n/i18n.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { MembersOnly } from "../../../features/accounts/components/members-only.tsx";
import { AdminAuditPage } from "./admin-audit.tsx";
import { AdminEventsPage } from "./admin-events.tsx";
import { AdminGenresPage } from "./admin-genres.tsx";
import { AdminMediaPage } from "./admin-media.tsx";
import { AdminOrganisationsPage } from "./admin-organisations.tsx";
import { AdminPassesPage } from "./admin-passes.tsx";
import { AdminPaymentsPage } from "./admin-payments.tsx";
import { AdminQualityPage } from "./admin-quality.tsx";
import { AdminReferralsPage } from "./admin-referrals.tsx";
import { AdminReportsPage } from "./admin-reports.tsx";
import { AdminRequestsPage } from "./admin-requests.tsx";
import { AdminScreeningPage } from "./admin-screening.tsx";
import { AdminScreeningsPage } from "./admin-screenings.tsx";
import { AdminSmsAlertsPage } from "./admin-sms-alerts.tsx";
import { AdminSubmissionsPage } from "./admin-submissions.tsx";
import { AdminTitlePage } from "./admin-title.tsx";
import { AdminTitleNewPage } from "./admin-title-new.tsx";
import { AdminTitlesPage } from "./admin-titles.tsx";
import { FirstAdminPage } from "./admin-setup.tsx";
import { AdminUserPage } from "./admin-user.tsx";
import { AdminUsersPage } from "./admin-users.tsx";
import { AdminVouchersPage } from "./admin-vouchers.tsx";
import { loadConsoleMessages } from "../../../lib/i18n/console-messages.ts";

// The console's messages are not in a viewer's catalogue: they arrive with its code, before its
// route renders (this chunk's evaluation waits for them).
await loadConsoleMessages();

/**
 * /admin (issue 18): the console, one lazily loaded chunk (none of it reaches a viewer's
 * bundle). The server answers its pages 403 to anyone but an admin; the app says why.
 */
export function AdminApp() {
  const i18n = useI18n();
  // The console's few pages are told apart here rather than by a nested <Routes>, which would
  // pull more of the router into every viewer's entry chunk (bench:bundle).
  const [section = "", id, ...rest] = (useParams()["*"] ?? "").split("/").filter(Boolean);
  if (section === "setup" && id === undefined) return <FirstAdminPage />;
  let page: ReactNode;
  if (section === "" && id === undefined) page = <Navigate to="/admin/titles" replace />;
  else if (section === "titles" && id === undefined) page = <AdminTitlesPage />;
  else if (section === "titles" && id === "new" && rest.length === 0) {
    page = <AdminTitleNewPage />;
  } else if (section === "titles" && id !== undefined && rest.length === 0) {
    page = <AdminTitlePage />;
  } else if (section === "users" && id === undefined) page = <AdminUsersPage />;
  else if (section === "users" && id !== undefined && rest.length === 0) page = <AdminUserPage />;
  else if (section === "organisations" && id === undefined) page = <AdminOrganisationsPage />;
  else if (section === "payments" && id === undefined) page = <AdminPaymentsPage />;
  else if (section === "audit" && id === undefined) page = <AdminAuditPage />;
  else if (section === "media" && id === undefined) page = <AdminMediaPage />;
  else if (section === "genres" && id === undefined) page = <AdminGenresPage />;
  else if (section === "events" && id === undefined) page = <AdminEventsPage />;
  else if (section === "reports" && id === undefined) page = <AdminReportsPage />;
  else if (section === "quality" && id === undefined) page = <AdminQualityPage />;
  else if (section === "vouchers" && id === undefined) page = <AdminVouchersPage />;
  else if (section === "passes" && id === undefined) page = <AdminPassesPage />;
  else if (section === "requests" && id === undefined) page = <AdminRequestsPage />;
  else if (section === "submissions" && id === undefined) page = <AdminSubmissionsPage />;
  else if (section === "referrals" && id === undefined) page = <AdminReferralsPage />;
  else if (section === "sms" && id === undefined) page = <AdminSmsAlertsPage />;
  else if (section === "screenings" && id === undefined) page = <AdminScreeningsPage />;
  else if (section === "screenings" && rest.length === 0) page = <AdminScreeningPage />;
  else {
    page = (
      <Text>
        {i18n._({ id: "admin.no-such-page", message: "There is no such page in the console." })}
      </Text>
    );
  }
  return <AdminLayout>{page}</AdminLayout>;
}

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

function AdminLayout({ children }: { children: ReactNode }) {
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
