import { requestKey } from "@tazama/contracts";
import { inArray } from "drizzle-orm";
import type { Db } from "../client.ts";
import { titleRequestVotes, titleRequests } from "../schema/index.ts";

interface DemoRequest {
  title: string;
  kind: "movie" | "series";
  year: number;
  votes: number;
  status?: "planned" | "declined";
  note?: string;
}

/** Real African films and series the demo viewers ask for (none is in the demo catalogue). */
const DEMO_REQUESTS: readonly DemoRequest[] = [
  { title: "Atlantics", kind: "movie", year: 2019, votes: 48 },
  {
    title: "Blood Sisters",
    kind: "series",
    year: 2022,
    votes: 41,
    status: "planned",
    note: "We are talking to the producers.",
  },
  { title: "Rafiki", kind: "movie", year: 2018, votes: 33 },
  { title: "Aníkúlápó", kind: "movie", year: 2022, votes: 29, status: "planned" },
  { title: "Timbuktu", kind: "movie", year: 2014, votes: 22 },
  { title: "Queen Sono", kind: "series", year: 2020, votes: 19 },
  { title: "Tsotsi", kind: "movie", year: 2005, votes: 14 },
  { title: "Yeelen", kind: "movie", year: 1987, votes: 9 },
  { title: "Shanty Town", kind: "series", year: 2023, votes: 7 },
  {
    title: "Lionheart",
    kind: "movie",
    year: 2018,
    votes: 6,
    status: "declined",
    note: "Another service holds the rights in Africa until 2027.",
  },
  { title: "Jagun Jagun", kind: "movie", year: 2023, votes: 4 },
  { title: "Ìfé", kind: "movie", year: 2020, votes: 2 },
];

/**
 * Demo viewer requests (development only): a dozen works the demo viewers asked for, with votes,
 * so a newcomer sees "N others asked for this" and the statuses. Idempotent.
 */
export async function seedDemoRequests(
  db: Db,
  viewers: readonly string[],
  now: Date,
): Promise<{ inserted: number }> {
  const rows = DEMO_REQUESTS.map((r, i) => ({
    title: r.title,
    kind: r.kind,
    year: r.year,
    key: requestKey(r.title, r.kind, r.year)!,
    status: r.status ?? "pending",
    note: r.note ?? null,
    votes: Math.min(r.votes, viewers.length),
    createdBy: viewers[i % viewers.length] ?? null,
    createdAt: new Date(now.getTime() - (30 - i) * 86_400_000),
    updatedAt: new Date(now.getTime() - (30 - i) * 86_400_000),
  }));
  if (viewers.length === 0) return { inserted: 0 };
  const present = await db
    .select({ key: titleRequests.key })
    .from(titleRequests)
    .where(
      inArray(
        titleRequests.key,
        rows.map((r) => r.key),
      ),
    );
  if (present.length > 0) return { inserted: 0 };

  return db.transaction(async (tx) => {
    const inserted = await tx.insert(titleRequests).values(rows).returning({
      id: titleRequests.id,
      votes: titleRequests.votes,
      createdAt: titleRequests.createdAt,
    });
    const votes = inserted.flatMap((request, i) =>
      Array.from({ length: request.votes }, (_, k) => ({
        requestId: request.id,
        userId: viewers[(i * 11 + k) % viewers.length]!,
        createdAt: new Date(request.createdAt.getTime() + k * 3_600_000),
      })),
    );
    await tx.insert(titleRequestVotes).values(votes);
    return { inserted: inserted.length };
  });
}
