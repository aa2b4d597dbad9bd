import { seriesBundlePricesSchema, seriesResponseSchema } from "@tazama/contracts";
import { SERIES, demoBundlePrice, seedDemoBundles } from "@tazama/db";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestUser } from "../../../test/accounts.ts";
import { makeSeries } from "../../../test/factories/series.ts";
import { type TestApp, getTestApp } from "../../../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await getTestApp();
});

describe("GET /api/v1/series/{ref}", () => {
  it("is the series with its episodes by number, their prices and readiness, cached", async () => {
    const series = await makeSeries(t.database, { count: 3, unplayable: [3] });
    const res = await t.app.inject({ url: `/api/v1/series/${series.ref}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=60");
    const body = seriesResponseSchema.parse(res.json()).series;
    expect(body).toMatchObject({ ref: series.ref, title: series.title, bundle: [] });
    expect(body.episodes.map((e) => e.episodeNumber)).toEqual([1, 2, 3]);
    expect(body.episodes.map((e) => e.playable)).toEqual([true, true, false]);
    expect(body.episodes[0]!.prices).toEqual([{ currency: "NGN", buy: 40_000, rent: 13_334 }]);
    expect(body.images.portrait).toBe(`/content/uploads/${series.episodes[0]}_port.jpg`);
  });

  it("answers 400 for a malformed ref and 404 for an unknown one", async () => {
    expect((await t.app.inject({ url: "/api/v1/series/Not_A_Ref" })).statusCode).toBe(400);
    const missing = await t.app.inject({ url: "/api/v1/series/no-such-series" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ error: { code: string } }>().error.code).toBe("catalogue/not-found");
  });
});

describe("demo bundle prices", () => {
  it("are seeded once for every demo series in every currency, below the episodes' sum", async () => {
    const first = await seedDemoBundles(t.database.db);
    const again = await seedDemoBundles(t.database.db);
    expect(first.inserted + again.inserted).toBe(SERIES.length * 5);
    expect(again.inserted).toBe(0);
    const admin = await createTestUser(t.app, t.database, { role: "admin" });
    const demo = SERIES[0]!;
    const res = await t.app.inject({
      url: `/api/v1/admin/series/${demo.ref}/bundle`,
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    const ngn = seriesBundlePricesSchema.parse(res.json()).prices.find((p) => p.currency === "NGN");
    expect(ngn).toEqual({
      currency: "NGN",
      amount: demoBundlePrice(demo.episodes.length, "NGN"),
      separately: demo.episodes.length * 40_000,
    });
  });
});
