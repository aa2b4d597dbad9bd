import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  type AdminTitle,
  type CatalogueResponse,
  type Genre,
  genresResponseSchema,
  searchResultsSchema,
} from "@tazama/contracts";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type TestUser, createTestUser, injectAs } from "../../../test/accounts.ts";
import { artworkOnDisk } from "../../../test/factories/artwork.ts";
import { makeSourceVideo, waitForAssets } from "../../../test/factories/media-asset.ts";
import { type TestApp, getTestApp } from "../../../test/harness.ts";

// ADR 0069: a priced title with no video is kept off the listings (catalogue, genres, search),
// and joins them when its transcode finishes; a free title is listed with or without one.
let t: TestApp;
let root: string;
let admin: TestUser;
let priced: AdminTitle;
let free: AdminTitle;

const call = (method: "GET" | "POST" | "PATCH" | "PUT", url: string, payload?: object) =>
  injectAs(t.app)(admin, method, url, payload);

const listedRefs = async () => {
  const res = await t.app.inject({ url: "/api/tazama-app-cache?build=1&platform=web" });
  expect(res.statusCode).toBe(200);
  return res.json<CatalogueResponse>().content.map((c) => c.ref);
};

/** The refs the results page and the type-ahead's endpoint find for "ngorongoro". */
const searchedRefs = async () => {
  const page = await t.app.inject({ url: "/api/v1/websearch?q=ngorongoro" });
  const quick = await t.app.inject({ url: "/api/v1/search?q=ngorongoro&limit=5" });
  expect(page.statusCode, page.body).toBe(200);
  expect(quick.statusCode, quick.body).toBe(200);
  return {
    page: searchResultsSchema.parse(page.json()).hits.map((h) => h.ref),
    quick: searchResultsSchema.parse(quick.json()).hits.map((h) => h.ref),
  };
};

const genreCounts = async (): Promise<Genre | undefined> => {
  const res = await t.app.inject({ url: "/api/v1/genres" });
  return genresResponseSchema.parse(res.json()).genres.find((g) => g.name === "Documentary");
};

/** A published movie of this test: priced in NGN, or free. */
async function publishedFilm(title: string, isFree: boolean): Promise<AdminTitle> {
  const created = await call("POST", "/api/v1/admin/titles", {
    title,
    year: 2026,
    durationS: 3_600,
    synopsis: "Lanterns, drums and a crater at dawn, filmed over one dry season.",
    country: "Tanzania",
    language: "Swahili",
    genres: ["Documentary"],
  });
  expect(created.statusCode, created.body).toBe(201);
  const film = created.json<AdminTitle>();
  if (isFree) {
    expect(
      (await call("PATCH", `/api/v1/admin/titles/${film.ref}`, { isFree: true })).statusCode,
    ).toBe(200);
  } else {
    const prices = await call("PUT", `/api/v1/admin/titles/${film.ref}/prices`, {
      prices: [{ currency: "NGN", buyMinor: 250_000, rentMinor: 80_000 }],
    });
    expect(prices.statusCode, prices.body).toBe(200);
  }
  await artworkOnDisk(t.config.uploadsDir, film.ref);
  const published = await call("PATCH", `/api/v1/admin/titles/${film.ref}`, {
    status: "published",
  });
  expect(published.statusCode, published.body).toBe(200);
  return published.json<AdminTitle>();
}

beforeAll(async () => {
  t = await getTestApp();
  root = await mkdtemp(path.join(tmpdir(), "tazama-listed-"));
  admin = await createTestUser(t.app, t.database, {
    role: "admin",
    body: { name: "Neema Listings" },
  });
  priced = await publishedFilm("Ngorongoro Lanterns", false);
  free = await publishedFilm("Ngorongoro Drums", true);
}, 60_000);

afterAll(async () => {
  for (const film of [priced, free]) {
    await call("PATCH", `/api/v1/admin/titles/${film.ref}`, { status: "withdrawn" });
  }
  await rm(root, { recursive: true, force: true });
});

describe("a priced title is listed once its main video plays (ADR 0069)", () => {
  it("published without a video: off the catalogue, genre counts and search; its page still answers", async () => {
    const listed = await listedRefs();
    expect(listed).not.toContain(priced.ref);
    // Free: listed with no video at all.
    expect(listed).toContain(free.ref);
    const found = await searchedRefs();
    expect(found.page).toEqual([free.ref]);
    expect(found.quick).toEqual([free.ref]);
    // Reached by its link, the title page still shows it (with no Rent or Play to offer).
    const page = await t.app.inject({ url: `/api/v1/content/${priced.ref}` });
    expect(page.statusCode).toBe(200);
  });

  it("its transcode finishing lists it, in the catalogue, the genres and search", async () => {
    const genreBefore = (await genreCounts())!.movieCount;
    const source = await makeSourceVideo(path.join(root, "lanterns.mp4"), {
      title: "Lanterns",
      durationS: 2,
      width: 320,
      height: 180,
    });
    const asset = await t.app.ingest.service.ingest({
      sourcePath: source,
      titleRef: priced.ref,
      kind: "main",
      createdBy: admin.uid,
    });
    await t.app.ingest.startWorkers();
    expect(await waitForAssets(t.database, [asset.id])).toEqual(["ready"]);
    // Nobody else touches the catalogue: the transcode's end tells it.
    await vi.waitFor(
      async () => {
        expect(await listedRefs()).toContain(priced.ref);
      },
      {
        timeout: 10_000,
        interval: 100,
      },
    );
    // The search index is rebuilt just after the catalogue's copy is dropped and the other
    // processes are told (catalogue.module.ts): a moment later (CI once searched in between).
    await vi.waitFor(
      async () => {
        const found = await searchedRefs();
        expect(found.page.sort()).toEqual([free.ref, priced.ref].sort());
        expect(found.quick.sort()).toEqual([free.ref, priced.ref].sort());
      },
      { timeout: 10_000, interval: 100 },
    );
    expect((await genreCounts())!.movieCount).toBe(genreBefore + 1);
  }, 120_000);
});
