import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type CheckInResult, type Door, SCREENING_PATHS } from "@tazama/contracts";
import { useEffect, useState } from "react";
import { ApiError, request } from "../../../lib/api-client.ts";
import { dismissConflicts, savedConflicts, syncQueue } from "../lib/door-sync.ts";
import {
  type QueuedScan,
  checkInOffline,
  queuedScans,
  saveDoor,
  saveQueue,
  savedDoor,
} from "../lib/door-offline.ts";

export interface DoorAnswer extends Omit<CheckInResult, "admitted"> {
  /** Decided on this device (no connection): the server hears of it when back online. */
  offline: boolean;
  /** The offline scan's nonce: its answer gives way to a conflict found at the sync. */
  nonce?: string;
}

const doorPath = (id: string) => SCREENING_PATHS.door.replace(":id", encodeURIComponent(id));
/** A scan as the server takes it (what the phone keeps beside it, its seats, stays here). */
const post = (screening: string, { nonce, token, refcode, scannedAt }: QueuedScan) =>
  request<CheckInResult>({
    method: "POST",
    path: SCREENING_PATHS.checkIn,
    body: { screening, nonce, token, refcode, scannedAt },
  });

/**
 * The door of one screening on an usher's phone: the door copy (kept on the device), check-in
 * online, or offline from the copy with the signature checked here and the scan queued; the
 * queue is sent when the connection is back, each scan with its nonce (counted once).
 */
export function useDoor(screeningId: string, usherName: string) {
  const queryClient = useQueryClient();
  const key = ["screenings", "door", screeningId] as const;
  const door = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => {
      const copy = await request<Door>({ path: doorPath(screeningId), signal });
      saveDoor(copy);
      return copy;
    },
    initialData: () => savedDoor(screeningId) ?? undefined,
    initialDataUpdatedAt: 0,
    refetchInterval: 15_000,
  });
  const [waiting, setWaiting] = useState(() => queuedScans(screeningId).length);
  const [answer, setAnswer] = useState<DoorAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const [conflicts, setConflicts] = useState(() => savedConflicts(screeningId));

  useEffect(() => {
    let sending = false;
    const sync = async () => {
      if (sending || !navigator.onLine) return;
      sending = true;
      try {
        const found = await syncQueue(screeningId, (scan) => post(screeningId, scan));
        setWaiting(queuedScans(screeningId).length);
        setConflicts(savedConflicts(screeningId));
        // A "Welcome in" this phone gave offline, that the server then contradicted, goes: the
        // conflict says what really happened.
        setAnswer((shown) =>
          shown?.nonce !== undefined && found.some((c) => c.nonce === shown.nonce) ? null : shown,
        );
        await queryClient.invalidateQueries({ queryKey: key });
      } catch {
        // The next `online` event tries again.
      } finally {
        sending = false;
      }
    };
    const onOnline = () => {
      void sync();
    };
    onOnline();
    window.addEventListener("online", onOnline);
    // A scan queued because the server was out of reach while the phone thought it was online
    // (no `online` event will come), or one a 429 held back, goes with the next try.
    const retry = window.setInterval(() => {
      if (queuedScans(screeningId).length > 0) onOnline();
    }, 15_000);
    return () => {
      window.removeEventListener("online", onOnline);
      window.clearInterval(retry);
    };
    // `key` is derived from screeningId.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [screeningId, queryClient]);

  const checkIn = async (presented: { token?: string; refcode?: string }) => {
    const scan: QueuedScan = {
      nonce: crypto.randomUUID(),
      ...presented,
      scannedAt: new Date().toISOString(),
    };
    setBusy(true);
    try {
      if (!navigator.onLine) throw new TypeError("offline");
      const result = await post(screeningId, scan);
      setAnswer({ ...result, offline: false });
      void door.refetch();
    } catch (error) {
      if (error instanceof ApiError) throw error;
      const copy = savedDoor(screeningId);
      if (!copy) {
        setAnswer({ outcome: "invalid", seats: [], refreshments: [], offline: true });
        return;
      }
      const local = await checkInOffline(copy, presented, usherName, new Date());
      saveDoor(local.door);
      queryClient.setQueryData(key, local.door);
      if (local.outcome === "checked-in") {
        const seats = local.seats.filter((s) => local.admitted.includes(s.ticketId));
        saveQueue(screeningId, [
          ...queuedScans(screeningId),
          { ...scan, tickets: local.admitted, seats: seats.map((s) => s.seat) },
        ]);
        setWaiting(queuedScans(screeningId).length);
      }
      setAnswer({
        outcome: local.outcome,
        seats: local.seats,
        refreshments: [],
        offline: true,
        nonce: scan.nonce,
      });
    } finally {
      setBusy(false);
    }
  };

  const dismiss = () => {
    dismissConflicts(screeningId);
    setConflicts([]);
  };

  return { door, checkIn, answer, busy, waiting, conflicts, dismiss };
}
