import type { Database } from "@tazama/db";
import type { Config } from "../config.ts";
import type { Clock } from "./clock.ts";

/** What app.ts hands every module plugin (ADR 0022): configuration, the database, the clock. */
export interface ModuleOptions {
  config: Config;
  database: Database;
  clock: Clock;
}
