import { useSearchParams } from "react-router";
import { AuthCard } from "../../features/accounts/components/auth-card.tsx";
import { ResetPasswordForm } from "../../features/accounts/components/reset-password-form.tsx";
import { usePageTitle } from "../../lib/use-page-title.ts";

/** /reset-password?token=…: the page the reset email links to. */
export function ResetPasswordPage() {
  usePageTitle("Reset your password");
  const [params] = useSearchParams();
  return (
    <AuthCard title="Reset your password" intro="Choose a new password for your Tazama account.">
      <ResetPasswordForm token={params.get("token")} />
    </AuthCard>
  );
}
