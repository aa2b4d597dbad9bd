import { hostname } from "node:os";
import type { Database } from "@tazama/db";

/** This process, as a lease holder names it. */
export const PROCESS_NAME = `${hostname()}:${process.pid}`;

export interface Leases {
  /**
   * Takes `name` for `ms` if no process holds it now: true for the one process that gets it
   * (several may ask at once: PostgreSQL's row lock on the upsert decides).
   */
  take(name: string, ms: number): Promise<boolean>;
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
  };
}
