import "@mantine/core/styles/Loader.css";
import { Center, Loader } from "@mantine/core";
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { useAuth } from "../hooks/use-auth.ts";
import type { AuthUser } from "../lib/profile.ts";
import { loginPathFor } from "../lib/return-to.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";

/** Renders its children for a signed-in viewer; sends anyone else to /login and back after. */
export function MembersOnly({ children }: { children: (user: AuthUser) => ReactNode }) {
  const i18n = useI18n();
  const { authUser, loading } = useAuth();
  const { pathname, search } = useLocation();
  if (loading) {
    return (
      <Center py="xl">
        <Loader
          aria-label={i18n._({ id: "account.loading", message: "Loading your account" })}
          role="status"
        />
      </Center>
    );
  }
  if (!authUser) return <Navigate to={loginPathFor(pathname + search)} replace />;
  return children(authUser);
}
