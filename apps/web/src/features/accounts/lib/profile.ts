import type { Profile } from "@tazama/contracts";

/** Spec §3: the fixed label naming this web app, sent as `source` at sign-up. */
export const SOURCE = "tazama-web";

/**
 * The user profile of spec §3 (uid, email, name, photo, phone_number, affiliateCodeUsed, source),
 * plus the account's own shareable code, locale and role from the API.
 */
export type AuthUser = Profile;

/** Builds the profile; affiliateCodeUsed falls back to the locally stored code (spec §3). */
export function toAuthUser(profile: Profile, storedCode: string | null): AuthUser {
  return { ...profile, affiliateCodeUsed: profile.affiliateCodeUsed ?? storedCode };
}

/** The browser's language as the simple tag the API stores ("en-NG", "sw"), else undefined. */
export function simpleLocale(language: string | undefined): string | undefined {
  const [lang, ...rest] = (language ?? "").split(/[-_]/);
  if (!lang || !/^[a-zA-Z]{2,3}$/.test(lang)) return undefined;
  const region = rest.find((tag) => /^[a-zA-Z]{2}$/.test(tag));
  return region ? `${lang.toLowerCase()}-${region.toUpperCase()}` : lang.toLowerCase();
}
