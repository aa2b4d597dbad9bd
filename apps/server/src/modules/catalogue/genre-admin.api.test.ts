import { randomUUID } from "node:crypto";
import type {
  AdminGenre,
  AdminGenreList,
  AdminTitle,
  ApiError,
  AuditList,
  CatalogueResponse,
} from "@tazama/contracts";
import { beforeAll, describe, expect, it } from "vitest";
import { withAdminAndViewer } from "../../../test/admin-and-viewer.ts";
import { type InjectMethod, type TestUser, injectAs } from "../../../test/accounts.ts";
import type { TestApp } from "../../../test/harness.ts";

let t: TestApp;
let admin: TestUser;
let viewer: TestUser;
const tag = randomUUID().slice(0, 5).replace(/\d/g, "x");

beforeAll(async () => {
  ({ t, admin, viewer } = await withAdminAndViewer({ adminName: "Genre Gardener" }));
});

type Method = InjectMethod;
const call = (user: TestUser | null, method: Method, url: string, payload?: object) =>
  injectAs(t.app)(user, method, url, payload);
const catalogue = async () => {
  const res = await t.app.inject({ url: "/api/tazama-app-cache?build=1&platform=web" });
  return { etag: res.headers.etag, genres: res.json<CatalogueResponse>().genres };
};

describe("the console's genres", () => {
  it("viewers get 403 and nobody signed in 401", async () => {
    const routes: [Method, string, object?][] = [
      ["GET", "/api/v1/admin/genres"],
      ["POST", "/api/v1/admin/genres", { name: "Sneaky" }],
      ["PATCH", "/api/v1/admin/genres/1", { name: "Sneaky" }],
      ["DELETE", "/api/v1/admin/genres/1"],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(viewer, method, url, payload)).statusCode, url).toBe(403);
      expect((await call(null, method, url, payload)).statusCode, url).toBe(401);
    }
  });

  it("lists the demo genres in the bar's order with their titles", async () => {
    const { genres } = (await call(admin, "GET", "/api/v1/admin/genres")).json<AdminGenreList>();
    expect(genres.length).toBeGreaterThanOrEqual(12);
    const drama = genres.find((g) => g.name === "Drama");
    expect(drama?.titles).toBeGreaterThan(0);
    expect(drama?.slug).toBe("drama");
    const positions = genres.map((g) => g.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it("adds a genre at the end of the bar, renames it (its address follows), files a title under it, and refuses to delete it while used", async () => {
    const before = await catalogue();
    const made = await call(admin, "POST", "/api/v1/admin/genres", { name: `Afro Noir ${tag}` });
    expect(made.statusCode).toBe(201);
    const genre = made.json<AdminGenre>();
    expect(genre).toMatchObject({ name: `Afro Noir ${tag}`, slug: `afronoir${tag}`, titles: 0 });
    const after = await catalogue();
    expect(after.genres.at(-1)).toBe(`Afro Noir ${tag}`);
    expect(after.etag).not.toBe(before.etag);

    const renamed = await call(admin, "PATCH", `/api/v1/admin/genres/${genre.id}`, {
      name: `Lagos Noir ${tag}`,
    });
    expect(renamed.json<AdminGenre>()).toMatchObject({ slug: `lagosnoir${tag}` });

    const draft = await call(admin, "POST", "/api/v1/admin/titles", {
      title: `Noir Test ${tag}`,
      year: 2025,
      durationS: 3000,
      synopsis: "Rain on Broad Street.",
      country: "Nigeria",
      language: "English",
      genres: [`Lagos Noir ${tag}`],
    });
    expect(draft.statusCode).toBe(201);
    const refused = await call(admin, "DELETE", `/api/v1/admin/genres/${genre.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ApiError>().error).toMatchObject({
      code: "genres/in-use",
      message: `1 title is filed under Lagos Noir ${tag}: move them first.`,
    });

    await call(admin, "PATCH", `/api/v1/admin/titles/${draft.json<AdminTitle>().ref}`, {
      genres: ["Drama"],
    });
    const removed = await call(admin, "DELETE", `/api/v1/admin/genres/${genre.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await catalogue()).genres).not.toContain(`Lagos Noir ${tag}`);

    const audit = await call(admin, "GET", `/api/v1/admin/audit?targetId=${genre.id}&action=genre`);
    expect(audit.json<AuditList>().entries.map((e) => e.action)).toEqual([
      "genre.delete",
      "genre.update",
      "genre.create",
    ]);
  });

  it("refuses a name another genre has (in any case, or the same address), and bad input", async () => {
    const clash = await call(admin, "POST", "/api/v1/admin/genres", { name: "DRAMA" });
    expect(clash.statusCode).toBe(409);
    expect(clash.json<ApiError>().error.message).toBe("There is already a genre named Drama.");
    const sameSlug = await call(admin, "POST", "/api/v1/admin/genres", { name: "Dra-ma" });
    expect(sameSlug.statusCode).toBe(409);
    for (const body of [{ name: "" }, { name: "!!" }, { name: "ok", extra: 1 }]) {
      expect((await call(admin, "POST", "/api/v1/admin/genres", body)).statusCode).toBe(400);
    }
    expect(
      (await call(admin, "PATCH", "/api/v1/admin/genres/999999", { position: 3 })).statusCode,
    ).toBe(404);
    expect((await call(admin, "DELETE", "/api/v1/admin/genres/abc")).statusCode).toBe(400);
  });
});
