import { beforeAll, describe, expect, it } from "vitest";
import { fundWallet } from "../../../test/factories/wallet.ts";
import { makeUser, playableTitles, walletBooks } from "../../../test/money-fixtures.ts";
import { type TestApp, getTestApp } from "../../../test/harness.ts";
import { ManualClock } from "../../lib/clock.ts";
import { createEntitlementsAccess } from "../entitlements/entitlements.public.ts";
import { createPurchasesRepository } from "./purchases.repository.ts";
import { createPurchasesService } from "./purchases.service.ts";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let t: TestApp;
let titles: { ref: string; buy: number; rent: number }[];
beforeAll(async () => {
  t = await getTestApp();
  titles = await playableTitles(t.database);
});

function services(clock = new ManualClock(Date.UTC(2026, 5, 1, 12))) {
  const purchases = createPurchasesService(createPurchasesRepository(t.database.db), {
    clock,
    rental: { startDays: 30, windowHours: 48 },
  });
  return { clock, purchases, access: createEntitlementsAccess(t.database.db, clock) };
}

describe("purchases from the wallet", () => {
  it("50 concurrent purchases against a balance that covers one: exactly one succeeds", async () => {
    const { purchases } = services();
    const user = await makeUser(t.database);
    const fifty = titles.slice(0, 50);
    expect(fifty).toHaveLength(50);
    const cheapest = Math.min(...fifty.map((x) => x.rent));
    await fundWallet(t.database, user, cheapest);
    const results = await Promise.allSettled(
      fifty.map((title) => purchases.buyTitle(user, { ref: title.ref, kind: "rent" })),
    );
    const ok = results.filter((r) => r.status === "fulfilled");
    const refused = results.filter((r) => r.status === "rejected");
    expect(ok).toHaveLength(1);
    for (const r of refused) {
      expect(r.reason).toMatchObject({
        code: "wallet/insufficient-funds",
      });
    }
    const books = await walletBooks(t.database, user);
    expect(books!.balance).toBeGreaterThanOrEqual(0);
    expect(books!.balance).toBe(books!.sum);
    expect(books!.entries).toBe(2);
    expect(books!.balance).toBe(
      cheapest -
        (ok[0] as PromiseFulfilledResult<{ entitlement: { amount: number } }>).value.entitlement
          .amount,
    );
  });

  it("refuses with the shortfall when the balance is too low, and changes nothing", async () => {
    const { purchases } = services();
    const user = await makeUser(t.database);
    const title = titles[0]!;
    await fundWallet(t.database, user, title.buy - 1);
    await expect(purchases.buyTitle(user, { ref: title.ref, kind: "buy" })).rejects.toMatchObject({
      statusCode: 402,
      code: "wallet/insufficient-funds",
      shortfallMinor: 1,
      currency: "NGN",
    });
    expect(await walletBooks(t.database, user)).toMatchObject({
      balance: title.buy - 1,
      entries: 1,
    });
  });

  it("quotes the whole price as the shortfall before the first top-up, in the asked currency", async () => {
    const { purchases } = services();
    const user = await makeUser(t.database);
    const [kes] = await playableTitles(t.database, "KES");
    await expect(
      purchases.buyTitle(user, { ref: kes!.ref, kind: "rent", currency: "KES" }),
    ).rejects.toMatchObject({ shortfallMinor: kes!.rent, currency: "KES" });
  });

  it("buys forever, and refuses a second buy of the same title", async () => {
    const { purchases, access, clock } = services();
    const user = await makeUser(t.database);
    const title = titles[1]!;
    await fundWallet(t.database, user, title.buy * 2);
    const { entitlement, balance } = await purchases.buyTitle(user, {
      ref: title.ref,
      kind: "buy",
    });
    expect(entitlement).toMatchObject({
      kind: "buy",
      ref: title.ref,
      expiresAt: null,
      state: "active",
    });
    expect(balance).toEqual({ amount: title.buy, currency: "NGN" });
    await expect(purchases.buyTitle(user, { ref: title.ref, kind: "buy" })).rejects.toMatchObject({
      code: "purchase/already-owned",
    });
    clock.advance(3650 * DAY);
    expect(await access.mayWatch(user, title.ref)).toBe(true);
  });
});

describe("rental windows (injected clock)", () => {
  it("gives 30 days to start, then 48 hours from the first play", async () => {
    const { purchases, access, clock } = services();
    const user = await makeUser(t.database);
    const title = titles[2]!;
    await fundWallet(t.database, user, title.rent);
    const { entitlement } = await purchases.buyTitle(user, { ref: title.ref, kind: "rent" });
    expect(entitlement).toMatchObject({ state: "not-started", windowHours: 48, expiresAt: null });
    expect(Date.parse(entitlement.startBy!) - clock.now().getTime()).toBe(30 * DAY);

    clock.advance(29 * DAY);
    expect(await access.mayWatch(user, title.ref)).toBe(true);
    expect(await access.startPlayback(user, title.ref)).toBe(true);
    clock.advance(47 * HOUR);
    expect(await access.startPlayback(user, title.ref)).toBe(true); // does not restart the window
    clock.advance(HOUR - 1);
    expect(await access.mayWatch(user, title.ref)).toBe(true);
    clock.advance(1);
    expect(await access.mayWatch(user, title.ref)).toBe(false);
    const { rented } = await purchases.collection(user);
    expect(rented[0]).toMatchObject({ state: "expired", ref: title.ref });
    expect(Date.parse(rented[0]!.expiresAt!) - Date.parse(rented[0]!.firstPlayedAt!)).toBe(
      48 * HOUR,
    );
  });

  it("expires an unplayed rental after the 30 days to start", async () => {
    const { purchases, access, clock } = services();
    const user = await makeUser(t.database);
    const title = titles[3]!;
    await fundWallet(t.database, user, title.rent * 2);
    await purchases.buyTitle(user, { ref: title.ref, kind: "rent" });
    await expect(purchases.buyTitle(user, { ref: title.ref, kind: "rent" })).rejects.toMatchObject({
      code: "purchase/already-rented",
    });
    clock.advance(30 * DAY);
    expect(await access.mayWatch(user, title.ref)).toBe(false);
    expect(await access.startPlayback(user, title.ref)).toBe(false);
    // a new rental is allowed once the old one has lapsed
    await purchases.buyTitle(user, { ref: title.ref, kind: "rent" });
    expect(await access.mayWatch(user, title.ref)).toBe(true);
  });
});

describe("passes", () => {
  it("a Weekend Pass unlocks every title for 72 hours; a second one queues after it", async () => {
    const { purchases, access, clock } = services();
    const user = await makeUser(t.database);
    await fundWallet(t.database, user, 1_000_000);
    const first = await purchases.buyPass(user, { pass: "weekend-pass" });
    expect(first.entitlement).toMatchObject({ kind: "pass", pass: { name: "Weekend Pass" } });
    const second = await purchases.buyPass(user, { pass: "weekend-pass" });
    expect(second.entitlement.startsAt).toBe(first.entitlement.expiresAt);
    expect(await access.mayWatch(user, titles[4]!.ref)).toBe(true);
    clock.advance(144 * HOUR - 1);
    expect(await access.mayWatch(user, titles[5]!.ref)).toBe(true);
    clock.advance(1);
    expect(await access.mayWatch(user, titles[5]!.ref)).toBe(false);
    expect(await walletBooks(t.database, user)).toMatchObject({ balance: 1_000_000 - 2 * 200_000 });
  });

  it("the Monthly Membership lasts 30 days", async () => {
    const { purchases } = services();
    const user = await makeUser(t.database);
    await fundWallet(t.database, user, 500_000);
    const { entitlement } = await purchases.buyPass(user, { pass: "monthly-membership" });
    expect(Date.parse(entitlement.expiresAt!) - Date.parse(entitlement.startsAt)).toBe(30 * DAY);
    expect(await walletBooks(t.database, user)).toMatchObject({ balance: 0, sum: 0 });
  });
});
