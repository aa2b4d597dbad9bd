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
  if (authUser) return <Navigate to={returnToFromSearch(search)} replace />;
  return (
    <AuthCard title={title} intro="Create your Tazama account to buy, rent and watch.">
      <RegisterForm />
    </AuthCard>
  );
}

export const RegisterPage = () => <JoinPage title="Join for Free" />;
