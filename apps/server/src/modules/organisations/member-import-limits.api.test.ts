import type { ApiError, ImportStatus, OrgDetail } from "@tazama/contracts";
import type { Database } from "@tazama/db";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type TestUser,
  buildClockedApp,
  createTestUser,
  uniqueEmail,
} from "../../../test/accounts.ts";
import { getTestApp } from "../../../test/harness.ts";
import { multipartForm } from "../../../test/multipart.ts";
import type { ManualClock } from "../../lib/clock.ts";
import { IMPORT_LOCK_MS } from "./member-imports.service.ts";

// Issue 39: a member CSV cannot hold the server (6), carry a NUL byte into the database (7), or
// carry a bidirectional override or a spreadsheet formula into an invitation (9).

let database: Database;
let app: FastifyInstance;
let clock: ManualClock;

beforeAll(async () => {
  ({ database } = await getTestApp());
  ({ app, clock } = await buildClockedApp(database, { PUBLIC_URL: "https://tazama.test" }));
});
afterAll(async () => {
  await app.close();
});

async function newOrg(admin: TestUser, name = "Baraka Academy") {
  const res = await app.inject({
    method: "POST",
    url: "/api/v1/orgs",
    headers: { cookie: admin.cookie },
    payload: { name, kind: "school" },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}
const upload = (user: TestUser, orgId: string, csv: string | Buffer, headers = {}) => {
  const form = multipartForm(
    {},
    {
      name: "members.csv",
      data: Buffer.isBuffer(csv) ? csv : Buffer.from(csv),
      contentType: "text/csv",
    },
  );
  return app.inject({
    method: "POST",
    url: `/api/v1/orgs/${orgId}/imports`,
    headers: { cookie: user.cookie, ...form.headers, ...headers },
    payload: form.payload,
  });
};
const errorOf = (res: { json<T>(): T }) => res.json<ApiError>().error;

describe("a member CSV of a million empty rows (issue 39, item 6)", () => {
  it("is refused with 413 once the reader passes the row limit, without reading the rest", async () => {
    const admin = await createTestUser(app, database);
    const orgId = await newOrg(admin);
    // 1,000,000 rows of empty cells (1.9 MB, under the 2 MB limit), and at the very end a broken
    // quote: a reader that went on to the end would answer with that line's error instead.
    const csv = `name,email\n${",\n".repeat(1_000_000)}x"y,z\n`;
    expect(Buffer.byteLength(csv)).toBeLessThan(2 * 1024 * 1024);
    const res = await upload(admin, orgId, csv);
    expect(res.statusCode).toBe(413);
    expect(errorOf(res)).toEqual({
      code: "org/csv-too-many-rows",
      message:
        "This file has more than 10,000 rows (blank rows count too). Split it and upload the parts.",
    });
    // Nothing was stored, and the lock is let go: the next upload is read.
    const next = await upload(admin, orgId, `name,email\nAmina,${uniqueEmail("amina")}\n`);
    expect(next.statusCode, next.body).toBe(201);
  });

  it("one upload at a time per user, on every process: 409 while another holds the user's lock", async () => {
    const admin = await createTestUser(app, database);
    const orgId = await newOrg(admin);
    // Another API process is reading this user's upload: its lock is in the shared table.
    await database.raw.query(
      "insert into task_leases (name, holder, until) values ($1, 'other-process:1', $2)",
      [`member-import:${admin.uid}`, new Date(clock.now().getTime() + IMPORT_LOCK_MS)],
    );
    const csv = `name,email\nAmina,${uniqueEmail("amina")}\n`;
    const busy = await upload(admin, orgId, csv);
    expect(busy.statusCode).toBe(409);
    expect(errorOf(busy)).toEqual({
      code: "org/import-busy",
      message:
        "Another file of yours is still being checked. Wait until it is done, then upload again.",
    });
    // Someone else is not held up by it.
    const other = await createTestUser(app, database);
    expect((await upload(other, await newOrg(other), csv)).statusCode).toBe(201);
    // A lock left by a process that died ends by itself.
    clock.advance(IMPORT_LOCK_MS + 1);
    expect((await upload(admin, orgId, csv)).statusCode).toBe(201);
  });

  it("two uploads sent at once by one user: the second is refused while the first is read", async () => {
    const admin = await createTestUser(app, database);
    const orgId = await newOrg(admin);
    const rows = Array.from({ length: 3000 }, (_, i) => `P${i},${uniqueEmail(`p${i}`)}`);
    const csv = ["name,email", ...rows].join("\n");
    const answers = await Promise.all([upload(admin, orgId, csv), upload(admin, orgId, csv)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });
});

describe("a NUL byte in a member CSV (issue 39, item 7)", () => {
  it("is refused with 400 upload/nul-byte naming its line, not a 500", async () => {
    const admin = await createTestUser(app, database);
    const orgId = await newOrg(admin);
    const lines = ["name,email", ...Array.from({ length: 10 }, (_, i) => `P${i},p${i}@x.org`)];
    const csv = [...lines, "Amina,ami\0na@x.org", "Last,last@x.org"].join("\r\n");
    const res = await upload(admin, orgId, csv);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toEqual({
      code: "upload/nul-byte",
      message: "Line 12 contains a NUL byte. Save the file as UTF-8 text and upload it again.",
    });
    const fr = await upload(admin, orgId, csv, { "accept-language": "fr" });
    expect(errorOf(fr).message).toBe(
      "La ligne 12 contient un octet NUL. Enregistrez le fichier en texte UTF-8 et envoyez-le à nouveau.",
    );
  });
});

describe("names in a member CSV (issue 39, item 9)", () => {
  it("are stored without bidirectional controls; formula-like ones are left out by line, and no mail carries them", async () => {
    const admin = await createTestUser(app, database);
    const orgId = await newOrg(admin, "\u202EKanisa la Amani\u202C");
    const [amina, formula, plus] = [uniqueEmail("amina"), uniqueEmail("f"), uniqueEmail("p")];
    const csv = [
      "name,email",
      `Amina \u202EWanjiru\u2066,${amina}`,
      `"=HYPERLINK(""https://evil.example"",""Claim"")",${formula}`,
      `+2348031234567,${plus}`,
      `@admin,${uniqueEmail("a")}`,
      `-Chidi,${uniqueEmail("c")}`,
    ].join("\n");
    const preview = (await upload(admin, orgId, csv)).json<ImportStatus>();
    expect(preview.totals).toMatchObject({ rows: 5, toCreate: 1, invalid: 4 });
    const reason =
      "The name starts with =, +, - or @, so a spreadsheet would read it as a formula. Write the name as it is said.";
    expect(preview.problems).toEqual(
      [3, 4, 5, 6].map((line) => ({ line, kind: "invalid", code: "name-formula", reason })),
    );

    await app.inject({
      method: "POST",
      url: "/api/v1/users/createMultipleAccounts",
      headers: { cookie: admin.cookie },
      payload: { orgId, importId: preview.id },
    });
    await app.organisations.drainImports();
    const org = (
      await app.inject({ url: `/api/v1/orgs/${orgId}`, headers: { cookie: admin.cookie } })
    ).json<OrgDetail>();
    expect(org.name).toBe("Kanisa la Amani");
    expect(org.list.map((m) => m.name)).toContain("Amina Wanjiru");
    const messages = (await app.inject({ url: "/dev/mailbox.json" })).json<{
      messages: { to: string; subject: string; text: string }[];
    }>().messages;
    const mail = messages.find((m) => m.to === amina)!;
    expect(mail.subject).toBe("Kanisa la Amani invited you to Tazama");
    expect(mail.text.split("\n")[0]).toBe("Hello Amina Wanjiru,");
    expect(messages.some((m) => m.to === formula || m.to === plus)).toBe(false);
    const stored = await database.raw.query<{ name: string }>(
      "select name from users where email = $1",
      [amina],
    );
    expect(stored.rows[0]!.name).toBe("Amina Wanjiru");
  });
});
