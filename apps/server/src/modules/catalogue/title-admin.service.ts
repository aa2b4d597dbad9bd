import type {
  AdminTitle,
  ArtworkKind,
  AdminTitleList,
  CreateTitleInput,
  NewEpisodeBody,
  TitleCreditsBody,
  TitleAdminFilter,
  TitlePricesBody,
  UpdateTitleBody,
} from "@tazama/contracts";
import type { Db } from "@tazama/db";
import { episodeTitle } from "@tazama/contracts";
import type { Clock } from "../../lib/clock.ts";
import { HttpError } from "../../lib/http-error.ts";
import { recordAudit } from "../audit/audit.public.ts";
import { createDraftTitle } from "./draft-title.ts";
import { createNextEpisode } from "./next-episode.ts";
import { replaceCredits } from "./title-credits.ts";
import { artworkFile, placeArtwork, prepareArtwork } from "../images/images.public.ts";
import type { TitleAdminRepository } from "./title-admin.repository.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const notFound = () => new HttpError(404, "titles/not-found", "There is no such title.");
const notSellable = () =>
  new HttpError(
    409,
    "titles/not-sellable",
    "A published title needs a price in at least one currency, or to be free.",
  );
const noArtwork = () =>
  new HttpError(
    409,
    "titles/no-artwork",
    "A published title needs a poster and a backdrop: upload them, or its video (they are drawn from a frame of it).",
  );
const unknownGenre = (names: string[]) =>
  new HttpError(400, "titles/unknown-genre", `There is no genre named ${names.join(", ")}.`);

export interface TitleAdminDeps {
  repo: TitleAdminRepository;
  clock: Clock;
  /** DATA_DIR/uploads: where the images route reads artwork from. */
  uploadsDir: string;
  actorName: (userId: string) => Promise<string>;
  /** The catalogue changed: the cached catalogue and the search index are rebuilt. */
  onChanged: () => Promise<void>;
}

/** Only the fields that differ, before and after (the audit entry's two sides). */
function difference(before: AdminTitle, after: AdminTitle, keys: (keyof AdminTitle)[]) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of keys) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    was[key] = before[key];
    now[key] = after[key];
  }
  return { was, now };
}

/** The console's catalogue (issue 18); every change is audited in its own transaction. */
export function createTitleAdminService({
  repo,
  clock,
  uploadsDir,
  actorName,
  onChanged,
}: TitleAdminDeps) {
  /** The entry of one change of a title: only the fields that differ, before and after. */
  const audit = (
    tx: Tx,
    actor: { id: string; name: string },
    action: string,
    ref: string,
    change: { was: Record<string, unknown>; now: Record<string, unknown> },
  ) =>
    recordAudit(tx, {
      actor,
      action,
      target: { type: "title", id: ref },
      before: change.was,
      after: change.now,
      at: clock.now(),
    });

  /** Locks the title's row for the change and reads it as it was. */
  async function lockTitle(tx: Tx, ref: string): Promise<{ id: number; before: AdminTitle }> {
    const id = await repo.lockId(tx, ref);
    if (id === undefined) throw notFound();
    return { id, before: (await repo.detail(ref, tx))! };
  }

  /**
   * An episode's new place in its series, and the name that goes with it. The series' row is
   * locked, so two moves to the same free number cannot both pass the check.
   */
  async function renumbered(tx: Tx, id: number, before: AdminTitle, episodeNumber: number) {
    if (before.kind !== "episode") {
      throw new HttpError(400, "titles/not-an-episode", "Only an episode has a number.");
    }
    const { show, takenBy } = await repo.lockSeriesEpisode(tx, before.seriesRef!, episodeNumber);
    if (takenBy !== undefined && takenBy !== id) {
      throw new HttpError(
        409,
        "titles/episode-number-taken",
        `${show.title} already has an episode ${episodeNumber}: move that one first.`,
      );
    }
    return { episodeNumber, title: episodeTitle(show.title, episodeNumber) };
  }

  return {
    async list(filter: TitleAdminFilter): Promise<AdminTitleList> {
      const { titles: rows, total } = await repo.list(filter);
      return { titles: rows, total, page: filter.page, pageSize: filter.pageSize };
    },

    async detail(ref: string): Promise<AdminTitle> {
      const title = await repo.detail(ref);
      if (!title) throw notFound();
      return title;
    },

    /** A new movie, as a draft: nothing shows to viewers until it has prices and is published. */
    async create(actorId: string, body: CreateTitleInput): Promise<AdminTitle> {
      const name = await actorName(actorId);
      const made = await repo.transaction(async (tx) => {
        const known = await repo.genreIds(tx, body.genres);
        const missing = body.genres.filter((g) => !known.some((k) => k.name === g));
        if (missing.length > 0) throw unknownGenre(missing);
        const title = await createDraftTitle(tx, body);
        await recordAudit(tx, {
          actor: { id: actorId, name },
          action: "title.create",
          target: { type: "title", id: title.ref },
          after: { kind: body.kind, title: body.title, year: body.year, status: "draft" },
          at: clock.now(),
        });
        return title;
      });
      return (await repo.detail(made.ref))!;
    },

    async update(actorId: string, ref: string, change: UpdateTitleBody): Promise<AdminTitle> {
      const name = await actorName(actorId);
      const updated = await repo.transaction(async (tx) => {
        const { id, before } = await lockTitle(tx, ref);
        const { genres: genreNames, ...fields } = change;
        const becomesFree = fields.isFree ?? before.isFree;
        const status = fields.status ?? before.status;
        if (status === "published" && !becomesFree && before.prices.length === 0)
          throw notSellable();
        if (status === "published" && before.status !== "published") {
          if (before.images.portrait === null || before.images.landscape === null) {
            throw noArtwork();
          }
        }
        if (fields.episodeNumber !== undefined) {
          Object.assign(fields, await renumbered(tx, id, before, fields.episodeNumber));
        }
        await repo.update(tx, id, fields);
        if (genreNames) {
          const known = await repo.genreIds(tx, genreNames);
          const missing = genreNames.filter((g) => !known.some((k) => k.name === g));
          if (missing.length > 0) throw unknownGenre(missing);
          await repo.setGenres(
            tx,
            id,
            known.map((g) => g.id),
          );
        }
        const after = (await repo.detail(ref, tx))!;
        const { was, now } = difference(before, after, Object.keys(change) as (keyof AdminTitle)[]);
        if (Object.keys(now).length > 0) {
          const action =
            was.status !== undefined && now.status === "published"
              ? "title.publish"
              : was.status !== undefined && now.status === "withdrawn"
                ? "title.withdraw"
                : "title.update";
          await audit(tx, { id: actorId, name }, action, ref, { was, now });
        }
        return after;
      });
      await onChanged();
      return updated;
    },

    /**
     * New art for a title (checked and stored by `prepareArtwork`). The file keeps its name; the
     * title's art version changes, so every URL of its art changes and no cache shows the old.
     */
    async setArtwork(
      actorId: string,
      ref: string,
      kind: ArtworkKind,
      upload: Buffer,
    ): Promise<AdminTitle> {
      const art = await prepareArtwork(kind, upload);
      const name = await actorName(actorId);
      const updated = await repo.transaction(async (tx) => {
        const { id, before } = await lockTitle(tx, ref);
        const file = artworkFile(ref, kind);
        const images = { ...(await repo.images(tx, id)), [kind]: file, v: art.version };
        await repo.update(tx, id, { images });
        await audit(tx, { id: actorId, name }, "title.artwork", ref, {
          was: { [kind]: before.images[kind] },
          now: { [kind]: `${file} (${art.width} × ${art.height})`, version: art.version },
        });
        // Last, so a refusal above leaves the old art in place; a rename is all or nothing.
        await placeArtwork(uploadsDir, file, art.body);
        return (await repo.detail(ref, tx))!;
      });
      await onChanged();
      return updated;
    },

    /** The next episode of a series, as a draft (numbered after the last). */
    async addEpisode(
      actorId: string,
      seriesRef: string,
      body: NewEpisodeBody,
    ): Promise<AdminTitle> {
      const name = await actorName(actorId);
      const made = await repo.transaction(async (tx) => {
        const episode = await createNextEpisode(tx, seriesRef, {
          synopsis: body.synopsis,
          durationS: body.durationS,
          tagline: body.tagline ?? "",
        });
        await recordAudit(tx, {
          actor: { id: actorId, name },
          action: "title.create",
          target: { type: "title", id: episode.ref },
          after: { kind: "episode", series: seriesRef, status: "draft" },
          at: clock.now(),
        });
        return episode;
      });
      return (await repo.detail(made.ref))!;
    },

    /** The whole cast and crew, in billing order; people are found by name or added. */
    async setCredits(actorId: string, ref: string, body: TitleCreditsBody): Promise<AdminTitle> {
      const name = await actorName(actorId);
      const updated = await repo.transaction(async (tx) => {
        const { id, before } = await lockTitle(tx, ref);
        await replaceCredits(
          tx,
          id,
          body.credits.map((c) => ({ ...c, character: c.character ?? null })),
        );
        const after = (await repo.detail(ref, tx))!;
        const line = (c: AdminTitle["credits"][number]) =>
          `${c.name} (${c.role}${c.character ? `: ${c.character}` : ""})`;
        const was = before.credits.map(line);
        const now = after.credits.map(line);
        if (JSON.stringify(was) !== JSON.stringify(now)) {
          await audit(tx, { id: actorId, name }, "title.credits", ref, {
            was: { credits: was },
            now: { credits: now },
          });
        }
        return after;
      });
      await onChanged();
      return updated;
    },

    /** The whole set of prices (one per currency); a published paid title keeps at least one. */
    async setPrices(actorId: string, ref: string, body: TitlePricesBody): Promise<AdminTitle> {
      const name = await actorName(actorId);
      const updated = await repo.transaction(async (tx) => {
        const { id, before } = await lockTitle(tx, ref);
        if (before.status === "published" && !before.isFree && body.prices.length === 0) {
          throw notSellable();
        }
        await repo.setPrices(tx, id, body.prices);
        const after = (await repo.detail(ref, tx))!;
        const { was, now } = difference(before, after, ["prices"]);
        if (Object.keys(now).length > 0) {
          await audit(tx, { id: actorId, name }, "title.prices", ref, { was, now });
        }
        return after;
      });
      await onChanged();
      return updated;
    },
  };
}
export type TitleAdminService = ReturnType<typeof createTitleAdminService>;
