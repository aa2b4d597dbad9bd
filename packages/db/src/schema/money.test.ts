import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import type { Database } from "../client.ts";
import { openTestDatabase } from "../testing.ts";

let database: Database & { name: string };
beforeAll(async () => {
  database = await openTestDatabase();
  await database.raw.exec(
    `insert into users (id, name, email, affiliate_code) values ('u1', 'Ada', 'ada@example.com', 'ADA1')`,
  );
}, 90_000);
afterAll(async () => {
  await database.close();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists "${database.name}" with (force)`);
    await admin.end();
  }
});

const q = (text: string, params?: unknown[]) => database.raw.query(text, params);

describe("money schema", () => {
  it("ships the Weekend Pass (72 h) and the Monthly Membership (30 days) priced in every currency", async () => {
    const { rows } = await q(
      `select p.name, p.duration_s, count(pp.*)::int as prices from passes p
       join pass_prices pp on pp.pass_id = p.id group by p.id order by p.position`,
    );
    expect(rows).toEqual([
      { name: "Weekend Pass", duration_s: 72 * 3600, prices: 5 },
      { name: "Monthly Membership", duration_s: 30 * 86400, prices: 5 },
    ]);
  });

  it("keeps a balance at zero or above", async () => {
    await q(`insert into wallets (user_id, currency) values ('u1', 'NGN')`);
    await expect(q(`update wallets set balance_minor = -1 where user_id = 'u1'`)).rejects.toThrow(
      /wallets_balance_ck/,
    );
  });

  it("refuses to update or delete a ledger entry, and a second entry with the same reference", async () => {
    const { rows } = await q(`select id from wallets where user_id = 'u1'`);
    const walletId = (rows[0] as { id: string }).id;
    await q(
      `insert into ledger_entries (wallet_id, amount_minor, kind, reference) values ($1, 500, 'topup', 'r1')`,
      [walletId],
    );
    await expect(
      q(`update ledger_entries set amount_minor = 5 where reference = 'r1'`),
    ).rejects.toThrow(/append-only/);
    await expect(q(`delete from ledger_entries where reference = 'r1'`)).rejects.toThrow(
      /append-only/,
    );
    await expect(
      q(
        `insert into ledger_entries (wallet_id, amount_minor, kind, reference) values ($1, 500, 'topup', 'r1')`,
        [walletId],
      ),
    ).rejects.toThrow(/ledger_entries_reference_uq/);
    const { rows: left } = await q(`select amount_minor::int as a from ledger_entries`);
    expect(left).toEqual([{ a: 500 }]);
  });

  it("refuses a voucher used more often than allowed", async () => {
    await q(
      `insert into vouchers (code, kind, credit_minor, credit_currency, max_uses, expires_at)
       values ('ONCE', 'credit', 100, 'NGN', 1, now() + interval '1 day')`,
    );
    await q(`update vouchers set uses = uses + 1 where code = 'ONCE'`);
    await expect(q(`update vouchers set uses = uses + 1 where code = 'ONCE'`)).rejects.toThrow(
      /vouchers_uses_ck/,
    );
  });
});
