import { like } from "drizzle-orm";
import type { Db } from "../client.ts";
import { playbackProgress, ratings, titles, users } from "../schema/index.ts";
import { MOVIES, SERIES } from "./catalogue/index.ts";
import { episodeRef } from "./seed-catalogue.ts";

/** Demo viewers live under this domain (reserved: it never receives mail). */
export const DEMO_VIEWER_DOMAIN = "viewers.demo.tazama.invalid";
const VIEWERS = 150;
const DAY = 86_400_000;

const FIRST = [
  "Adaeze",
  "Tunde",
  "Wanjiru",
  "Kofi",
  "Thandiwe",
  "Amina",
  "Otieno",
  "Efua",
  "Sipho",
  "Ngozi",
  "Baraka",
  "Yaa",
  "Lerato",
  "Chinedu",
  "Akosua",
  "Musa",
  "Zanele",
  "Femi",
  "Njeri",
  "Kwame",
];
const LAST = [
  "Okafor",
  "Adeyemi",
  "Kamau",
  "Mensah",
  "Dlamini",
  "Bello",
  "Odhiambo",
  "Owusu",
  "Nkosi",
  "Eze",
  "Mwangi",
  "Asante",
  "Mokoena",
  "Balogun",
  "Boateng",
  "Abubakar",
  "Khumalo",
  "Ibrahim",
];

/** A small deterministic generator (mulberry32): the same demo every time. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** What a demo viewer can finish: a movie, or a series (its first episodes, in order). */
interface Pick {
  refs: string[];
  genres: string[];
  /** Earlier in the catalogue = more popular: the demo's long tail. */
  weight: number;
}

function picks(): Pick[] {
  const all: Omit<Pick, "weight">[] = [
    ...MOVIES.map((m) => ({ refs: [m.ref], genres: m.genres })),
    ...SERIES.map((s) => ({
      refs: s.episodes.map((e) => episodeRef(s.ref, e.number)),
      genres: s.genres,
    })),
  ];
  return all.map((p, i) => ({ ...p, weight: 1 / Math.sqrt(1 + ((i * 7) % all.length)) }));
}

function choose(items: Pick[], weightOf: (p: Pick) => number, next: () => number): Pick {
  const total = items.reduce((sum, p) => sum + weightOf(p), 0);
  let x = next() * total;
  for (const p of items) {
    x -= weightOf(p);
    if (x <= 0) return p;
  }
  return items.at(-1)!;
}

/**
 * Demo taste (development only, like the vouchers): 150 viewers who cannot sign in (no password)
 * with favourite genres, finished and half-watched titles and thumbs — so that a newcomer sees
 * the share of thumbs up on popular titles and recommendations that mean something. No counted
 * views: Popular stays what real plays make it. Idempotent: nothing is added once the demo viewers exist. Returns their ids.
 */
export async function seedDemoTaste(db: Db, now: Date): Promise<{ viewers: string[] }> {
  const existing = await db
    .select({ id: users.id })
    .from(users)
    .where(like(users.email, `%@${DEMO_VIEWER_DOMAIN}`));
  if (existing.length > 0) return { viewers: existing.map((u) => u.id) };

  const titleRows = await db
    .select({ id: titles.id, ref: titles.ref, d: titles.durationS })
    .from(titles);
  const byRef = new Map(titleRows.map((t) => [t.ref, t]));
  const catalogue = picks().filter((p) => p.refs.every((r) => byRef.has(r)));
  const genres = [...new Set(catalogue.flatMap((p) => p.genres))];
  const next = random(20_261_124);

  const people = Array.from({ length: VIEWERS }, (_, i) => ({
    id: `demo-viewer-${String(i + 1).padStart(3, "0")}`,
    name: `${FIRST[i % FIRST.length]!} ${LAST[(i * 7) % LAST.length]!}`,
    email: `viewer${i + 1}@${DEMO_VIEWER_DOMAIN}`,
    affiliateCode: `DEMO${String(i + 1).padStart(4, "0")}`,
    source: "demo-seed",
  }));
  const progress: (typeof playbackProgress.$inferInsert)[] = [];
  const thumbs: (typeof ratings.$inferInsert)[] = [];

  for (const person of people) {
    const loves = new Set([
      genres[Math.floor(next() * genres.length)],
      genres[Math.floor(next() * genres.length)],
    ]);
    const fits = (p: Pick) => (p.genres.some((g) => loves.has(g)) ? 6 : 1) * p.weight;
    const seen = new Set<Pick>();
    const finished = 5 + Math.floor(next() * 10);
    for (let k = 0; k < finished * 3 && seen.size < finished; k += 1)
      seen.add(choose(catalogue, fits, next));
    for (const pick of seen) {
      const whole = pick.refs.length === 1 || next() < 0.6;
      const refs = whole
        ? pick.refs
        : pick.refs.slice(0, 1 + Math.floor(next() * pick.refs.length));
      for (const ref of refs) {
        const title = byRef.get(ref)!;
        const at = new Date(now.getTime() - Math.floor(next() * 60 * DAY));
        const share = whole ? 0.92 + next() * 0.08 : 0.2 + next() * 0.5;
        progress.push({
          userId: person.id,
          titleId: title.id,
          positionS: Math.round(title.d * share),
          durationS: title.d,
          updatedAt: at,
        });
      }
      if (next() < 0.8) {
        const liked = pick.genres.some((g) => loves.has(g));
        const roll = next();
        const thumb = liked ? (roll < 0.3 ? 2 : roll < 0.92 ? 1 : -1) : roll < 0.45 ? -1 : 1;
        thumbs.push({ userId: person.id, titleId: byRef.get(pick.refs[0]!)!.id, thumb });
      }
    }
  }

  await db.transaction(async (tx) => {
    await tx.insert(users).values(people);
    for (let i = 0; i < progress.length; i += 500)
      await tx.insert(playbackProgress).values(progress.slice(i, i + 500));
    for (let i = 0; i < thumbs.length; i += 500)
      await tx.insert(ratings).values(thumbs.slice(i, i + 500));
  });
  return { viewers: people.map((p) => p.id) };
}
