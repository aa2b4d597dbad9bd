import {
  type AdminPass,
  type AdminPassList,
  type CreatePassInput,
  type UpdatePassBody,
  urlSlug,
} from "@tazama/contracts";
import type { Db } from "@tazama/db";
import type { Clock } from "../../lib/clock.ts";
import { HttpError } from "../../lib/http-error.ts";
import { recordAudit } from "../audit/audit.public.ts";
import type { Tx } from "../ledger/ledger.public.ts";
import type { PassAdminRepository } from "./pass-admin.repository.ts";

const notFound = () => new HttpError(404, "passes/not-found", "There is no such pass.");
const nameTaken = (name: string) =>
  new HttpError(409, "passes/name-taken", `There is already a pass named ${name}.`);

/** The fields an audit entry shows of a pass (what viewers are offered). */
const shown = ({ name, durationHours, position, prices }: AdminPass) => ({
  name,
  durationHours,
  position,
  prices,
});

/**
 * The console's passes: create, rename, change the length or the order, price them per
 * currency (no price: not on sale). A change applies to sales from now on; passes sold keep the
 * end they were sold with. Every change is audited in its own transaction.
 */
export function createPassAdminService(deps: {
  repo: PassAdminRepository;
  clock: Clock;
  actorName: (userId: string) => Promise<string>;
}) {
  const { repo, clock } = deps;
  const one = async (q: Db | Tx, slug: string) =>
    (await repo.list(clock.now(), q)).find((p) => p.slug === slug);

  return {
    async list(): Promise<AdminPassList> {
      return { passes: await repo.list(clock.now()) };
    },

    async create(actorId: string, body: CreatePassInput): Promise<AdminPass> {
      const name = await deps.actorName(actorId);
      return repo.transaction(async (tx) => {
        if (await repo.nameTaken(tx, body.name)) throw nameTaken(body.name);
        const base = urlSlug(body.name, "pass");
        const used = await repo.slugsLike(tx, base);
        let slug = base;
        for (let n = 2; used.has(slug); n += 1) slug = `${base}-${n}`;
        const id = await repo.insert(tx, {
          slug,
          name: body.name,
          durationS: body.durationHours * 3600,
          ...(body.position === undefined ? {} : { position: body.position }),
        });
        await repo.setPrices(tx, id, body.prices);
        const made = (await one(tx, slug))!;
        await recordAudit(tx, {
          actor: { id: actorId, name },
          action: "pass.create",
          target: { type: "pass", id: slug },
          after: shown(made),
          at: clock.now(),
        });
        return made;
      });
    },

    async update(actorId: string, slug: string, change: UpdatePassBody): Promise<AdminPass> {
      const name = await deps.actorName(actorId);
      return repo.transaction(async (tx) => {
        const row = await repo.lock(tx, slug);
        if (!row) throw notFound();
        const before = (await one(tx, slug))!;
        if (change.name !== undefined && (await repo.nameTaken(tx, change.name, row.id))) {
          throw nameTaken(change.name);
        }
        const fields = {
          ...(change.name === undefined ? {} : { name: change.name }),
          ...(change.durationHours === undefined ? {} : { durationS: change.durationHours * 3600 }),
          ...(change.position === undefined ? {} : { position: change.position }),
        };
        await repo.update(tx, row.id, fields);
        if (change.prices) await repo.setPrices(tx, row.id, change.prices);
        const after = (await one(tx, slug))!;
        const was = shown(before);
        const now = shown(after);
        const changed = (Object.keys(now) as (keyof typeof now)[]).filter(
          (key) => JSON.stringify(was[key]) !== JSON.stringify(now[key]),
        );
        if (changed.length > 0) {
          await recordAudit(tx, {
            actor: { id: actorId, name },
            action: change.prices && changed.includes("prices") ? "pass.prices" : "pass.update",
            target: { type: "pass", id: slug },
            before: Object.fromEntries(changed.map((key) => [key, was[key]])),
            after: Object.fromEntries(changed.map((key) => [key, now[key]])),
            at: clock.now(),
          });
        }
        return after;
      });
    },
  };
}
export type PassAdminService = ReturnType<typeof createPassAdminService>;
