import "@mantine/core/styles/Paper.css";
import { Button, Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { NavLink, Navigate, useParams } from "react-router";
import classes from "./admin.module.css";
import { MembersOnly } from "../../../features/accounts/components/members-only.tsx";
import { AdminAuditPage } from "./admin-audit.tsx";
import { AdminEventsPage } from "./admin-events.tsx";
import { AdminGenresPage } from "./admin-genres.tsx";
import { AdminMediaPage } from "./admin-media.tsx";
import { AdminOrganisationsPage } from "./admin-organisations.tsx";
import { AdminPassesPage } from "./admin-passes.tsx";
import { AdminPaymentsPage } from "./admin-payments.tsx";
import { AdminReferralsPage } from "./admin-referrals.tsx";
import { AdminReportsPage } from "./admin-reports.tsx";
import { AdminRequestsPage } from "./admin-requests.tsx";
import { AdminScreeningPage } from "./admin-screening.tsx";
import { AdminScreeningsPage } from "./admin-screenings.tsx";
import { AdminSubmissionsPage } from "./admin-submissions.tsx";
import { AdminTitlePage } from "./admin-title.tsx";
import { AdminTitleNewPage } from "./admin-title-new.tsx";
import { AdminTitlesPage } from "./admin-titles.tsx";
import { FirstAdminPage } from "./admin-setup.tsx";
import { AdminUserPage } from "./admin-user.tsx";
import { AdminUsersPage } from "./admin-users.tsx";
import { AdminVouchersPage } from "./admin-vouchers.tsx";

/**
 * /admin (issue 18): the console, one lazily loaded chunk (none of it reaches a viewer's
 * bundle). The server answers its pages 403 to anyone but an admin; the app says why.
 */
export function AdminApp() {
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
  else if (section === "vouchers" && id === undefined) page = <AdminVouchersPage />;
  else if (section === "passes" && id === undefined) page = <AdminPassesPage />;
  else if (section === "requests" && id === undefined) page = <AdminRequestsPage />;
  else if (section === "submissions" && id === undefined) page = <AdminSubmissionsPage />;
  else if (section === "referrals" && id === undefined) page = <AdminReferralsPage />;
  else if (section === "screenings" && id === undefined) page = <AdminScreeningsPage />;
  else if (section === "screenings" && rest.length === 0) page = <AdminScreeningPage />;
  else page = <Text>There is no such page in the console.</Text>;
  return <AdminLayout>{page}</AdminLayout>;
}

/** The current section's button, brought into the sideways-scrolling row on a phone. */
const scrollIntoSight = (node: HTMLElement | null) => {
  node?.scrollIntoView({ block: "nearest", inline: "center" });
};

const SECTIONS = [
  { to: "/admin/titles", label: "Titles" },
  { to: "/admin/media", label: "Media" },
  { to: "/admin/genres", label: "Genres" },
  { to: "/admin/events", label: "Events" },
  { to: "/admin/screenings", label: "Screenings" },
  { to: "/admin/users", label: "People" },
  { to: "/admin/organisations", label: "Organisations" },
  { to: "/admin/payments", label: "Payments" },
  { to: "/admin/passes", label: "Passes" },
  { to: "/admin/vouchers", label: "Vouchers" },
  { to: "/admin/referrals", label: "Referrals" },
  { to: "/admin/requests", label: "Requests" },
  { to: "/admin/submissions", label: "Submissions" },
  { to: "/admin/reports", label: "Reports" },
  { to: "/admin/audit", label: "Audit log" },
] as const;

function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <MembersOnly>
      {(user) =>
        user.role === "admin" ? (
          <Container size="xl" py="lg">
            <Group justify="space-between" align="baseline" mb="md" wrap="wrap">
              <Title order={1} size="h3">
                Admin
              </Title>
              <nav aria-label="Admin sections" className={classes.sections}>
                {SECTIONS.map((section) => (
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
  return (
    <Container size="sm" py="xl">
      <Paper withBorder p="lg" radius="md" bg="dark.7">
        <Stack gap="sm">
          <Title order={1} size="h3">
            Admins only
          </Title>
          <Text>Your account is not allowed to do this.</Text>
          <Text c="gray.4" size="sm">
            If you run this site, ask an admin to make you one, or open the one-time setup link the
            server prints at start while it has no admin.
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}
