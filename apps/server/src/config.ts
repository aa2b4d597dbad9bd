import path from "node:path";
import { z } from "zod";

const boolFromEnv = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

/** Every environment variable the server reads, with its default (README lists the same). */
export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  DATA_DIR: z.string().min(1).default("data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  PRODUCT_NAME: z
    .string()
    .regex(/^[a-z0-9-]+$/, "must be lowercase letters, digits and hyphens")
    .default("tazama"),
  WEB_DIST_DIR: z.string().min(1).optional(),
  SEED_DEMO: boolFromEnv.default(true),
  TRUST_PROXY: boolFromEnv.default(false),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  dataDir: string;
  uploadsDir: string;
  imageCacheDir: string;
  webDistDir: string;
  isProduction: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

const repoRoot = path.resolve(import.meta.dirname, "../../..");

/** Parses the environment once; throws a ConfigError listing every bad key. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== "")),
  );
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join(".")}: ${issue.message}`,
    );
    throw new ConfigError(problems);
  }
  const e = parsed.data;
  const dataDir = path.resolve(repoRoot, e.DATA_DIR);
  return {
    ...e,
    dataDir,
    uploadsDir: path.join(dataDir, "uploads"),
    imageCacheDir: path.join(dataDir, "cache", "images"),
    webDistDir: path.resolve(repoRoot, e.WEB_DIST_DIR ?? "apps/web/dist"),
    isProduction: e.NODE_ENV === "production",
  };
}
