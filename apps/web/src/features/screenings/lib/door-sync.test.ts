// @vitest-environment node
import type { CheckInResult, DoorSeat } from "@tazama/contracts";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../../lib/api-client.ts";
import { type QueuedScan, queuedScans, saveQueue } from "./door-offline.ts";
import { conflictsOf, dismissConflicts, savedConflicts, syncQueue } from "./door-sync.ts";

const SCREENING = "0b9f7e43-2f8b-4b61-9a7e-5d4c3b2a1f0e";
const A1 = "6f1c2b4e-8c1d-4a53-9d0e-0c4f3a2b1e9d";
const A2 = "7f1c2b4e-8c1d-4a53-9d0e-0c4f3a2b1e9d";

/** localStorage's shape over a Map. */
function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => {
      map.clear();
    },
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => {
      map.delete(k);
    },
    setItem: (k, v) => {
      map.set(k, v);
    },
  };
}

const seat = (ticketId: string, label: string, by: string | null, at: string | null): DoorSeat => ({
  ticketId,
  seat: label,
  refCode: "K7P2XQ9M",
  checkedInAt: at,
  by,
  groupCode: false,
});
const scan = (nonce: string, over: Partial<QueuedScan> = {}): QueuedScan => ({
  nonce,
  token: "T1.x.y",
  scannedAt: "2026-11-28T18:05:00.000Z",
  tickets: [A2],
  seats: ["A2"],
  ...over,
});
const answer = (over: Partial<CheckInResult>): CheckInResult => ({
  outcome: "checked-in",
  seats: [],
  refreshments: [],
  admitted: [],
  ...over,
});

describe("syncing the door's offline scans", () => {
  it("keeps the server's answers: a seat another phone let in first is a conflict with when and by whom", async () => {
    const storage = memoryStorage();
    saveQueue(SCREENING, [scan("n1"), scan("n2", { tickets: [A1], seats: ["A1"] })], storage);
    const answers: Record<string, CheckInResult> = {
      n1: answer({
        outcome: "already",
        seats: [seat(A2, "A2", "Amina", "2026-11-28T18:02:00.000Z")],
      }),
      n2: answer({ seats: [seat(A1, "A1", "Kofi", "2026-11-28T18:05:00.000Z")], admitted: [A1] }),
    };
    const found = await syncQueue(SCREENING, (s) => Promise.resolve(answers[s.nonce]!), storage);
    const expected = [
      {
        nonce: "n1",
        kind: "already",
        seat: "A2",
        scannedAt: "2026-11-28T18:05:00.000Z",
        at: "2026-11-28T18:02:00.000Z",
        by: "Amina",
        reason: null,
      },
    ];
    expect(found).toEqual(expected);
    expect(savedConflicts(SCREENING, storage)).toEqual(expected);
    expect(queuedScans(SCREENING, storage)).toEqual([]);
    dismissConflicts(SCREENING, storage);
    expect(savedConflicts(SCREENING, storage)).toEqual([]);
  });

  it("a scan the server refuses (not a ticket, or a 400) is a conflict, and leaves the queue", async () => {
    const storage = memoryStorage();
    saveQueue(SCREENING, [scan("n1"), scan("n2", { seats: ["A5"] })], storage);
    const found = await syncQueue(
      SCREENING,
      (s) =>
        s.nonce === "n1"
          ? Promise.resolve(answer({ outcome: "invalid" }))
          : Promise.reject(new ApiError(400, "screenings/scanned-at-out-of-window", "Too late.")),
      storage,
    );
    expect(found.map((c) => [c.kind, c.seat, c.reason])).toEqual([
      ["refused", "A2", null],
      ["refused", "A5", "Too late."],
    ]);
    expect(queuedScans(SCREENING, storage)).toEqual([]);
  });

  it("no connection, a 5xx, a 429 or an expired session: the scan and those after it wait, nothing is lost", async () => {
    for (const failure of [
      new TypeError("Failed to fetch"),
      new ApiError(503, "http/error", "Unavailable"),
      new ApiError(429, "screenings/too-many-misses", "Wait"),
      new ApiError(401, "auth/required", "Sign in first."),
    ]) {
      const storage = memoryStorage();
      saveQueue(SCREENING, [scan("n1"), scan("n2"), scan("n3")], storage);
      const found = await syncQueue(
        SCREENING,
        (s) =>
          s.nonce === "n1"
            ? Promise.resolve(answer({ seats: [seat(A2, "A2", "Ama", null)], admitted: [A2] }))
            : Promise.reject(failure),
        storage,
      );
      expect(found).toEqual([]);
      expect(queuedScans(SCREENING, storage).map((s) => s.nonce)).toEqual(["n2", "n3"]);
    }
  });

  it("a ref code that let in only the rest: only seats this phone let in and the server did not are conflicts", () => {
    const result = answer({
      seats: [
        seat(A1, "A1", "Amina", "2026-11-28T18:02:00.000Z"),
        seat(A2, "A2", "Ama", "2026-11-28T18:05:00.000Z"),
      ],
      admitted: [A2],
    });
    // This phone knew A1 was in and let in A2 only: no conflict.
    expect(conflictsOf(scan("n1", { refcode: "K7P2XQ9M", token: undefined }), result)).toEqual([]);
    // This phone let both in: A1 is a conflict.
    const both = scan("n2", { tickets: [A1, A2], seats: ["A1", "A2"] });
    expect(conflictsOf(both, result).map((c) => [c.seat, c.by])).toEqual([["A1", "Amina"]]);
  });

  it("an organisation's one code: fine when it let someone in, a conflict when the block was all in", () => {
    const group = (s: DoorSeat) => ({ ...s, groupCode: true });
    const mine = scan("n1", { refcode: "BARAKA26", token: undefined, tickets: [A1], seats: ["1"] });
    const other = answer({ seats: [group(seat(A2, "2", "Ama", "t"))], admitted: [A2] });
    expect(conflictsOf(mine, other)).toEqual([]);
    const full = answer({
      outcome: "already",
      seats: [group(seat(A2, "2", "Amina", "2026-11-28T18:02:00.000Z"))],
    });
    expect(conflictsOf(mine, full).map((c) => [c.kind, c.seat, c.by])).toEqual([
      ["already", "2", "Amina"],
    ]);
  });
});
