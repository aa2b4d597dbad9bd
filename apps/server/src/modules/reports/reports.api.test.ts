import { randomUUID } from "node:crypto";
import type { AdminPurchases, ApiError, Report } from "@tazama/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { type TestUser, createTestUser } from "../../../test/accounts.ts";
import { fundWallet } from "../../../test/factories/wallet.ts";
import { type TestApp, getTestApp } from "../../../test/harness.ts";
import { playableTitles } from "../../../test/money-fixtures.ts";

let t: TestApp;
let admin: TestUser;
let viewer: TestUser;
let title: Awaited<ReturnType<typeof playableTitles>>[number];
const today = () => new Date().toISOString().slice(0, 10);

const get = (user: TestUser | null, url: string) =>
  t.app.inject({ url, headers: user ? { cookie: user.cookie } : {} });

const report = async () => {
  const res = await get(admin, `/api/v1/admin/reports?from=${today()}&to=${today()}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Report>();
};

/** The NGN figures a report gives for today, for the title, and for rentals. */
const figures = (r: Report) => {
  const day = r.revenueByDay.find((d) => d.day === today() && d.currency === "NGN");
  const byTitle = r.revenueByTitle.find((x) => x.ref === title.ref && x.currency === "NGN");
  const rent = r.revenueByKind.find((k) => k.kind === "rent" && k.currency === "NGN");
  return {
    dayGross: day?.grossMinor ?? 0,
    dayRefunded: day?.refundedMinor ?? 0,
    titleGross: byTitle?.grossMinor ?? 0,
    titleRefunded: byTitle?.refundedMinor ?? 0,
    titleNet: byTitle?.netMinor ?? 0,
    rentals: rent?.purchases ?? 0,
    newViewers: r.newViewers.find((d) => d.day === today())?.count ?? 0,
  };
};

beforeAll(async () => {
  t = await getTestApp();
  title = (await playableTitles(t.database))[7]!;
  admin = await createTestUser(t.app, t.database, {
    role: "admin",
    body: { name: "Zawadi Books" },
  });
});

describe("reports", () => {
  it("a rental and its part refund show in revenue by day, title and kind, and in the CSV", async () => {
    const before = figures(await report());
    viewer = await createTestUser(t.app, t.database);
    await fundWallet(t.database, viewer.uid, title.rent * 2);
    const rented = await t.app.inject({
      method: "POST",
      url: "/api/v1/users/buy",
      headers: { cookie: viewer.cookie, "idempotency-key": `k-${randomUUID()}` },
      payload: { ref: title.ref, kind: "rent" },
    });
    expect(rented.statusCode, rented.body).toBe(201);

    const afterRent = figures(await report());
    expect(afterRent.dayGross - before.dayGross).toBe(title.rent);
    expect(afterRent.titleGross - before.titleGross).toBe(title.rent);
    expect(afterRent.rentals - before.rentals).toBe(1);
    expect(afterRent.newViewers - before.newViewers).toBe(1);

    const purchases = await get(admin, `/api/v1/admin/users/${viewer.uid}/purchases`);
    const purchase = purchases.json<AdminPurchases>().purchases[0]!;
    const part = Math.floor(title.rent / 4);
    const refunded = await t.app.inject({
      method: "POST",
      url: "/api/v1/admin/refunds",
      headers: { cookie: admin.cookie, "idempotency-key": `k-${randomUUID()}` },
      payload: { purchaseId: purchase.id, amountMinor: part, reason: "Buffering all night" },
    });
    expect(refunded.statusCode, refunded.body).toBe(201);

    const afterRefund = figures(await report());
    expect(afterRefund.dayRefunded - afterRent.dayRefunded).toBe(part);
    expect(afterRefund.titleRefunded - afterRent.titleRefunded).toBe(part);
    expect(afterRefund.titleNet).toBe(afterRefund.titleGross - afterRefund.titleRefunded);
    expect(afterRefund.dayGross).toBe(afterRent.dayGross);

    const csv = await get(admin, `/api/v1/admin/reports/revenue-by-title.csv?from=${today()}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers["content-disposition"]).toBe(
      `attachment; filename="tazama-revenue-by-title-${today()}-to-${today()}.csv"`,
    );
    const lines = csv.body.split("\r\n");
    expect(lines[0]).toBe("ref,title,purchases,currency,gross_minor,refunded_minor,net_minor,net");
    const line = lines.find((l) => l.startsWith(`${title.ref},`));
    expect(line).toContain(
      `,NGN,${afterRefund.titleGross},${afterRefund.titleRefunded},${afterRefund.titleNet},`,
    );
  });

  it("without dates covers the last 30 days; every table downloads as CSV", async () => {
    const res = await get(admin, "/api/v1/admin/reports");
    const body = res.json<Report>();
    expect(body.to).toBe(today());
    expect((Date.parse(body.to) - Date.parse(body.from)) / 86_400_000).toBe(29);
    for (const table of ["revenue-by-day", "revenue-by-kind", "top-ups", "views", "new-viewers"]) {
      const file = await get(admin, `/api/v1/admin/reports/${table}.csv`);
      expect(file.statusCode, table).toBe(200);
      expect(file.body.split("\r\n")[0]!.length, table).toBeGreaterThan(3);
    }
    const kinds = await get(admin, `/api/v1/admin/reports/revenue-by-kind.csv?from=${today()}`);
    expect(kinds.body).toMatch(/\r\nrent,\d+,NGN,\d+,\d+,\d+,/);
  });

  it("refuses bad spans with 400, viewers with 403 and nobody with 401", async () => {
    const bad = [
      "?from=2026-02-10&to=2026-02-01",
      "?from=2024-01-01&to=2026-01-01",
      "?from=2026-13-45",
      "?to=8600-35-62",
      "?from=2026-02-31",
      "?from=yesterday",
    ];
    for (const query of bad) {
      const res = await get(admin, `/api/v1/admin/reports${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<ApiError>().error.code, query).toBe("request/invalid");
    }
    expect((await get(admin, "/api/v1/admin/reports/passwords.csv")).statusCode).toBe(400);
    expect((await get(viewer, "/api/v1/admin/reports")).statusCode).toBe(403);
    expect((await get(null, "/api/v1/admin/reports/views.csv")).statusCode).toBe(401);
  });
});
