import { notifications } from "../../lib/toasts.ts";
import { useEffect } from "react";
import { Navigate, useSearchParams } from "react-router";
import { AuthCard } from "../../features/accounts/components/auth-card.tsx";
import { LoginForm } from "../../features/accounts/components/login-form.tsx";
import { useAuth } from "../../features/accounts/hooks/use-auth.ts";
import { googleSignInErrorText } from "../../features/accounts/lib/google-sign-in-errors.ts";
import { returnToFromSearch } from "../../features/accounts/lib/return-to.ts";
import { useI18n } from "../../lib/i18n/use-i18n.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";

/** /login: email and password or Google; `?redirect=` brings the viewer back where they were. */
export function LoginPage() {
  const i18n = useI18n();
  usePageTitle(i18n._({ id: "nav.login", message: "Log in" }));
  const [params, setParams] = useSearchParams();
  const { authUser } = useAuth();
  const returnTo = returnToFromSearch(`?${params.toString()}`);
  const errorCode = params.get("error");

  // A failed Google sign-in comes back as ?error=<code>: red, until closed. Its words come from
  // the catalogue only; a `message` in the query (anyone can write one) is never shown.
  useEffect(() => {
    if (errorCode === null) return;
    const text = googleSignInErrorText(errorCode, i18n);
    notifications.show({
      color: "red",
      title: text.title,
      message: `${text.description} (${text.code})`,
      autoClose: false,
    });
    setParams(
      (current) => {
        current.delete("error");
        current.delete("message");
        return current;
      },
      { replace: true },
    );
  }, [errorCode, setParams, i18n]);

  if (authUser) return <Navigate to={returnTo} replace />;
  return (
    <AuthCard
      title={i18n._({ id: "nav.login", message: "Log in" })}
      intro={i18n._({ id: "login.intro", message: "Welcome back. Log in to buy, rent and watch." })}
    >
      <LoginForm returnTo={returnTo} />
    </AuthCard>
  );
}
