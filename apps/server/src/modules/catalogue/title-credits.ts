import { type CreditInput, urlSlug } from "@tazama/contracts";
import { type Db, schema } from "@tazama/db";
import { eq, like, sql } from "drizzle-orm";

const { people, titleCredits } = schema;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The person of this name (any case), or a new one with a page address of their own. */
async function personNamed(tx: Tx, name: string): Promise<number> {
  const [known] = await tx
    .select({ id: people.id })
    .from(people)
    .where(sql`lower(${people.name}) = lower(${name})`)
    .orderBy(people.id)
    .limit(1);
  if (known) return known.id;
  const base = urlSlug(name, "person");
  const taken = new Set(
    (
      await tx
        .select({ slug: people.slug })
        .from(people)
        .where(like(people.slug, `${base}%`))
    ).map((r) => r.slug),
  );
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
  const [made] = await tx.insert(people).values({ slug, name }).returning({ id: people.id });
  return made!.id;
}

/**
 * A title's whole cast and crew, replaced: each person found by name or added, billed in the
 * order given within each role. People left with no credit keep their page (other titles may
 * credit them later); their old titles' pages no longer list them here.
 */
export async function replaceCredits(
  tx: Tx,
  titleId: number,
  credits: (Required<Omit<CreditInput, "character">> & { character: string | null })[],
): Promise<void> {
  await tx.delete(titleCredits).where(eq(titleCredits.titleId, titleId));
  const positions = new Map<string, number>();
  for (const credit of credits) {
    const position = positions.get(credit.role) ?? 0;
    positions.set(credit.role, position + 1);
    await tx.insert(titleCredits).values({
      titleId,
      personId: await personNamed(tx, credit.name),
      role: credit.role,
      character: credit.role === "actor" ? credit.character : null,
      position,
    });
  }
}
