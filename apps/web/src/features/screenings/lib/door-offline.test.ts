// @vitest-environment node
import type { Door } from "@tazama/contracts";
import { describe, expect, it } from "vitest";
import { checkInOffline, isCanonicalB64url, verifyTicket } from "./door-offline.ts";

const b64url = (bytes: ArrayBuffer | Uint8Array) =>
  Buffer.from(bytes as ArrayBuffer).toString("base64url");
const SCREENING = "0b9f7e43-2f8b-4b61-9a7e-5d4c3b2a1f0e";
const TICKET = "6f1c2b4e-8c1d-4a53-9d0e-0c4f3a2b1e9d";

/** A key pair and a signed token, made as the server makes them (Ed25519 over the claims). */
async function signer() {
  const keys = await crypto.subtle.generateKey({ name: "Ed25519" }, true, ["sign", "verify"]);
  const publicKey = b64url(await crypto.subtle.exportKey("raw", keys.publicKey));
  const sign = async (claims: string) => {
    const body = Buffer.from(claims).toString("base64url");
    const signature = await crypto.subtle.sign(
      { name: "Ed25519" },
      keys.privateKey,
      new TextEncoder().encode(body),
    );
    return `T1.${body}.${b64url(signature)}`;
  };
  return { publicKey, sign };
}

function door(publicKey: string, groupCode = false): Door {
  return {
    screening: { id: SCREENING } as Door["screening"],
    key: { kid: "k1", publicKey },
    counts: { booked: 2, checkedIn: 0, refreshmentsToServe: 0 },
    seats: [
      { ticketId: TICKET, seat: "C7", refCode: "K7P2XQ9M", checkedInAt: null, by: null, groupCode },
      {
        ticketId: "7f1c2b4e-8c1d-4a53-9d0e-0c4f3a2b1e9d",
        seat: "C8",
        refCode: "K7P2XQ9M",
        checkedInAt: null,
        by: null,
        groupCode,
      },
    ],
  };
}

describe("checking in with no connection", () => {
  it("verifies a ticket's signature with the door's public key, and refuses a changed one", async () => {
    const { publicKey, sign } = await signer();
    const token = await sign(`${TICKET}|${SCREENING}|C7|K7P2XQ9M|k1`);
    expect(await verifyTicket(token, publicKey)).toEqual({
      ticketId: TICKET,
      screeningId: SCREENING,
      seat: "C7",
      refCode: "K7P2XQ9M",
    });
    const [, , signature] = token.split(".");
    const changed = `T1.${Buffer.from(`${TICKET}|${SCREENING}|C9|K7P2XQ9M|k1`).toString("base64url")}.${signature}`;
    expect(await verifyTicket(changed, publicKey)).toBeNull();
    const stranger = await signer();
    expect(await verifyTicket(token, stranger.publicKey)).toBeNull();
    expect(await verifyTicket("not a ticket", publicKey)).toBeNull();
  });

  it("admits a seat once from the copy, then says already; a ref code admits the rest", async () => {
    const { publicKey, sign } = await signer();
    const token = await sign(`${TICKET}|${SCREENING}|C7|K7P2XQ9M|k1`);
    const now = new Date("2026-11-28T18:04:00Z");
    const first = await checkInOffline(door(publicKey), { token }, "Ama", now);
    expect(first.outcome).toBe("checked-in");
    expect(first.seats).toEqual([
      {
        ticketId: TICKET,
        seat: "C7",
        refCode: "K7P2XQ9M",
        checkedInAt: now.toISOString(),
        by: "Ama",
        groupCode: false,
      },
    ]);
    expect(first.door.counts.checkedIn).toBe(1);
    const again = await checkInOffline(first.door, { token }, "Kofi", now);
    expect(again.outcome).toBe("already");
    expect(again.seats[0]!.by).toBe("Ama");
    const rest = await checkInOffline(first.door, { refcode: "k7p2xq9m" }, "Kofi", now);
    expect(rest.outcome).toBe("checked-in");
    expect(rest.door.counts.checkedIn).toBe(2);
    expect((await checkInOffline(rest.door, { refcode: "ZZZZZZZZ" }, "Kofi", now)).outcome).toBe(
      "invalid",
    );
    const forged = await (await signer()).sign(`${TICKET}|${SCREENING}|C7|K7P2XQ9M|k1`);
    expect((await checkInOffline(door(publicKey), { token: forged }, "Ama", now)).outcome).toBe(
      "invalid",
    );
  });

  it("an organisation's one code admits one seat a scan, then says already", async () => {
    const { publicKey } = await signer();
    const now = new Date("2026-11-28T18:04:00Z");
    const one = await checkInOffline(door(publicKey, true), { refcode: "K7P2XQ9M" }, "Ama", now);
    expect([one.outcome, one.seats.map((s) => s.seat)]).toEqual(["checked-in", ["C7"]]);
    const two = await checkInOffline(one.door, { refcode: "K7P2XQ9M" }, "Ama", now);
    expect([two.outcome, two.seats.map((s) => s.seat)]).toEqual(["checked-in", ["C8"]]);
    expect(two.door.counts.checkedIn).toBe(2);
    const three = await checkInOffline(two.door, { refcode: "K7P2XQ9M" }, "Ama", now);
    expect(three.outcome).toBe("already");
  });
});

describe("the door after issue 39", () => {
  it("refuses a ticket whose signature is spelled another way (last character changed, padding)", async () => {
    const { publicKey, sign } = await signer();
    const token = await sign(`${TICKET}|${SCREENING}|C7|K7P2XQ9M|k1`);
    const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const last = ALPHABET.indexOf(token.at(-1)!);
    const twin = `${token.slice(0, -1)}${ALPHABET[last + 1]!}`;
    // The same 64 bytes for atob: only the canonical check tells them apart.
    expect(Buffer.from(twin.split(".")[2]!, "base64url")).toEqual(
      Buffer.from(token.split(".")[2]!, "base64url"),
    );
    expect(await verifyTicket(twin, publicKey)).toBeNull();
    const now = new Date("2026-11-28T18:04:00Z");
    expect((await checkInOffline(door(publicKey), { token: twin }, "Ama", now)).outcome).toBe(
      "invalid",
    );
    expect(await verifyTicket(token, publicKey)).not.toBeNull();
    expect(isCanonicalB64url("QQ")).toBe(true);
    for (const other of ["QR", "QQ==", "QUJDR", "AAB"])
      expect(isCanonicalB64url(other)).toBe(false);
  });

  it("lets in a ticket booked after the copy was loaded on its signature, once, and says which tickets it let in", async () => {
    const { publicKey, sign } = await signer();
    const late = "8a1c2b4e-8c1d-4a53-9d0e-0c4f3a2b1e9d";
    const token = await sign(`${late}|${SCREENING}|D4|QWERTY23|k1`);
    const now = new Date("2026-11-28T18:04:00Z");
    const first = await checkInOffline(door(publicKey), { token }, "Ama", now);
    expect(first.outcome).toBe("checked-in");
    expect(first.admitted).toEqual([late]);
    expect(first.seats).toEqual([
      {
        ticketId: late,
        seat: "D4",
        refCode: "QWERTY23",
        checkedInAt: now.toISOString(),
        by: "Ama",
        groupCode: false,
      },
    ]);
    expect(first.door.counts).toEqual({ booked: 3, checkedIn: 1, refreshmentsToServe: 0 });
    const again = await checkInOffline(first.door, { token }, "Kofi", now);
    expect([again.outcome, again.admitted, again.seats[0]!.by]).toEqual(["already", [], "Ama"]);
    // Signed for another screening, or by another key: still not a ticket here.
    const elsewhere = await sign(`${late}|7b9f7e43-2f8b-4b61-9a7e-5d4c3b2a1f0e|D4|QWERTY23|k1`);
    expect((await checkInOffline(door(publicKey), { token: elsewhere }, "Ama", now)).outcome).toBe(
      "invalid",
    );
    const forged = await (await signer()).sign(`${late}|${SCREENING}|D4|QWERTY23|k1`);
    expect((await checkInOffline(door(publicKey), { token: forged }, "Ama", now)).outcome).toBe(
      "invalid",
    );
  });

  it("a ref code that lets in the rest of its booking says it let in only the rest", async () => {
    const { publicKey, sign } = await signer();
    const token = await sign(`${TICKET}|${SCREENING}|C7|K7P2XQ9M|k1`);
    const now = new Date("2026-11-28T18:04:00Z");
    const one = await checkInOffline(door(publicKey), { token }, "Ama", now);
    const rest = await checkInOffline(one.door, { refcode: "K7P2XQ9M" }, "Ama", now);
    expect(rest.admitted).toEqual(["7f1c2b4e-8c1d-4a53-9d0e-0c4f3a2b1e9d"]);
  });
});
