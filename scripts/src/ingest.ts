// `npm run ingest -- <file> --ref <ref> [--kind trailer] [--no-wait]`: registers a video for a
// title and transcodes it through the same durable job the server runs. With the embedded
// database, stop the server first (PGlite allows one process); with PostgreSQL any running
// server's worker may pick the job up too.
import { parseArgs } from "node:util";
import { schema } from "@tazama/db";
import { buildApp } from "@tazama/server/app";
import { loadConfig } from "@tazama/server/config";
import { openConfiguredDatabase } from "@tazama/server/database";
import { eq } from "drizzle-orm";

const usage = "usage: npm run ingest -- <file> --ref <ref> [--kind main|trailer] [--no-wait]";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    ref: { type: "string" },
    kind: { type: "string", default: "main" },
    "no-wait": { type: "boolean", default: false },
  },
});
const [file] = positionals;
const kind = values.kind;
if (!file || !values.ref || (kind !== "main" && kind !== "trailer") || positionals.length > 1) {
  console.error(usage);
  process.exit(2);
}

const config = loadConfig();
const database = await openConfiguredDatabase(config);
const app = await buildApp({ config, database, logger: { level: "warn" } });
let exitCode = 0;
try {
  const asset = await app.ingest.service.ingest({ sourcePath: file, titleRef: values.ref, kind });
  console.log(`queued ${kind} for ${values.ref} (asset ${asset.id})`);
  if (!values["no-wait"]) {
    const started = performance.now();
    await app.ingest.startWorkers();
    for (;;) {
      const [row] = await database.db
        .select()
        .from(schema.mediaAssets)
        .where(eq(schema.mediaAssets.id, asset.id));
      if (!row || row.status === "failed") {
        console.error(`failed: ${row?.failureReason ?? "the asset disappeared"}`);
        exitCode = 1;
        break;
      }
      if (row.status === "ready") {
        const seconds = (performance.now() - started) / 1000;
        console.log(
          `ready in ${seconds.toFixed(1)} s (${((row.durationS ?? 0) / seconds).toFixed(2)} × realtime)`,
        );
        for (const r of row.renditions) {
          console.log(
            `  ${r.name.padEnd(6)} ${String(Math.round(r.bandwidth / 1000)).padStart(5)} kbit/s  ${(r.bytes / 1e6).toFixed(2)} MB  ${r.durationS.toFixed(1)} s`,
          );
        }
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  exitCode = 1;
} finally {
  await app.close();
  await database.close();
}
process.exit(exitCode);
