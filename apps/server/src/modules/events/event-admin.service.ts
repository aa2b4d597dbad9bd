import { createHash } from "node:crypto";
import {
  type AdminEvent,
  type CreateEventInput,
  type EventArtworkResult,
  type UpdateEventBody,
  contentImagePath,
} from "@tazama/contracts";
import type { Db } from "@tazama/db";
import type { Clock } from "../../lib/clock.ts";
import { HttpError } from "../../lib/http-error.ts";
import { recordAudit } from "../audit/audit.public.ts";
import { hasArtwork, placeArtwork, prepareArtwork } from "../images/images.public.ts";
import type { EventAdminRepository, EventRow } from "./event-admin.repository.ts";
import { toItem } from "./events.service.ts";

const notFound = () => new HttpError(404, "events/not-found", "There is no such event.");

/**
 * The console's events (issue 18): upload a picture, create an event, edit it. Past events stay
 * (the Events dialog shows only upcoming ones, by the viewer's clock). Every change is audited.
 */
export function createEventAdminService(deps: {
  repo: EventAdminRepository;
  clock: Clock;
  uploadsDir: string;
  actorName: (userId: string) => Promise<string>;
}) {
  const { repo, clock, uploadsDir } = deps;
  const toAdmin = (row: EventRow): AdminEvent => ({ ...toItem(row), artworkFile: row.artwork });

  async function assertPicture(file: string | undefined) {
    if (file === undefined) return;
    if (!(await hasArtwork(uploadsDir, file))) {
      throw new HttpError(400, "events/no-artwork", "Upload the event's picture first.");
    }
  }

  type Tx = Parameters<Parameters<EventAdminRepository["transaction"]>[0]>[0];
  async function assertTitleFree(tx: Tx, title: string, exceptId?: number) {
    const clash = await repo.idByTitle(tx, title);
    if (clash !== undefined && clash !== exceptId) {
      throw new HttpError(409, "events/title-taken", `There is already an event called ${title}.`);
    }
  }

  // The actor's name is read before a transaction opens (PGlite has one connection).
  const audit = async (
    tx: Pick<Db, "insert">,
    actor: { id: string; name: string },
    action: string,
    id: number,
    before: object,
    after: object,
  ) =>
    recordAudit(tx, {
      actor,
      action,
      target: { type: "event", id: String(id) },
      before,
      after,
      at: clock.now(),
    });

  return {
    /** Every event, the latest to end first (upcoming ones on top). */
    async list(): Promise<AdminEvent[]> {
      return (await repo.latestFirst()).map(toAdmin);
    },

    /** A 16:9 picture, checked and stored under a name of its own (its content's hash). */
    async uploadArtwork(upload: Buffer): Promise<EventArtworkResult> {
      const art = await prepareArtwork("landscape", upload);
      const hash = createHash("sha256").update(art.body).digest("hex").slice(0, 16);
      const file = `event-${hash}_land.jpg`;
      await placeArtwork(uploadsDir, file, art.body);
      return { file, url: contentImagePath(file) };
    },

    async create(actorId: string, body: CreateEventInput): Promise<AdminEvent> {
      await assertPicture(body.artwork);
      const actor = { id: actorId, name: await deps.actorName(actorId) };
      return repo.transaction(async (tx) => {
        await assertTitleFree(tx, body.title);
        const row = await repo.insert(tx, {
          ...body,
          startsAt: body.startsAt === null ? null : new Date(body.startsAt),
          endDate: new Date(body.endDate),
        });
        await audit(tx, actor, "event.create", row.id, {}, { title: body.title });
        return toAdmin(row);
      });
    },

    async update(actorId: string, id: number, change: UpdateEventBody): Promise<AdminEvent> {
      await assertPicture(change.artwork);
      const actor = { id: actorId, name: await deps.actorName(actorId) };
      return repo.transaction(async (tx) => {
        const before = await repo.lock(tx, id);
        if (!before) throw notFound();
        if (change.title !== undefined) await assertTitleFree(tx, change.title, id);
        const startsAt =
          change.startsAt === undefined
            ? before.startsAt
            : change.startsAt === null
              ? null
              : new Date(change.startsAt);
        const endDate = change.endDate === undefined ? before.endDate : new Date(change.endDate);
        if (startsAt && startsAt > endDate) {
          throw new HttpError(
            400,
            "events/ends-before-start",
            "An event cannot end before it starts.",
          );
        }
        const after = await repo.update(tx, id, { ...change, startsAt, endDate });
        const was = toAdmin(before);
        const now = toAdmin(after);
        const keys = (Object.keys(change) as (keyof AdminEvent)[]).filter(
          (key) => JSON.stringify(was[key]) !== JSON.stringify(now[key]),
        );
        if (keys.length > 0) {
          await audit(
            tx,
            actor,
            "event.update",
            id,
            Object.fromEntries(keys.map((k) => [k, was[k]])),
            Object.fromEntries(keys.map((k) => [k, now[k]])),
          );
        }
        return now;
      });
    },
  };
}
export type EventAdminService = ReturnType<typeof createEventAdminService>;
