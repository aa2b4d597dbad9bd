import { hostname } from "node:os";
import { type Database, type Db, schema } from "@tazama/db";
import { and, eq, lte } from "drizzle-orm";

const { taskLeases } = schema;

/** This process, as a lease holder names it. */
export const PROCESS_NAME = `${hostname()}:${process.pid}`;

export interface Leases {
  /**
   * Takes `name` for `ms` if no process holds it now: true for the one process that gets it
   * (several may ask at once: PostgreSQL's row lock on the upsert decides).
   */
  take(name: string, ms: number): Promise<boolean>;
  /** Extends `name` by `ms` from now if this holder still holds it (false once another took it). */
  renew(name: string, ms: number): Promise<boolean>;
  /** Gives `name` up now, if this holder holds it. */
  release(name: string): Promise<void>;
}

export function createLeases(database: Database, holder = PROCESS_NAME): Leases {
  return {
    async take(name, ms) {
      const { rows } = await database.raw.query(
        `insert into task_leases (name, holder, until)
         values ($1, $2, now() + make_interval(secs => $3::double precision / 1000))
         on conflict (name) do update
           set holder = excluded.holder, until = excluded.until
           where task_leases.until <= now()
         returning name`,
        [name, holder, ms],
      );
      return rows.length === 1;
    },
    async renew(name, ms) {
      const { rows } = await database.raw.query(
        `update task_leases set until = now() + make_interval(secs => $3::double precision / 1000)
          where name = $1 and holder = $2 and until > now()
          returning name`,
        [name, holder, ms],
      );
      return rows.length === 1;
    },
    async release(name) {
      await database.raw.query("delete from task_leases where name = $1 and holder = $2", [
        name,
        holder,
      ]);
    },
  };
}

/*
 * A lease on a clock the caller gives (an organisation's member import holds one per admin,
 * judged by the service's injected clock). `task_leases` is written here alone.
 */

/** Takes `name` until `until` unless another holder has it past `now`; true when taken. */
export async function takeLeaseUntil(
  db: Db,
  lease: { name: string; holder: string; now: Date; until: Date },
): Promise<boolean> {
  const { name, holder, now, until } = lease;
  const taken = await db
    .insert(taskLeases)
    .values({ name, holder, until })
    .onConflictDoUpdate({
      target: taskLeases.name,
      set: { holder, until },
      setWhere: lte(taskLeases.until, now),
    })
    .returning({ name: taskLeases.name });
  return taken.length === 1;
}

/** Gives `name` up, if `holder` holds it. */
export async function releaseLease(db: Db, name: string, holder: string): Promise<void> {
  await db.delete(taskLeases).where(and(eq(taskLeases.name, name), eq(taskLeases.holder, holder)));
}
