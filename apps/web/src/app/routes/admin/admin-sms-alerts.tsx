import { SmsAlerts } from "../../../features/phones/admin/components/sms-alerts.tsx";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";

/** /admin/sms: number ranges that reached their hourly budget of verification codes (issue 39). */
export function AdminSmsAlertsPage() {
  const i18n = useI18n();
  usePageTitle(i18n._({ id: "admin.sms.page-title", message: "SMS alerts · Admin" }));
  return <SmsAlerts />;
}
