import { inArray } from "drizzle-orm";
import type { Db } from "../client.ts";
import { type CreditRole, people, titleCredits, titles } from "../schema/index.ts";
import { MOVIES, SERIES } from "./catalogue/index.ts";
import { DEMO_PEOPLE, REGION_OF, type Region, personSlug } from "./demo-people.ts";
import { episodeRef } from "./seed-catalogue.ts";

export interface DemoCredit {
  ref: string;
  name: string;
  role: CreditRole;
  character: string | null;
  position: number;
}

/** A stable number from a ref, so every start credits the same people. */
function hashOf(text: string): number {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return h >>> 0;
}

const pick = <T>(list: readonly T[], at: number): T => list[at % list.length]!;

/** Four leads with their characters, a director and a writer for one title. */
function creditsFor(ref: string, key: string, region: Region, guests: number): DemoCredit[] {
  const pool = DEMO_PEOPLE[region];
  const h = hashOf(key);
  const credits: DemoCredit[] = [];
  for (let i = 0; i < 4; i += 1) {
    credits.push({
      ref,
      name: pick(pool.actors, h + i),
      role: "actor",
      character: pick(pool.characters, (h >>> 3) + i),
      position: i,
    });
  }
  if (guests > 0) {
    // An episode's guest star: another face each week.
    credits.push({
      ref,
      name: pick(pool.actors, h + 12 + guests),
      role: "actor",
      character: pick(pool.characters, (h >>> 3) + 4 + guests),
      position: 4,
    });
  }
  credits.push({
    ref,
    name: pick(pool.crew, h >>> 5),
    role: "director",
    character: null,
    position: 0,
  });
  credits.push({
    ref,
    name: pick(pool.crew, (h >>> 5) + 1),
    role: "writer",
    character: null,
    position: 0,
  });
  return dedupe(credits);
}

/** One credit per person and role (a small pool can land on the same actor twice). */
function dedupe(credits: DemoCredit[]): DemoCredit[] {
  const seen = new Set<string>();
  return credits.filter((c) => {
    const key = `${c.name}|${c.role}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Every demo title's cast and crew: a series' regulars in all its episodes, plus a guest. */
export function demoCredits(): DemoCredit[] {
  const credits: DemoCredit[] = [];
  for (const m of MOVIES) {
    credits.push(...creditsFor(m.ref, m.ref, REGION_OF[m.country] ?? "west", 0));
  }
  for (const s of SERIES) {
    for (const e of s.episodes) {
      const ref = episodeRef(s.ref, e.number);
      credits.push(...creditsFor(ref, s.ref, REGION_OF[s.country] ?? "west", e.number));
    }
  }
  return credits;
}

/**
 * Adds the demo cast and crew to demo titles that have no credits yet (an admin's credits are
 * never touched). Safe on every start.
 */
export async function seedDemoCredits(db: Db): Promise<{ inserted: number }> {
  const all = demoCredits();
  const refs = [...new Set(all.map((c) => c.ref))];
  const found = await db
    .select({ id: titles.id, ref: titles.ref })
    .from(titles)
    .where(inArray(titles.ref, refs));
  if (found.length === 0) return { inserted: 0 };
  const credited = new Set(
    (
      await db
        .selectDistinct({ titleId: titleCredits.titleId })
        .from(titleCredits)
        .where(
          inArray(
            titleCredits.titleId,
            found.map((t) => t.id),
          ),
        )
    ).map((r) => r.titleId),
  );
  const titleIds = new Map(found.filter((t) => !credited.has(t.id)).map((t) => [t.ref, t.id]));
  const wanted = all.filter((c) => titleIds.has(c.ref));
  if (wanted.length === 0) return { inserted: 0 };
  const names = [...new Set(wanted.map((c) => c.name))];
  await db
    .insert(people)
    .values(names.map((name) => ({ name, slug: personSlug(name) })))
    .onConflictDoNothing();
  const rows = await db
    .select({ id: people.id, slug: people.slug })
    .from(people)
    .where(inArray(people.slug, names.map(personSlug)));
  const personIds = new Map(rows.map((r) => [r.slug, r.id]));
  const inserted = await db
    .insert(titleCredits)
    .values(
      wanted.map((c) => ({
        titleId: titleIds.get(c.ref)!,
        personId: personIds.get(personSlug(c.name))!,
        role: c.role,
        character: c.character,
        position: c.position,
      })),
    )
    .onConflictDoNothing()
    .returning({ titleId: titleCredits.titleId });
  return { inserted: inserted.length };
}
