import { type AdminSeries, type UpdateSeriesBody, episodeTitle } from "@tazama/contracts";
import { type Db, schema } from "@tazama/db";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Clock } from "../../lib/clock.ts";
import { HttpError } from "../../lib/http-error.ts";
import { recordAudit } from "../audit/audit.public.ts";

const { series, titles } = schema;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const notFound = () => new HttpError(404, "series/not-found", "There is no such series.");

/**
 * The console's series (issue 18): a series' own fields. Renaming it renames its episodes
 * ("{series} Ep. N", spec §3) in the same transaction; every change is audited and refreshes
 * the cached catalogue.
 */
export function createSeriesAdminService(deps: {
  db: Db;
  clock: Clock;
  actorName: (userId: string) => Promise<string>;
  onChanged: () => Promise<void>;
}) {
  const { db, clock } = deps;

  async function read(ref: string, q: Db | Tx = db): Promise<AdminSeries | undefined> {
    const [show] = await q.select().from(series).where(eq(series.ref, ref));
    if (!show) return undefined;
    const episodes = await q
      .select({
        ref: titles.ref,
        episodeNumber: sql<number>`${titles.episodeNumber}`.mapWith(Number),
        title: titles.title,
        status: titles.status,
      })
      .from(titles)
      .where(eq(titles.seriesId, show.id))
      .orderBy(asc(titles.episodeNumber));
    const { ref: r, title, tagline, synopsis, year, tags, country, language } = show;
    return { ref: r, title, tagline, synopsis, year, tags, country, language, episodes };
  }

  return {
    async detail(ref: string): Promise<AdminSeries> {
      const found = await read(ref);
      if (!found) throw notFound();
      return found;
    },

    async update(actorId: string, ref: string, change: UpdateSeriesBody): Promise<AdminSeries> {
      const name = await deps.actorName(actorId);
      const updated = await db.transaction(async (tx) => {
        const [show] = await tx.select().from(series).where(eq(series.ref, ref)).for("update");
        if (!show) throw notFound();
        if (change.title !== undefined) {
          const [clash] = await tx
            .select({ title: series.title })
            .from(series)
            .where(
              and(sql`lower(${series.title}) = lower(${change.title})`, ne(series.id, show.id)),
            );
          if (clash) {
            throw new HttpError(
              409,
              "series/name-taken",
              `There is already a series called ${clash.title}.`,
            );
          }
        }
        await tx.update(series).set(change).where(eq(series.id, show.id));
        if (change.title !== undefined && change.title !== show.title) {
          const episodes = await tx
            .select({ id: titles.id, episodeNumber: titles.episodeNumber })
            .from(titles)
            .where(eq(titles.seriesId, show.id));
          for (const episode of episodes) {
            await tx
              .update(titles)
              .set({ title: episodeTitle(change.title, episode.episodeNumber!) })
              .where(eq(titles.id, episode.id));
          }
        }
        const was: Record<string, unknown> = {};
        const now: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(change)) {
          const old = show[key as keyof typeof show];
          if (JSON.stringify(old) === JSON.stringify(value)) continue;
          was[key] = old;
          now[key] = value;
        }
        if (Object.keys(now).length > 0) {
          await recordAudit(tx, {
            actor: { id: actorId, name },
            action: "series.update",
            target: { type: "series", id: ref },
            before: was,
            after: now,
            at: clock.now(),
          });
        }
        return (await read(ref, tx))!;
      });
      await deps.onChanged();
      return updated;
    },
  };
}
export type SeriesAdminService = ReturnType<typeof createSeriesAdminService>;
