// `npm run reset-demo`: puts the demo data back as on a first start. Stop the server first.
// Embedded: deletes DATA_DIR's database, artwork and image cache. PostgreSQL (DATABASE_URL):
// empties the catalogue tables. Then seeds again.
import { rm } from "node:fs/promises";
import path from "node:path";
import { loadConfig } from "@tazama/server/config";
import { openConfiguredDatabase } from "@tazama/server/database";
import { consoleSeedLog, seedDemo } from "@tazama/server/demo-seed";

const config = loadConfig();
await rm(config.uploadsDir, { recursive: true, force: true });
await rm(path.join(config.dataDir, "cache"), { recursive: true, force: true });
if (!config.DATABASE_URL)
  await rm(path.join(config.dataDir, "db"), { recursive: true, force: true });

const database = await openConfiguredDatabase(config);
try {
  if (config.DATABASE_URL) {
    await database.raw.exec(
      "truncate table title_genres, prices, titles, series, genres, events restart identity cascade",
    );
  }
  await seedDemo(database, config, consoleSeedLog);
  console.log(`Demo data reset (${database.kind}).`);
} finally {
  await database.close();
}
