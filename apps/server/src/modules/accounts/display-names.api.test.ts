import type { UserResponse } from "@tazama/contracts";
import type { Database } from "@tazama/db";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildClockedApp, createTestUser, uniqueIp } from "../../../test/accounts.ts";
import { getTestApp } from "../../../test/harness.ts";

// Issue 39, item 9: an account's name is stored without bidirectional controls, whichever way it
// comes in (sign-up, profile; Google in google.api.test.ts), and a mail never carries a
// formula-like name as typed.

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  ({ database } = await getTestApp());
  ({ app } = await buildClockedApp(database));
});
afterAll(async () => {
  await app.close();
});

const storedName = async (uid: string) =>
  (await database.raw.query<{ name: string }>("select name from users where id = $1", [uid]))
    .rows[0]!.name;

describe("an account's display name", () => {
  it("is stored cleaned at sign-up and on the profile; one of only controls is refused", async () => {
    const user = await createTestUser(app, database, {
      body: { name: "\u202EAmina\u2066 Wanjiru\u200F" },
    });
    expect(await storedName(user.uid)).toBe("Amina Wanjiru");

    const update = (name: string) =>
      app.inject({
        method: "PATCH",
        url: "/api/v1/users/me",
        headers: { cookie: user.cookie },
        payload: { name },
      });
    const renamed = await update("Baraka\u202B \u061COtieno\u202C");
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<UserResponse>().user.name).toBe("Baraka Otieno");
    expect(await storedName(user.uid)).toBe("Baraka Otieno");
    expect((await update("\u202E\u202E\u202E")).statusCode).toBe(400);
  });

  it("goes into a mail with a formula defused", async () => {
    const user = await createTestUser(app, database, { body: { name: "=HYPERLINK(1)" } });
    const asked = await app.inject({
      method: "POST",
      url: "/api/v1/users/password-reset",
      payload: { email: user.email },
      remoteAddress: uniqueIp(),
    });
    expect(asked.statusCode).toBeLessThan(300);
    const messages = (await app.inject({ url: "/dev/mailbox.json" })).json<{
      messages: { to: string; text: string }[];
    }>().messages;
    const mail = messages.find((m) => m.to === user.email)!;
    expect(mail.text.split("\n")[0]).toBe("Hello '=HYPERLINK(1),");
  });
});
