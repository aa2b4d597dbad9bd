import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type CheckInResult, type Door, SCREENING_PATHS } from "@tazama/contracts";
import { useEffect, useState } from "react";
import { ApiError, request } from "../../../lib/api-client.ts";
import {
  type QueuedScan,
  checkInOffline,
  queuedScans,
  saveDoor,
  saveQueue,
  savedDoor,
} from "../lib/door-offline.ts";

export interface DoorAnswer extends CheckInResult {
  /** Decided on this device (no connection): the server hears of it when back online. */
  offline: boolean;
}

const doorPath = (id: string) => SCREENING_PATHS.door.replace(":id", encodeURIComponent(id));
const post = (screening: string, scan: QueuedScan) =>
  request<CheckInResult>({
    method: "POST",
    path: SCREENING_PATHS.checkIn,
    body: { screening, ...scan },
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

  useEffect(() => {
    let sending = false;
    const sync = async () => {
      if (sending || !navigator.onLine) return;
      sending = true;
      try {
        for (const scan of queuedScans(screeningId)) {
          await post(screeningId, scan).catch((error: unknown) => {
            // A refusal is final (the server keeps the scan's nonce); a network error is not.
            if (!(error instanceof ApiError)) throw error;
          });
          saveQueue(
            screeningId,
            queuedScans(screeningId).filter((s) => s.nonce !== scan.nonce),
          );
          setWaiting(queuedScans(screeningId).length);
        }
        await queryClient.invalidateQueries({ queryKey: key });
      } catch {
        // Still offline: the next `online` event tries again.
      } finally {
        sending = false;
      }
    };
    const onOnline = () => {
      void sync();
    };
    onOnline();
    window.addEventListener("online", onOnline);
    return () => {
      window.removeEventListener("online", onOnline);
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
        saveQueue(screeningId, [...queuedScans(screeningId), scan]);
        setWaiting(queuedScans(screeningId).length);
      }
      setAnswer({ outcome: local.outcome, seats: local.seats, refreshments: [], offline: true });
    } finally {
      setBusy(false);
    }
  };

  return { door, checkIn, answer, busy, waiting };
}
