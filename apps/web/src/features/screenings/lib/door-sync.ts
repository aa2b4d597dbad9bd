import type { CheckInResult } from "@tazama/contracts";
import { ApiError } from "../../../lib/api-client.ts";
import { type QueuedScan, queuedScans, saveQueue } from "./door-offline.ts";

/**
 * A seat this phone let in with no connection that the server, told later, did not (issue 39):
 * someone else had let it in already, or the server refused the scan. Shown after the sync, so
 * a green "Welcome in" decided offline is never the last word.
 */
export interface DoorConflict {
  /** The queued scan's nonce. */
  nonce: string;
  /** already: the seat was in before (see `at`, `by`); refused: the server did not take it. */
  kind: "already" | "refused";
  /** The seat's label ("A2", "15"); null when the scan kept none (queued by an older app). */
  seat: string | null;
  /** When this phone let it in. */
  scannedAt: string;
  /** already: when the seat was let in, and by which usher. */
  at: string | null;
  by: string | null;
  /** refused: the server's message; null: not a ticket for this screening. */
  reason: string | null;
}

const conflictsKey = (id: string) => `tazama.door.${id}.conflicts`;

/** The conflicts found so far and not yet dismissed (they outlive a reload). */
export function savedConflicts(id: string, storage: Storage = localStorage): DoorConflict[] {
  try {
    const list = JSON.parse(storage.getItem(conflictsKey(id)) ?? "[]") as unknown;
    return Array.isArray(list) ? (list as DoorConflict[]) : [];
  } catch {
    return [];
  }
}

/** Adds conflicts, once each (a scan sent again answers the same). */
function keepConflicts(id: string, more: DoorConflict[], storage: Storage): void {
  const list = savedConflicts(id, storage);
  for (const c of more) {
    if (!list.some((k) => k.nonce === c.nonce && k.seat === c.seat)) list.push(c);
  }
  storage.setItem(conflictsKey(id), JSON.stringify(list));
}

export function dismissConflicts(id: string, storage: Storage = localStorage): void {
  storage.removeItem(conflictsKey(id));
}

function refused(scan: QueuedScan, reason: string | null): DoorConflict[] {
  const seats = scan.seats?.length ? scan.seats : [null];
  return seats.map((seat) => ({
    nonce: scan.nonce,
    kind: "refused",
    seat,
    scannedAt: scan.scannedAt,
    at: null,
    by: null,
    reason,
  }));
}

/**
 * What the server's answer to a queued scan says against this phone's "Welcome in": each seat
 * the phone let in that this scan did not (`admitted`), with when and by whom it was in before;
 * or the whole scan refused. An organisation's one code is fine as long as it let someone in
 * (the server may pick another of the block's seats than the phone did).
 */
export function conflictsOf(scan: QueuedScan, result: CheckInResult): DoorConflict[] {
  if (result.outcome === "invalid") return refused(scan, null);
  const admitted = new Set(result.admitted);
  const group = result.seats[0]?.groupCode ?? false;
  if (group && admitted.size > 0) return [];
  const missed = result.seats.filter(
    (s) =>
      !admitted.has(s.ticketId) &&
      (group || scan.tickets === undefined || scan.tickets.includes(s.ticketId)),
  );
  return (group ? missed.slice(-1) : missed).map((s) => ({
    nonce: scan.nonce,
    kind: "already",
    seat: s.seat,
    scannedAt: scan.scannedAt,
    at: s.checkedInAt,
    by: s.by,
    reason: null,
  }));
}

/**
 * A refusal the server will give again whatever the moment (a bad scan, a screening gone): the
 * scan leaves the queue as a conflict. Not one: no connection, a server error, too many requests,
 * a session that ran out (sign in again and it goes through).
 */
const isFinal = (error: unknown): error is ApiError =>
  error instanceof ApiError &&
  error.status >= 400 &&
  error.status < 500 &&
  ![401, 403, 408, 429].includes(error.status);

/**
 * Sends this screening's queued scans one by one, oldest first, and keeps what each answer says
 * against this phone (conflicts, stored until dismissed). A scan leaves the queue once answered;
 * on the first failure that may pass (offline, 5xx, 429), the rest wait for the next try.
 * Returns the conflicts found in this run.
 */
export async function syncQueue(
  screeningId: string,
  send: (scan: QueuedScan) => Promise<CheckInResult>,
  storage: Storage = localStorage,
): Promise<DoorConflict[]> {
  const found: DoorConflict[] = [];
  for (const scan of queuedScans(screeningId, storage)) {
    let conflicts: DoorConflict[];
    try {
      conflicts = conflictsOf(scan, await send(scan));
    } catch (error) {
      if (!isFinal(error)) break;
      conflicts = refused(scan, error.message);
    }
    keepConflicts(screeningId, conflicts, storage);
    saveQueue(
      screeningId,
      queuedScans(screeningId, storage).filter((s) => s.nonce !== scan.nonce),
      storage,
    );
    found.push(...conflicts);
  }
  return found;
}
