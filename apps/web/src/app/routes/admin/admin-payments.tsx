import { PaymentList } from "../../../features/payments/admin/components/payment-list.tsx";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";

/** /admin/payments: top-ups for review; flagged ones (nothing credited) first, with why. */
export function AdminPaymentsPage() {
  const i18n = useI18n();
  usePageTitle(i18n._({ id: "admin.payments.page-title", message: "Payments · Admin" }));
  return <PaymentList />;
}
