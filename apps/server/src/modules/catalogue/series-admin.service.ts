import { type AdminSeries, type UpdateSeriesBody, episodeTitle } from "@tazama/contracts";
import type { Clock } from "../../lib/clock.ts";
import { HttpError } from "../../lib/http-error.ts";
import { recordAudit } from "../audit/audit.public.ts";
import type { SeriesAdminRepository } from "./series-admin.repository.ts";

const notFound = () => new HttpError(404, "series/not-found", "There is no such series.");

/**
 * The console's series (issue 18): a series' own fields. Renaming it renames its episodes
 * ("{series} Ep. N", spec §3) in the same transaction; every change is audited and refreshes
 * the cached catalogue.
 */
export function createSeriesAdminService(deps: {
  repo: SeriesAdminRepository;
  clock: Clock;
  actorName: (userId: string) => Promise<string>;
  onChanged: () => Promise<void>;
}) {
  const { repo, clock } = deps;

  return {
    async detail(ref: string): Promise<AdminSeries> {
      const found = await repo.read(ref);
      if (!found) throw notFound();
      return found;
    },

    async update(actorId: string, ref: string, change: UpdateSeriesBody): Promise<AdminSeries> {
      const name = await deps.actorName(actorId);
      const updated = await repo.transaction(async (tx) => {
        const show = await repo.lock(tx, ref);
        if (!show) throw notFound();
        if (change.title !== undefined) {
          const clash = await repo.clashing(tx, change.title, show.id);
          if (clash) {
            throw new HttpError(
              409,
              "series/name-taken",
              `There is already a series called ${clash}.`,
            );
          }
        }
        await repo.update(tx, show.id, change);
        if (change.title !== undefined && change.title !== show.title) {
          const name = change.title;
          await repo.renameEpisodes(tx, show.id, (n) => episodeTitle(name, n));
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
        return (await repo.read(ref, tx))!;
      });
      await deps.onChanged();
      return updated;
    },
  };
}
export type SeriesAdminService = ReturnType<typeof createSeriesAdminService>;
