import { DISPOSABLE_DOMAINS } from "./disposable-domains.ts";

/**
 * One mailbox, however it is written: lower case, no `+tag`, no dots in the local part
 * (Gmail ignores both, and so would a person making a second account), googlemail = gmail.
 */
export function normaliseEmail(email: string): string {
  const [local = "", domain = ""] = email.trim().toLowerCase().split("@");
  const bare = local.split("+")[0]!.replaceAll(".", "");
  return `${bare}@${domain === "googlemail.com" ? "gmail.com" : domain}`;
}

export function isDisposableEmail(email: string): boolean {
  const domain = email.trim().toLowerCase().split("@")[1] ?? "";
  const parts = domain.split(".");
  // mail.mailinator.com is mailinator.com.
  return parts.some((_, i) => DISPOSABLE_DOMAINS.has(parts.slice(i).join(".")));
}

export interface Party {
  email: string;
  /** The number proven by an SMS code, if any. */
  verifiedPhone: string | null;
  /** Payers of the account's successful top-ups (`mpesa:+254…`, `card:<signature>`). */
  payers: string[];
}

export type FraudFlag = "same-email" | "disposable-email" | "same-phone" | "same-payer";

/**
 * Why a referral looks like one person on both sides (never by IP address: many viewers share
 * one behind carrier NAT). Any flag holds the reward for an admin.
 */
export function fraudFlags(referrer: Party, referee: Party): FraudFlag[] {
  const flags: FraudFlag[] = [];
  if (normaliseEmail(referrer.email) === normaliseEmail(referee.email)) flags.push("same-email");
  if (isDisposableEmail(referee.email)) flags.push("disposable-email");
  if (referrer.verifiedPhone && referrer.verifiedPhone === referee.verifiedPhone) {
    flags.push("same-phone");
  }
  const mine = new Set(referrer.payers);
  if (referrer.verifiedPhone) mine.add(`mpesa:${referrer.verifiedPhone}`);
  const theirs = new Set(referee.payers);
  if (referee.verifiedPhone) theirs.add(`mpesa:${referee.verifiedPhone}`);
  // Both verified numbers are in the sets: a referee paying with the referrer's number (or the
  // reverse) shares a payer, as do two accounts paying with one card.
  if ([...theirs].some((payer) => mine.has(payer))) flags.push("same-payer");
  return flags;
}
