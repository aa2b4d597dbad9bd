import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import type { Database } from "@tazama/db";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../src/app.ts";
import { type Config, loadConfig } from "../src/config.ts";
import { S3RVER_KEYS, startS3rver } from "./s3rver.ts";

/**
 * One process of the site as issue 20 runs it: a DATA_DIR of its own (`work`/`name`: no disk
 * shared with the others) and its media in `bucket` on the S3-compatible server at `endpoint`
 * (s3rver: see s3rver.ts).
 */
export interface BucketProcessOptions {
  /** The test's folder; this process's DATA_DIR is the folder `name` in it. */
  work: string;
  name: string;
  bucket: string;
  endpoint: string;
  /**
   * One role alone ("api" or "worker"); both when unset. A process of one role needs what
   * processes share: it gets DATABASE_URL here (the app uses the database it is given), and
   * AUTH_SECRET and MEDIA_TOKEN_SECRET must come in `env`.
   */
  roles?: "api" | "worker";
  /** More environment (AUTH_SECRET, SEED_DEMO, MEDIA_TOKEN_SECRET, TRUST_PROXY…), over the rest. */
  env?: Record<string, string>;
}

export interface BucketApp {
  app: FastifyInstance;
  config: Config;
}

/** The config of such a process, for a test that builds or starts the app itself. */
export function bucketConfig(options: BucketProcessOptions): Config {
  const dataDir = path.join(options.work, options.name);
  return loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    WEB_DIST_DIR: path.join(dataDir, "no-web-build"),
    ...(options.roles && {
      ROLES: options.roles,
      DATABASE_URL: process.env.TEST_DATABASE_URL ?? "postgres://unused@127.0.0.1:9/unused",
    }),
    MEDIA_STORE: `s3://${options.bucket}/site`,
    S3_ENDPOINT: options.endpoint,
    ...S3RVER_KEYS,
    S3_FORCE_PATH_STYLE: "true",
    ...options.env,
  });
}

/** Such a process on `database`, built and ready (close its app when done). */
export async function startBucketApp(
  options: BucketProcessOptions & { database: Database },
): Promise<BucketApp> {
  const config = bucketConfig(options);
  const app = await buildApp({ config, database: options.database, logger: false });
  await app.ready();
  return { app, config };
}

export interface BucketPair {
  one: BucketApp;
  two: BucketApp;
  /** Closes both apps and the s3rver, and removes `work`. */
  close: () => Promise<void>;
}

/**
 * Two such processes of both roles, "one" and "two", on a new s3rver (its objects in `work`) with
 * `bucket` made: two machines with no shared disk, one database, one bucket.
 */
export async function startBucketPair(
  options: Omit<BucketProcessOptions, "name" | "endpoint" | "roles"> & { database: Database },
): Promise<BucketPair> {
  const s3 = await startS3rver(options.work, options.bucket);
  const site = { ...options, endpoint: s3.endpoint };
  const one = await startBucketApp({ ...site, name: "one" });
  const two = await startBucketApp({ ...site, name: "two" });
  const close = async () => {
    await one.app.close();
    await two.app.close();
    await s3.close();
    await rm(options.work, { recursive: true, force: true });
  };
  return { one, two, close };
}

/** The names of every file under `dir`, or none when it was never made. */
export const filesUnder = (dir: string): Promise<string[]> =>
  readdir(dir, { recursive: true, withFileTypes: true }).then(
    (entries) => entries.filter((e) => e.isFile()).map((e) => e.name),
    () => [],
  );
