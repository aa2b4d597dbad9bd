import { safeReturnTo } from "@tazama/contracts";

/** Where a top-up sends the payer back when no (or no safe) path was given. */
export const DEFAULT_RETURN_PATH = "/my-membership";

/** Plain characters of a path on this site (no backslash, no spaces or control characters). */
const PLAIN_PATH = /^\/[A-Za-z0-9/_?=&.%~+,:;-]*$/;

/**
 * A top-up's return path, made safe: anything `safeReturnTo` refuses (`//evil`, `/\evil`, not a
 * path of this site) or that carries unusual characters becomes `/my-membership`.
 */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value || value.length > 300 || !PLAIN_PATH.test(value)) return DEFAULT_RETURN_PATH;
  const safe = safeReturnTo(value);
  return safe === "/" && value !== "/" ? DEFAULT_RETURN_PATH : safe;
}
