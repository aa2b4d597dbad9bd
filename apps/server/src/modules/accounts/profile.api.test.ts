import type { ApiError, UserResponse } from "@tazama/contracts";
import type { Database } from "@tazama/db";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type TestUser,
  buildClockedApp,
  createTestUser,
  uniqueIp,
} from "../../../test/accounts.ts";
import { fundWallet } from "../../../test/factories/wallet.ts";
import { getTestApp } from "../../../test/harness.ts";
import { multipartForm } from "../../../test/multipart.ts";
import { walletBooks } from "../../../test/money-fixtures.ts";

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  ({ database } = await getTestApp());
  ({ app } = await buildClockedApp(database));
});
afterAll(async () => {
  await app.close();
});

const picture = (width: number, height: number, format: "png" | "jpeg" = "png", g = 80) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g, b: 20 } } })
    [format]()
    .toBuffer();
const upload = (user: TestUser, data: Buffer, name = "me.png") => {
  const form = multipartForm({}, { name, data, contentType: "image/png" });
  return app.inject({
    method: "POST",
    url: "/api/v1/users/me/photo",
    headers: { cookie: user.cookie, ...form.headers },
    payload: form.payload,
  });
};
const me = (user: TestUser) =>
  app.inject({ url: "/api/v1/users/me", headers: { cookie: user.cookie } });

describe("profile photo", () => {
  it("is stored as a 256 px square WebP, served immutable; a new one replaces the old file", async () => {
    const user = await createTestUser(app, database);
    const res = await upload(user, await picture(900, 600));
    expect(res.statusCode).toBe(200);
    const photo = res.json<UserResponse>().user.photo!;
    expect(photo).toMatch(/^\/api\/v1\/users\/photos\/[0-9a-f]{64}\.webp$/);
    const served = await app.inject({ url: photo });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: "webp",
      width: 256,
      height: 256,
    });

    const next = await upload(user, await picture(300, 500, "jpeg", 160), "me.jpg");
    expect(next.json<UserResponse>().user.photo).not.toBe(photo);
    expect((await app.inject({ url: photo })).statusCode).toBe(404);

    const removed = await app.inject({
      method: "DELETE",
      url: "/api/v1/users/me/photo",
      headers: { cookie: user.cookie },
    });
    expect(removed.json<UserResponse>().user.photo).toBeNull();
    expect((await app.inject({ url: next.json<UserResponse>().user.photo! })).statusCode).toBe(404);
  });

  it("refuses what is not a picture, what is too big, and a photo URL by PATCH", async () => {
    const user = await createTestUser(app, database);
    const fake = await upload(user, Buffer.from("<svg onload=alert(1)></svg>"), "x.png");
    expect(fake.statusCode).toBe(400);
    expect(fake.json<ApiError>().error.code).toBe("profile/photo-type");
    const huge = await upload(user, Buffer.alloc(5 * 1024 * 1024 + 10, 1));
    expect(huge.statusCode).toBe(413);
    expect(huge.json<ApiError>().error.code).toBe("profile/photo-too-big");
    const none = await app.inject({
      method: "POST",
      url: "/api/v1/users/me/photo",
      headers: { cookie: user.cookie, ...multipartForm({}).headers },
      payload: multipartForm({}).payload,
    });
    expect(none.statusCode).toBe(400);
    const patch = await app.inject({
      method: "PATCH",
      url: "/api/v1/users/me",
      headers: { cookie: user.cookie },
      payload: { photo: "https://tracker.example/pixel.gif" },
    });
    expect(patch.statusCode).toBe(400);
    expect((await me(user)).json<UserResponse>().user.photo).toBeNull();
  });
});

describe("DELETE /api/v1/users/me", () => {
  it("needs the word and the password; then personal data goes, money records stay", async () => {
    const user = await createTestUser(app, database);
    await fundWallet(database, user.uid, 50_000);
    await upload(user, await picture(400, 400));
    // My List and a half-watched title: personal.
    await database.raw.query(
      `insert into favourites (user_id, title_id) select $1, id from titles order by id limit 1`,
      [user.uid],
    );
    await database.raw.query(
      `insert into playback_progress (user_id, title_id, position_s, duration_s)
       select $1, id, 60, 600 from titles order by id limit 1`,
      [user.uid],
    );
    await database.raw.query(
      `with org as (insert into organisations (name, kind, created_at) values ('Amani', 'school', now()) returning id)
       insert into organisation_members (org_id, user_id, role, joined_at) select id, $1, 'member', now() from org`,
      [user.uid],
    );
    // A stream grant: streaming's, erased through what that module registered (issue 40, §1).
    await database.raw.query(
      `insert into stream_grants (user_id, title_id, granted_at)
       select $1, id, now() from titles order by id limit 1`,
      [user.uid],
    );
    const before = await database.raw.query<{ n: string }>(
      `select (select count(*) from favourites where user_id = $1)
            + (select count(*) from playback_progress where user_id = $1)
            + (select count(*) from organisation_members where user_id = $1)
            + (select count(*) from stream_grants where user_id = $1) as n`,
      [user.uid],
    );
    expect(Number(before.rows[0]!.n)).toBe(4);
    const del = (payload: object) =>
      app.inject({
        method: "DELETE",
        url: "/api/v1/users/me",
        headers: { cookie: user.cookie },
        payload,
      });
    expect((await del({ password: user.password })).statusCode).toBe(400);
    const wrong = await del({ confirm: "DELETE", password: "not-my-password" });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<ApiError>().error.code).toBe("auth/wrong-password");
    expect((await me(user)).statusCode).toBe(200);

    const done = await del({ confirm: "DELETE", password: user.password });
    expect(done.statusCode).toBe(204);
    const cleared = done.cookies.filter((c) => c.maxAge === 0).map((c) => c.name);
    expect(cleared).toContain("user");
    expect((await me(user)).statusCode).toBe(401);
    const login = await app.inject({
      method: "POST",
      url: "/api/v1/users/login",
      payload: { email: user.email, password: user.password },
      remoteAddress: uniqueIp(),
    });
    expect(login.statusCode).toBeGreaterThanOrEqual(400);

    const { rows } = await database.raw.query<{
      name: string;
      email: string;
      phone_number: string | null;
      image: string | null;
      disabled: boolean;
    }>("select name, email, phone_number, image, disabled from users where id = $1", [user.uid]);
    expect(rows[0]).toEqual({
      name: "Deleted account",
      email: `deleted.${user.uid}@deleted.invalid`,
      phone_number: null,
      image: null,
      disabled: true,
    });
    const personal = await database.raw.query<{ n: string }>(
      `select (select count(*) from sessions where user_id = $1)
            + (select count(*) from accounts where user_id = $1)
            + (select count(*) from favourites where user_id = $1)
            + (select count(*) from playback_progress where user_id = $1)
            + (select count(*) from organisation_members where user_id = $1)
            + (select count(*) from stream_grants where user_id = $1) as n`,
      [user.uid],
    );
    expect(Number(personal.rows[0]!.n)).toBe(0);
    // The ledger is the law's: the wallet and its entries stay, and still agree.
    expect(await walletBooks(database, user.uid)).toEqual({
      balance: 50_000,
      sum: 50_000,
      entries: 1,
    });

    // The address is free again.
    const again = await createTestUser(app, database, { body: { email: user.email } });
    expect(again.uid).not.toBe(user.uid);
  });
});
