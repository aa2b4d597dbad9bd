import { VoucherList } from "../../../features/vouchers/admin/components/voucher-list.tsx";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";

/** /admin/vouchers: make codes (one or a batch) and see each code's use. */
export function AdminVouchersPage() {
  const i18n = useI18n();
  usePageTitle(i18n._({ id: "admin.vouchers.page-title", message: "Vouchers · Admin" }));
  return <VoucherList />;
}
