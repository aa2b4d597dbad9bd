import { randomBytes } from "node:crypto";
import path from "node:path";
import { isSupportedCountry } from "libphonenumber-js";
import { z } from "zod";
import { isLoopbackAddress } from "./lib/loopback.ts";
import { moneyEnvShape } from "./lib/money-env.ts";

const boolFromEnv = z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1");

/** "NGN=100000,KES=10000": reward amounts in minor units per currency. */
const rewardAmounts = z
  .string()
  .regex(
    /^(NGN|KES|GHS|ZAR|USD)=\d{1,9}(,(NGN|KES|GHS|ZAR|USD)=\d{1,9})*$/,
    "must look like NGN=100000,KES=10000 (minor units)",
  )
  .transform((value) =>
    Object.fromEntries(value.split(",").map((pair) => [pair.slice(0, 3), Number(pair.slice(4))])),
  );

/**
 * "NG,KE,GH,ZA,US": the countries phone codes may go to (issue 39). The default is one country per
 * currency Tazama prices in (ADR 0056).
 */
const smsCountries = z
  .string()
  .transform((value) => value.toUpperCase().replace(/\s+/g, ""))
  .pipe(
    z
      .string()
      .regex(/^[A-Z]{2}(,[A-Z]{2})*$/, {
        error: "must look like NG,KE,GH,ZA,US (ISO 3166 country codes)",
        abort: true,
      })
      .refine(
        (value) => value.split(",").every((code) => isSupportedCountry(code)),
        "names a country that has no phone numbering plan",
      ),
  )
  .transform((value) => [...new Set(value.split(","))]);

/** Every environment variable the server reads, with its default (README lists the same). */
export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  // This machine only by default; 0.0.0.0 (or an address) to be reached from elsewhere.
  HOST: z.string().min(1).default("127.0.0.1"),
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
  // Video (issue 6)
  MEDIA_TOKEN_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  MEDIA_TOKEN_TTL_S: z.coerce.number().int().min(60).max(28_800).default(14_400),
  FFMPEG_PATH: z.string().min(1).default("ffmpeg"),
  FFPROBE_PATH: z.string().min(1).default("ffprobe"),
  DEMO_MEDIA: boolFromEnv.default(true),
  /**
   * AV1 renditions of the rungs up to 480p after each transcode (ADR 0083); on unless set, but
   * off in tests (NODE_ENV=test), whose transcodes need only H.264.
   */
  MEDIA_AV1: boolFromEnv.optional(),
  MEDIA_UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(102_400).default(8192),
  WEB_DIST_DIR: z.string().min(1).optional(),
  SEED_DEMO: boolFromEnv.default(true),
  TRUST_PROXY: boolFromEnv.default(false),
  // Media in an S3-compatible bucket (issue 20): s3://bucket/prefix; unset = DATA_DIR/media.
  MEDIA_STORE: z
    .string()
    .regex(/^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/.*)?$/, "must look like s3://bucket/prefix")
    .optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: boolFromEnv.default(false),
  // Scale-out (issue 20): what this process does. "api" answers HTTP; "worker" runs the queued
  // jobs (transcodes, clips) and the timed sweeps. Both by default (one process, as `npm start`).
  ROLES: z
    .string()
    .regex(/^(api|worker)(,(api|worker))?$/, 'must be "api", "worker" or "api,worker"')
    .default("api,worker"),
  // Operations (issue 44): /metrics answers a direct connection from this machine, or anyone
  // with this bearer token (at least 24 characters); unset = this machine only.
  METRICS_TOKEN: z.string().min(24, "must be at least 24 characters").optional(),
  // A process without the api role answers no HTTP: with METRICS_PORT it serves /metrics alone
  // on that port (same access rule), bound to METRICS_HOST (this machine only by default).
  METRICS_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
  METRICS_HOST: z.string().min(1).default("127.0.0.1"),
  // Traces (ADR 0080): each request and each job it queues, as OTLP/HTTP JSON to this collector
  // (e.g. http://127.0.0.1:4318; spans go to <it>/v1/traces). Unset: no tracing.
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  // Quality alerts (ADR 0076): over the last 10 minutes' beacons, with at least MIN_PLAYS plays.
  QUALITY_ALERT_FAILURE_PCT: z.coerce.number().int().min(1).max(100).default(5),
  QUALITY_ALERT_STARTUP_P95_MS: z.coerce.number().int().min(500).max(120_000).default(8_000),
  QUALITY_ALERT_MIN_PLAYS: z.coerce.number().int().min(1).max(100_000).default(20),
  // Load shedding: past this event-loop delay (ms, mean over a second) or heap in use (MB), the
  // API answers 503 with Retry-After instead of stalling; 0 turns a check off.
  // Unset: 1000, but 0 (off) under NODE_ENV=test, where a busy CI machine is not an overload.
  SHED_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  SHED_HEAP_USED_MB: z.coerce.number().int().min(0).max(1_048_576).default(0),
  // Money (issue 5)
  ...moneyEnvShape,
  // Accounts (issue 4)
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_DISCOVERY_URL: z
    .url()
    .default("https://accounts.google.com/.well-known/openid-configuration"),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional(),
  MAIL_FROM: z.string().min(3).default("Tazama <no-reply@tazama.africa>"),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must be a redis:// or rediss:// URL")
    .optional(),
  // Screenings (issue 15): the Ed25519 key tickets are signed with (its 32-byte seed, base64url).
  // Outside production, one is made on first use and kept in DATA_DIR/keys.
  TICKET_SIGNING_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, "must be a 32-byte seed in base64url")
    .optional(),
  // Referral rewards (issue 17): amounts in minor units, "NGN=100000,KES=10000" (others default).
  REFERRAL_REWARD_REFERRER: rewardAmounts.optional(),
  REFERRAL_REWARD_REFEREE: rewardAmounts.optional(),
  REFERRAL_HOLD_DAYS: z.coerce.number().int().min(0).max(90).default(7),
  REFERRAL_CAP_PER_YEAR: z.coerce.number().int().min(0).max(10_000).default(30),
  // SMS (issue 17): Africa's Talking first, then Twilio; each on when all its keys are set.
  AFRICASTALKING_USERNAME: z.string().min(1).optional(),
  AFRICASTALKING_API_KEY: z.string().min(8).optional(),
  AFRICASTALKING_SENDER_ID: z.string().min(1).max(11).optional(),
  AFRICASTALKING_BASE_URL: z
    .url({ protocol: /^https?$/ })
    .default("https://api.africastalking.com"),
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-f]{32}$/, "must be AC followed by 32 hex digits")
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(8).optional(),
  TWILIO_FROM: z.string().min(3).max(16).optional(),
  TWILIO_BASE_URL: z.url({ protocol: /^https?$/ }).default("https://api.twilio.com"),
  // SMS pumping (issue 39): where codes may go, and codes per destination prefix per hour.
  SMS_COUNTRIES: smsCountries.default(["NG", "KE", "GH", "ZA", "US"]),
  SMS_PREFIX_BUDGET_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(100),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, "MEDIA_AV1"> {
  /** MEDIA_AV1 with its default (on; off under NODE_ENV=test). */
  MEDIA_AV1: boolean;
  dataDir: string;
  uploadsDir: string;
  imageCacheDir: string;
  /** Transcoded media (DATA_DIR/media), served under /media with signed tokens. */
  mediaDir: string;
  /** MEDIA_TOKEN_SECRET, or a random one per process outside production. */
  mediaTokenSecret: string;
  webDistDir: string;
  isProduction: boolean;
  /** SHED_EVENT_LOOP_DELAY_MS with its default (500; 0 under NODE_ENV=test). */
  shedEventLoopDelayMs: number;
  /** PUBLIC_URL without a trailing slash (default http://localhost:${PORT}, or HOST when it is set). */
  publicUrl: string;
  /** ROLES: whether this process answers HTTP, and whether it runs jobs and sweeps. */
  roles: Roles;
}

export interface Roles {
  api: boolean;
  worker: boolean;
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
  if (e.NODE_ENV === "production" && !e.AUTH_SECRET) {
    throw new ConfigError(["AUTH_SECRET: required in production"]);
  }
  if (e.ROLES !== "api,worker" && e.ROLES !== "worker,api") {
    // Processes of one role work beside others: they share the database and the secrets.
    const missing = (["DATABASE_URL", "AUTH_SECRET", "MEDIA_TOKEN_SECRET"] as const).filter(
      (key) => !e[key],
    );
    if (missing.length > 0) {
      throw new ConfigError(
        missing.map((key) => `${key}: required when ROLES is ${e.ROLES} (processes share it)`),
      );
    }
  }
  const dataDir = path.resolve(repoRoot, e.DATA_DIR);
  return {
    ...e,
    MEDIA_AV1: e.MEDIA_AV1 ?? e.NODE_ENV !== "test",
    dataDir,
    uploadsDir: path.join(dataDir, "uploads"),
    imageCacheDir: path.join(dataDir, "cache", "images"),
    mediaDir: path.join(dataDir, "media"),
    mediaTokenSecret: mediaTokenSecret(e),
    webDistDir: path.resolve(repoRoot, e.WEB_DIST_DIR ?? "apps/web/dist"),
    isProduction: e.NODE_ENV === "production",
    shedEventLoopDelayMs: e.SHED_EVENT_LOOP_DELAY_MS ?? (e.NODE_ENV === "test" ? 0 : 500),
    roles: {
      api: e.ROLES.split(",").includes("api"),
      worker: e.ROLES.split(",").includes("worker"),
    },
    publicUrl: (e.PUBLIC_URL ?? defaultPublicUrl(e, Boolean(env.HOST))).replace(/\/+$/, ""),
  };
}

/** Unset PUBLIC_URL: localhost, or the HOST that was set (not a wildcard), so OAuth cookies match. */
function defaultPublicUrl(e: Env, hostSet: boolean): string {
  const host = !hostSet || e.HOST === "0.0.0.0" || e.HOST === "::" ? "localhost" : e.HOST;
  return `http://${host.includes(":") ? `[${host}]` : host}:${e.PORT}`;
}

/** The SMS providers whose keys are all set, in the order they are tried. */
export function smsProviders(config: Env): ("africastalking" | "twilio")[] {
  const on: ("africastalking" | "twilio")[] = [];
  if (config.AFRICASTALKING_USERNAME && config.AFRICASTALKING_API_KEY) on.push("africastalking");
  if (config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN && config.TWILIO_FROM)
    on.push("twilio");
  return on;
}

/** The dev mailbox keeps mail without SMTP_URL and SMS without a provider (never in production). */
export function devMailboxOn(config: Config): boolean {
  return !config.isProduction && (!config.SMTP_URL || smsProviders(config).length === 0);
}

/** The development helpers this configuration turns on (never in production unless asked). */
export function developmentHelpers(config: Config): string[] {
  const helpers: string[] = [];
  if (devMailboxOn(config)) helpers.push("the dev mailbox (/dev/mailbox)");
  if (config.PAYMENTS_SANDBOX ?? !config.isProduction)
    helpers.push("the sandbox checkout (/sandbox/checkout)");
  if (!config.isProduction && !config.GOOGLE_CLIENT_ID) {
    helpers.push("the Google stand-in (/dev/oidc)");
  }
  return helpers;
}

/**
 * One start-up warning when the server listens beyond this machine with development helpers on:
 * they answer only requests from this machine (lib/loopback.ts). Null when there is nothing to say.
 */
export function exposedHelpersWarning(config: Config): string | null {
  const helpers = developmentHelpers(config);
  if (helpers.length === 0 || isLoopbackHost(config.HOST)) return null;
  return `HOST=${config.HOST} is reachable from other machines, but ${helpers.join(", ")} answer only requests from this machine (set SMTP_URL, GOOGLE_CLIENT_ID, PAYMENTS_SANDBOX=false or NODE_ENV=production to turn them off)`;
}

function isLoopbackHost(host: string): boolean {
  return host === "localhost" || isLoopbackAddress(host);
}

function mediaTokenSecret(e: Env): string {
  if (e.MEDIA_TOKEN_SECRET) return e.MEDIA_TOKEN_SECRET;
  if (e.NODE_ENV === "production") {
    throw new ConfigError(["MEDIA_TOKEN_SECRET: required in production"]);
  }
  return randomBytes(32).toString("base64url");
}
