// `npm run seed`: applies migrations and seeds the demo catalogue and artwork (idempotent).
import { loadConfig } from "@tazama/server/config";
import { openConfiguredDatabase } from "@tazama/server/database";
import { seedDemo } from "@tazama/server/demo-seed";

const config = loadConfig();
const database = await openConfiguredDatabase(config);
try {
  await seedDemo(
    database,
    config.uploadsDir,
    {
      info: (obj: object, msg: string) => {
        console.log(msg, obj);
      },
    },
    { vouchers: !config.isProduction },
  );
} finally {
  await database.close();
}
