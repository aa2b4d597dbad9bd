import { createContext, useContext } from "react";
import type { AuthUser } from "../lib/profile.ts";

export interface SignUpInput {
  name: string;
  email: string;
  /** E.164. */
  phone_number: string;
  password: string;
  affiliateCodeUsed: string | null;
}

export type SignUpStage = "creating" | "preparing";

/** Spec §3: what the auth context exposes, and nothing else. */
export interface AuthContextValue {
  authUser: AuthUser | null;
  /** Starts true (spec §4); false once it is known whether someone is signed in. */
  loading: boolean;
  /** Leaves for Google (OIDC) and comes back to `returnTo` (a same-origin path, default "/"). */
  signUpWithGoogle: (returnTo?: string) => void;
  /** Creates the account, welcomes the user and goes to `returnTo` (default "/"); rejects with ApiError. */
  signUpWithEmailAndPassword: (
    input: SignUpInput,
    onStage?: (stage: SignUpStage) => void,
    returnTo?: string,
  ) => Promise<AuthUser>;
  /** Logs in, then goes to `returnTo` (default "/"); rejects with ApiError. */
  logInWithEmailAndPassword: (
    email: string,
    password: string,
    returnTo?: string,
  ) => Promise<AuthUser>;
  /** Ends the session, clears the cookies and goes to "/". */
  signOut: () => Promise<void>;
  /** Ends the session, clears the cookies and reloads the page. */
  signOutNoRedirect: () => Promise<void>;
  /** Sends the reset email (202 whether or not the account exists); rejects with ApiError. */
  passwordReset: (email: string) => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used inside <AuthProvider>");
  return value;
}
