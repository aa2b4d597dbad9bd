import { useSearchParams } from "react-router";
import { AuthCard } from "../../features/accounts/components/auth-card.tsx";
import { ResetPasswordForm } from "../../features/accounts/components/reset-password-form.tsx";
import { useI18n } from "../../lib/i18n/use-i18n.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";

/** /reset-password?token=…: the page the reset email links to. */
export function ResetPasswordPage() {
  const i18n = useI18n();
  const title = i18n._({ id: "reset.title", message: "Reset your password" });
  usePageTitle(title);
  const [params] = useSearchParams();
  return (
    <AuthCard
      title={title}
      intro={i18n._({
        id: "reset.intro",
        message: "Choose a new password for your Tazama account.",
      })}
    >
      <ResetPasswordForm token={params.get("token")} />
    </AuthCard>
  );
}
