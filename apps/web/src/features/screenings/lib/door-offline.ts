import type { CheckInOutcome, Door, DoorSeat } from "@tazama/contracts";

/** A scan made at the door, kept until the server has it (its nonce makes a repeat harmless). */
export interface QueuedScan {
  nonce: string;
  token?: string;
  refcode?: string;
  scannedAt: string;
  /** The tickets this phone let in with it, and their seats: what a conflict is about. */
  tickets?: string[];
  seats?: string[];
}

const copyKey = (id: string) => `tazama.door.${id}`;
const queueKey = (id: string) => `tazama.door.${id}.queue`;

function read<T>(storage: Storage, key: string): T | null {
  try {
    return JSON.parse(storage.getItem(key) ?? "null") as T | null;
  } catch {
    return null;
  }
}

/** The door copy this device loaded last for a screening (works with no connection). */
export const savedDoor = (id: string, storage: Storage = localStorage) =>
  read<Door>(storage, copyKey(id));
export const saveDoor = (door: Door, storage: Storage = localStorage) => {
  storage.setItem(copyKey(door.screening.id), JSON.stringify(door));
};
export const queuedScans = (id: string, storage: Storage = localStorage) =>
  read<QueuedScan[]>(storage, queueKey(id)) ?? [];
export const saveQueue = (id: string, scans: QueuedScan[], storage: Storage = localStorage) => {
  storage.setItem(queueKey(id), JSON.stringify(scans));
};

const fromB64url = (text: string) => {
  const base64 = text.replaceAll("-", "+").replaceAll("_", "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
};
const toB64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");

/**
 * Whether `text` is the one base64url spelling of its bytes (no padding, no lone last character,
 * the last character's unused bits zero), as the server requires: `atob` ignores those bits, so
 * a signature with its last character changed would otherwise verify (issue 39).
 */
export function isCanonicalB64url(text: string): boolean {
  try {
    return toB64url(fromB64url(text)) === text;
  } catch {
    return false;
  }
}

/**
 * A ticket's claims when its Ed25519 signature checks out with the door's public key (WebCrypto),
 * else null: the device admits a ticket with no network and cannot be fooled by a made-up one.
 */
export async function verifyTicket(
  token: string,
  publicKey: string,
): Promise<{ ticketId: string; screeningId: string; seat: string; refCode: string } | null> {
  const match = /^T1\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{86})$/.exec(token);
  if (!match || !isCanonicalB64url(match[1]!) || !isCanonicalB64url(match[2]!)) return null;
  try {
    const key = await crypto.subtle.importKey(
      "raw",
      fromB64url(publicKey),
      { name: "Ed25519" },
      false,
      ["verify"],
    );
    const ok = await crypto.subtle.verify(
      { name: "Ed25519" },
      key,
      fromB64url(match[2] ?? ""),
      new TextEncoder().encode(match[1]),
    );
    if (!ok) return null;
    const parts = new TextDecoder().decode(fromB64url(match[1]!)).split("|");
    if (parts.length !== 5) return null;
    const [ticketId, screeningId, seat, refCode] = parts as [string, string, string, string];
    return { ticketId, screeningId, seat, refCode };
  } catch {
    return null;
  }
}

/**
 * A check-in decided on this device from its door copy (the server decides again when the scan
 * is uploaded). Returns the outcome, the seats it is about, the tickets it let in, and the copy
 * with them marked in. A ticket the copy does not know (booked after the copy was loaded) is let
 * in on its signature alone, if it is for this screening (issue 39): the server has the last
 * word, and the usher hears of a refusal after the sync.
 */
export async function checkInOffline(
  door: Door,
  presented: { token?: string; refcode?: string },
  usher: string,
  now: Date,
): Promise<{ outcome: CheckInOutcome; seats: DoorSeat[]; admitted: string[]; door: Door }> {
  let chosen: DoorSeat[] = [];
  let copy = door;
  if (presented.token !== undefined) {
    const claims = await verifyTicket(presented.token, door.key.publicKey);
    if (claims && claims.screeningId === door.screening.id) {
      chosen = door.seats.filter((s) => s.ticketId === claims.ticketId);
      if (chosen.length === 0) {
        const signed: DoorSeat = {
          ticketId: claims.ticketId,
          seat: claims.seat,
          refCode: claims.refCode,
          checkedInAt: null,
          by: null,
          groupCode: false,
        };
        chosen = [signed];
        copy = {
          ...door,
          seats: [...door.seats, signed],
          counts: { ...door.counts, booked: door.counts.booked + 1 },
        };
      }
    }
  } else {
    const code = (presented.refcode ?? "").trim().toUpperCase();
    chosen = door.seats.filter((s) => s.refCode === code);
    // An organisation's one code admits one seat a scan (the server does the same).
    if (chosen[0]?.groupCode) {
      const next = chosen.find((s) => s.checkedInAt === null);
      chosen = next ? [next] : chosen.slice(-1);
    }
  }
  if (chosen.length === 0) return { outcome: "invalid", seats: [], admitted: [], door };
  const fresh = chosen.filter((s) => s.checkedInAt === null).map((s) => s.ticketId);
  if (fresh.length === 0) return { outcome: "already", seats: chosen, admitted: [], door };
  const at = now.toISOString();
  const seats = copy.seats.map((s) =>
    fresh.includes(s.ticketId) ? { ...s, checkedInAt: at, by: usher } : s,
  );
  const updated: Door = {
    ...copy,
    seats,
    counts: { ...copy.counts, checkedIn: copy.counts.checkedIn + fresh.length },
  };
  return {
    outcome: "checked-in",
    seats: seats.filter((s) => chosen.some((c) => c.ticketId === s.ticketId)),
    admitted: fresh,
    door: updated,
  };
}
