import { useI18n } from "../../lib/i18n/use-i18n.ts";
import { Navigate, useLocation } from "react-router";
import { AuthCard } from "../../features/accounts/components/auth-card.tsx";
import { RegisterForm } from "../../features/accounts/components/register-form.tsx";
import { useAuth } from "../../features/accounts/hooks/use-auth.ts";
import { returnToFromSearch } from "../../features/accounts/lib/return-to.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";

/** /register ("Join for Free") and /registration: the same sign-up form (spec §2). */
export function JoinPage({ title }: { title: string }) {
  usePageTitle(title);
  const { authUser } = useAuth();
  const { search } = useLocation();
  // `?redirect=` (e.g. an organisation's invitation): back there once the account exists.
  const i18n = useI18n();
  if (authUser) return <Navigate to={returnToFromSearch(search)} replace />;
  return (
    <AuthCard
      title={title}
      intro={i18n._({
        id: "join.intro",
        message: "Create your Tazama account to buy, rent and watch.",
      })}
    >
      <RegisterForm />
    </AuthCard>
  );
}

export function RegisterPage() {
  const i18n = useI18n();
  return <JoinPage title={i18n._({ id: "nav.join", message: "Join for Free" })} />;
}
