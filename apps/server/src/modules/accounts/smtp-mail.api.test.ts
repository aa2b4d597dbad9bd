import type { Database } from "@tazama/db";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildClockedApp, createTestUser, uniqueIp } from "../../../test/accounts.ts";
import { getTestApp } from "../../../test/harness.ts";
import { startMaildev } from "../../../test/maildev.ts";

let app: FastifyInstance;
let database: Database;
let maildev: Awaited<ReturnType<typeof startMaildev>>;

beforeAll(async () => {
  ({ database } = await getTestApp());
  maildev = await startMaildev();
  ({ app } = await buildClockedApp(database, {
    SMTP_URL: maildev.smtpUrl,
    MAIL_FROM: "Tazama <accounts@tazama.test>",
    PUBLIC_URL: "https://tazama.test",
    // With an SMS provider too, nothing is left for the dev mailbox (nothing is sent to it here).
    AFRICASTALKING_USERNAME: "tazama",
    AFRICASTALKING_API_KEY: "at-key-123456",
    AFRICASTALKING_BASE_URL: "http://127.0.0.1:1",
  }));
});
afterAll(async () => {
  await app.close();
  await maildev.close();
});

describe("mail over SMTP (maildev)", () => {
  it("delivers the password-reset mail with its link; no dev outbox is served", async () => {
    const user = await createTestUser(app, database);
    const arrived = maildev.nextMail();
    const response = await app.inject({
      method: "POST",
      url: "/api/v1/users/password-reset",
      payload: { email: user.email },
      remoteAddress: uniqueIp(),
    });
    expect(response.statusCode).toBe(202);
    const id = await arrived;

    const mail = (await maildev.emails()).find((m) => m.id === id)!;
    expect(mail.subject).toBe("Reset your Tazama password");
    expect(mail.to.map((t) => t.address)).toEqual([user.email]);
    expect(mail.from[0]).toMatchObject({ address: "accounts@tazama.test", name: "Tazama" });
    const link = /https:\/\/tazama\.test\/reset-password\?token=([\w-]+)/.exec(mail.text);
    expect(link?.[1]?.length).toBeGreaterThanOrEqual(43);
    expect(mail.html).toContain(link![0]);

    const confirm = await app.inject({
      method: "POST",
      url: "/api/v1/users/password-reset/confirm",
      payload: { token: link![1], password: "mailed-link-works-5" },
      remoteAddress: uniqueIp(),
    });
    expect(confirm.statusCode).toBe(204);

    expect((await app.inject({ method: "GET", url: "/dev/mailbox.json" })).statusCode).toBe(404);
  });

  it("answers 202 even when the mail server is unreachable (no account enumeration)", async () => {
    const { app: broken } = await buildClockedApp(database, { SMTP_URL: "smtp://127.0.0.1:1" });
    try {
      const user = await createTestUser(broken, database);
      for (const email of [user.email, "nobody@example.test"]) {
        const response = await broken.inject({
          method: "POST",
          url: "/api/v1/users/password-reset",
          payload: { email },
          remoteAddress: uniqueIp(),
        });
        expect(response.statusCode).toBe(202);
      }
    } finally {
      await broken.close();
    }
  });
});
