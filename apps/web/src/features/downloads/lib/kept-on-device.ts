import type { AccountHint } from "../hooks/use-local-downloads.ts";
import { offlineDb, readMeta } from "./offline-store.ts";

/**
 * What this browser keeps for downloads, read from IndexedDB without the downloads code (the
 * queue, licences, zod): the Downloads page reads it first, and loads that code only when it has
 * something to do (issue 41).
 */
export interface KeptOnDevice {
  /** Downloads kept here, whoever's. */
  downloads: number;
  /** Removals made offline that the server has not heard of yet. */
  removals: number;
  /** The account signed in here last (its key pair may still be here), or null. */
  account: string | null;
}

/** Nothing kept: what a browser that cannot open the database keeps. */
export const NOTHING_KEPT: KeptOnDevice = { downloads: 0, removals: 0, account: null };

export async function readKeptOnDevice(): Promise<KeptOnDevice> {
  const db = await offlineDb();
  const [downloads, removals, account] = await Promise.all([
    db.count("downloads"),
    readMeta<string[]>("removals"),
    readMeta<string>("account"),
  ]);
  return { downloads, removals: removals?.length ?? 0, account: account || null };
}

/**
 * Whether the downloads code has work here: a download to list (and its licence to check), a
 * removal to tell the server of, or the key pair of the account signed in before `account` to
 * drop (licence-sync.ts). Else the page says nothing is kept, and the account's devices.
 */
export function needsDownloadsCode(kept: KeptOnDevice, account: AccountHint): boolean {
  if (kept.downloads > 0 || kept.removals > 0) return true;
  return typeof account === "string" && kept.account !== null && kept.account !== account;
}
