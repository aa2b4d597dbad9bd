import { dropTestDatabases } from "@tazama/db/testing";

/** Drops the PostgreSQL databases this run's workers made (PGlite ones vanish on their own). */
export default function setup() {
  return async () => {
    const url = process.env.TEST_DATABASE_URL;
    const runId = process.env.TAZAMA_TEST_RUN_ID;
    if (url && runId) await dropTestDatabases(url, runId);
  };
}
