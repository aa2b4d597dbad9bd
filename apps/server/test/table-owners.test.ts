import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { TABLE_OWNERS } from "../../../packages/db/src/schema/owners.ts";
import { sourceFiles, tableUseByModule, tablesUsedIn } from "./table-access.ts";

const here = path.dirname(new URL(import.meta.url).pathname);
const modulesDir = path.join(here, "../src/modules");
const schemaDir = path.join(here, "../../../packages/db/src/schema");
const owners: Record<string, string> = TABLE_OWNERS;
const tables = Object.keys(owners);

/**
 * Reads of another module's tables, as they are today (issue 40, §1). Each goes, in time, through
 * the owner's public read function; this list only shrinks: a new cross read fails the test, and
 * so does a line here that the code no longer needs.
 */
const KNOWN_CROSS_READS: Record<string, string[]> = {
  audit: ["users"],
  clips: ["mediaAssets", "titles"],
  downloads: ["titles", "users"],
  entitlements: ["screeningBookings", "screenings", "titles"],
  favourites: ["series", "titles"],
  ingest: ["titles"],
  ledger: ["payments"],
  messages: ["entitlements", "organisationMembers", "users"],
  organisations: [
    "ledgerEntries",
    "passPrices",
    "passes",
    "prices",
    "titles",
    "users",
    "views",
    "wallets",
  ],
  payments: ["users", "wallets"],
  phones: ["users"],
  purchases: ["entitlements", "prices", "series", "seriesBundlePrices", "titles"],
  recommendations: [
    "genres",
    "playbackProgress",
    "ratings",
    "series",
    "titleGenres",
    "titles",
    "views",
  ],
  referrals: ["ledgerEntries", "payments", "users", "wallets"],
  refunds: ["entitlements", "passes", "playbackFailures", "playbackProgress", "titles", "users"],
  requests: ["series", "titles", "users"],
  screenings: ["titles", "users"],
  streaming: ["mediaAssets", "playbackProgress", "titles"],
  subtitles: ["titles"],
  vouchers: ["entitlements", "titles"],
  "watch-party": ["screeningBookings", "screenings", "titles", "users"],
  watching: ["mediaAssets", "series", "titles"],
};

/** Services that query the database themselves (DESIGN: only repositories do): none, and none may. */
const SERVICES_THAT_QUERY: string[] = [];

describe("one owner per table (issue 40, §1; ADR 0075)", () => {
  const use = tableUseByModule(modulesDir, tables);

  it("names an owner for every table the schema declares, and each owner exists", () => {
    const declared = readdirSync(schemaDir)
      .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))
      .flatMap((f) =>
        [
          ...readFileSync(path.join(schemaDir, f), "utf8").matchAll(
            /export const (\w+) = pgTable/g,
          ),
        ].map((m) => m[1]!),
      );
    expect(declared.length).toBeGreaterThan(70);
    expect(new Set(declared)).toEqual(new Set(tables));
    const modules = new Set(readdirSync(modulesDir));
    for (const owner of new Set(Object.values(owners))) {
      expect(modules.has(owner) || owner === "jobs", owner).toBe(true);
    }
  });

  it("lets only the owner write a table", () => {
    const foreign = [...use].flatMap(([module, u]) =>
      [...u.writes].filter((t) => owners[t] !== module).map((t) => `${module} writes ${t}`),
    );
    expect(foreign).toEqual([]);
  });

  it("adds no read of another module's table, and lists none the code no longer makes", () => {
    const now: Record<string, string[]> = {};
    for (const [module, u] of use) {
      const cross = [...u.reads].filter((t) => owners[t] !== module).sort();
      if (cross.length > 0) now[module] = cross;
    }
    expect(now).toEqual(KNOWN_CROSS_READS);
  });

  it("keeps queries in repositories: no new service file queries the database", () => {
    const querying = sourceFiles(modulesDir)
      .filter((f) => f.endsWith(".service.ts"))
      .filter((f) => {
        const u = tablesUsedIn(readFileSync(f, "utf8"), tables);
        return u.reads.size + u.writes.size > 0;
      })
      .map((f) => path.relative(modulesDir, f).split(path.sep).join("/"))
      .sort();
    expect(querying).toEqual(SERVICES_THAT_QUERY);
  });
});

describe("the table scanner catches what it is for (deliberate violations)", () => {
  const names = ["titles", "entitlements", "ledgerEntries"];

  it("sees writes through destructured, renamed and aliased tables, and in SQL text", () => {
    expect(
      tablesUsedIn(
        `const { entitlements, titles: t } = schema;
         await tx.insert(entitlements).values(v);
         await db.update(t).set({ durationS });`,
        names,
      ).writes,
    ).toEqual(new Set(["entitlements", "titles"]));
    expect(
      tablesUsedIn("const s = schema;\nawait tx.delete(s.ledgerEntries).where(x);", names).writes,
    ).toEqual(new Set(["ledgerEntries"]));
    expect(
      tablesUsedIn("await database.raw.query(`insert into ledger_entries (id) values ($1)`)", names)
        .writes,
    ).toEqual(new Set(["ledgerEntries"]));
  });

  it("tells reads from writes, and ignores comments and columns", () => {
    const use = tablesUsedIn(
      `const { titles, entitlements } = schema;
       // update titles here one day
       await db.select({ id: entitlements.id }).from(titles).innerJoin(entitlements, on);
       await db.select().from(titles.ref);`,
      names,
    );
    expect(use.writes).toEqual(new Set());
    expect(use.reads).toEqual(new Set(["titles", "entitlements"]));
  });
});
