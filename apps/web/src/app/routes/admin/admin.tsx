import { Text } from "@mantine/core";
import type { ComponentType, ReactNode } from "react";
import { Navigate, useParams } from "react-router";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { AdminAuditPage } from "./admin-audit.tsx";
import { AdminEventsPage } from "./admin-events.tsx";
import { AdminGenresPage } from "./admin-genres.tsx";
import { AdminLayout } from "./admin-layout.tsx";
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

/** Each section's list (`/admin/<section>`) and, where it has one, an item's page (`…/<id>`). */
const SECTIONS: Record<string, { list: ComponentType; one?: ComponentType }> = {
  titles: { list: AdminTitlesPage, one: AdminTitlePage },
  users: { list: AdminUsersPage, one: AdminUserPage },
  screenings: { list: AdminScreeningsPage, one: AdminScreeningPage },
  organisations: { list: AdminOrganisationsPage },
  payments: { list: AdminPaymentsPage },
  audit: { list: AdminAuditPage },
  media: { list: AdminMediaPage },
  genres: { list: AdminGenresPage },
  events: { list: AdminEventsPage },
  reports: { list: AdminReportsPage },
  quality: { list: AdminQualityPage },
  vouchers: { list: AdminVouchersPage },
  passes: { list: AdminPassesPage },
  requests: { list: AdminRequestsPage },
  submissions: { list: AdminSubmissionsPage },
  referrals: { list: AdminReferralsPage },
  sms: { list: AdminSmsAlertsPage },
};

/** The page of `/admin/<section>/<id>`, or null when the console has none there. */
function pageOf(section: string, id: string | undefined, rest: string[]): ReactNode {
  if (section === "" && id === undefined) return <Navigate to="/admin/titles" replace />;
  if (rest.length > 0) return null;
  if (section === "titles" && id === "new") return <AdminTitleNewPage />;
  const pages = Object.hasOwn(SECTIONS, section) ? SECTIONS[section] : undefined;
  const Page = id === undefined ? pages?.list : pages?.one;
  return Page ? <Page /> : null;
}

/**
 * /admin (issue 18): the console, one lazily loaded chunk (none of it reaches a viewer's
 * bundle). The server answers its pages 403 to anyone but an admin; the app says why. Its pages
 * are told apart here rather than by a nested <Routes>, which would pull more of the router
 * into every viewer's entry chunk (bench:bundle).
 */
export function AdminApp() {
  const i18n = useI18n();
  const [section = "", id, ...rest] = (useParams()["*"] ?? "").split("/").filter(Boolean);
  if (section === "setup" && id === undefined) return <FirstAdminPage />;
  const page = pageOf(section, id, rest) ?? (
    <Text>
      {i18n._({ id: "admin.no-such-page", message: "There is no such page in the console." })}
    </Text>
  );
  return <AdminLayout>{page}</AdminLayout>;
}
