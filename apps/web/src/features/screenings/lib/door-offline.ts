import type { CheckInOutcome, Door, DoorSeat } from "@tazama/contracts";

/** A scan made at the door, kept until the server has it (its nonce makes a repeat harmless). */
export interface QueuedScan {
  nonce: string;
  token?: string;
  refcode?: string;
  scannedAt: string;
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

/**
 * A ticket's claims when its Ed25519 signature checks out with the door's public key (WebCrypto),
 * else null: the device admits a ticket with no network and cannot be fooled by a made-up one.
 */
export async function verifyTicket(
  token: string,
  publicKey: string,
): Promise<{ ticketId: string; screeningId: string; seat: string; refCode: string } | null> {
  const match = /^T1\.([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{86})$/.exec(token);
  if (!match) return null;
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
 * is uploaded). Returns the outcome, the seats it is about, and the copy with them marked in.
 */
export async function checkInOffline(
  door: Door,
  presented: { token?: string; refcode?: string },
  usher: string,
  now: Date,
): Promise<{ outcome: CheckInOutcome; seats: DoorSeat[]; door: Door }> {
  let chosen: DoorSeat[] = [];
  if (presented.token !== undefined) {
    const claims = await verifyTicket(presented.token, door.key.publicKey);
    if (claims && claims.screeningId === door.screening.id) {
      chosen = door.seats.filter((s) => s.ticketId === claims.ticketId);
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
  if (chosen.length === 0) return { outcome: "invalid", seats: [], door };
  const fresh = chosen.filter((s) => s.checkedInAt === null).map((s) => s.ticketId);
  if (fresh.length === 0) return { outcome: "already", seats: chosen, door };
  const at = now.toISOString();
  const seats = door.seats.map((s) =>
    fresh.includes(s.ticketId) ? { ...s, checkedInAt: at, by: usher } : s,
  );
  const updated: Door = {
    ...door,
    seats,
    counts: { ...door.counts, checkedIn: door.counts.checkedIn + fresh.length },
  };
  return {
    outcome: "checked-in",
    seats: seats.filter((s) => chosen.some((c) => c.ticketId === s.ticketId)),
    door: updated,
  };
}
