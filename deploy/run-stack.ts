// `npm run stack`: the scaled-out site on this machine's loopback until Ctrl-C (deploy/stack.ts):
// PostgreSQL and Redis (the machine's), one worker, two API processes and nginx in front.
//   npm run stack [-- --apis 2 --port 8080 --data /tmp/tazama-stack --fresh --bucket]
// --bucket: media in an S3-compatible server (s3rver) and a DATA_DIR per process (ADR 0051).
import { parseArgs } from "node:util";
import { startStack } from "./stack.ts";

const { values } = parseArgs({
  options: {
    apis: { type: "string", default: "2" },
    port: { type: "string", default: "8080" },
    data: { type: "string", default: "/tmp/tazama-stack" },
    database: { type: "string", default: "tazama_stack" },
    postgres: {
      type: "string",
      default: process.env.STACK_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
    },
    redis: { type: "string", default: process.env.STACK_REDIS_URL ?? "redis://127.0.0.1:6379" },
    fresh: { type: "boolean", default: false },
    bucket: { type: "boolean", default: false },
  },
});

const stack = await startStack({
  apis: Number(values.apis),
  port: Number(values.port),
  dataDir: values.data,
  postgresUrl: values.postgres,
  database: values.database,
  fresh: values.fresh,
  redisUrl: values.redis,
  store: values.bucket ? "bucket" : "folder",
});
console.log(
  `Tazama on ${stack.origin}: nginx → ${stack.apis.map((a) => a.port).join(", ")} (ROLES=api), one worker` +
    (stack.bucket ? `, media in the bucket at ${stack.bucket}` : ""),
);
const stop = () => {
  void stack.stop().then(() => process.exit(0));
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
