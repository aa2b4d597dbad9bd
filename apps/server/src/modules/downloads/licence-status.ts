import type {
  DownloadLicence,
  DownloadLicenceTerms,
  DownloadRevocation,
  LicenceStatus,
  LicenceStatusEntry,
} from "@tazama/contracts";
import type { AccountState } from "../accounts/accounts.public.ts";

/** What the database knows of a download a licence names. */
export interface LicenceFacts {
  id: string;
  userId: string;
  deviceId: string;
  ref: string;
  removedAt: Date | null;
  deviceRemovedAt: Date | null;
}

export interface LicenceStatusDeps {
  verify: (licence: DownloadLicence) => DownloadLicenceTerms | null;
  facts: (downloadIds: readonly string[]) => Promise<readonly LicenceFacts[]>;
  accountStates: (userIds: readonly string[]) => Promise<ReadonlyMap<string, AccountState>>;
  hasRight: (userId: string, ref: string) => Promise<boolean>;
  lostRight: (userId: string, ref: string, issuedAt: Date) => Promise<"refunded" | "ended">;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const revoked = (downloadId: string, reason: DownloadRevocation): LicenceStatusEntry => ({
  downloadId,
  status: "revoked",
  reason,
});

/** Why a download's licence no longer holds, from its account and its place; null: it may. */
function revocationOf(facts: LicenceFacts, account: AccountState | undefined) {
  if (account === undefined || account === "closed") return "account-closed";
  if (account === "disabled") return "account-disabled";
  if (facts.deviceRemovedAt) return "device-removed";
  if (facts.removedAt) return "removed";
  return null;
}

/**
 * The answer for each licence a device keeps (ADR 0053), in order: `unknown` when it is not one
 * this server signed (or names another device); `revoked` with its reason when the account was
 * closed or disabled, the device or the download removed, or the right refunded; `ended` when
 * the right simply ran out; else `valid`.
 */
export async function licenceStatuses(
  licences: readonly DownloadLicence[],
  deps: LicenceStatusDeps,
): Promise<LicenceStatus> {
  const terms = licences.map((licence) => {
    const read = deps.verify(licence);
    return read && UUID.test(read.downloadId) ? read : null;
  });
  const ids = [...new Set(terms.flatMap((t) => (t ? [t.downloadId] : [])))];
  const facts = new Map((await deps.facts(ids)).map((f) => [f.id, f]));
  const accounts = await deps.accountStates([...facts.values()].map((f) => f.userId));
  const answers: LicenceStatusEntry[] = [];
  for (const read of terms) {
    const found = read ? facts.get(read.downloadId) : undefined;
    if (!read || !found || found.deviceId !== read.deviceId) {
      answers.push({ downloadId: read?.downloadId ?? null, status: "unknown", reason: null });
      continue;
    }
    const reason = revocationOf(found, accounts.get(found.userId));
    if (reason) {
      answers.push(revoked(found.id, reason));
    } else if (await deps.hasRight(found.userId, found.ref)) {
      answers.push({ downloadId: found.id, status: "valid", reason: null });
    } else if (
      (await deps.lostRight(found.userId, found.ref, new Date(read.issuedAt))) === "refunded"
    ) {
      answers.push(revoked(found.id, "refunded"));
    } else {
      answers.push({ downloadId: found.id, status: "ended", reason: null });
    }
  }
  return { licences: answers };
}
