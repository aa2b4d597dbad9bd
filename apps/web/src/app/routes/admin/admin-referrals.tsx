import { ReferralRewards } from "../../../features/referrals/admin/components/referral-rewards.tsx";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";

/** /admin/referrals: rewards a fraud rule held back, with why; approve or reject each. */
export function AdminReferralsPage() {
  const i18n = useI18n();
  usePageTitle(i18n._({ id: "admin.referrals.page-title", message: "Referral rewards · Admin" }));
  return <ReferralRewards />;
}
