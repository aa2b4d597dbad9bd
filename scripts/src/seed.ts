// `npm run seed`: applies migrations and seeds the demo catalogue and artwork (idempotent).
import { loadConfig } from "@tazama/server/config";
import { openConfiguredDatabase } from "@tazama/server/database";
import { consoleSeedLog, seedDemo } from "@tazama/server/demo-seed";

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await seedDemo(database, config, consoleSeedLog);
} finally {
  await database.close();
}
