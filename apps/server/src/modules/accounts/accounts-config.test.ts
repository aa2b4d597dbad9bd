import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../config.ts";
import { resolveAuthSecret } from "./auth-secret.ts";
import { isCommonPassword } from "./common-passwords.ts";
import { extractLinks } from "./mail/mailer.ts";
import { hashPassword, verifyPassword } from "./password-hasher.ts";

describe("accounts configuration", () => {
  it("requires AUTH_SECRET in production", () => {
    expect(() =>
      loadConfig({ NODE_ENV: "production", MEDIA_TOKEN_SECRET: "m".repeat(40) }),
    ).toThrow(ConfigError);
    expect(() =>
      loadConfig({ NODE_ENV: "production", MEDIA_TOKEN_SECRET: "m".repeat(40) }),
    ).toThrow(/AUTH_SECRET: required in production/);
    expect(() => loadConfig({ AUTH_SECRET: "too-short" })).toThrow(/AUTH_SECRET/);
  });

  it("derives PUBLIC_URL from PORT and HOST unless set", () => {
    expect(loadConfig({ PORT: "4100" }).publicUrl).toBe("http://localhost:4100");
    expect(loadConfig({ PORT: "4100", HOST: "127.0.0.1" }).publicUrl).toBe("http://127.0.0.1:4100");
    expect(loadConfig({ PUBLIC_URL: "https://tazama.example/" }).publicUrl).toBe(
      "https://tazama.example",
    );
    expect(() => loadConfig({ PUBLIC_URL: "ftp://x" })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ SMTP_URL: "http://x" })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ REDIS_URL: "tcp://x" })).toThrow(/REDIS_URL/);
  });

  it("generates a development AUTH_SECRET once, keeps it under DATA_DIR, and prefers the env one", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "tazama-secret-"));
    const first = resolveAuthSecret({ dataDir });
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveAuthSecret({ dataDir })).toBe(first);
    expect(readFileSync(path.join(dataDir, "auth-secret"), "utf8").trim()).toBe(first);
    expect(statSync(path.join(dataDir, "auth-secret")).mode & 0o077).toBe(0);
    expect(resolveAuthSecret({ dataDir, secret: "s".repeat(40) })).toBe("s".repeat(40));
  });
});

describe("passwords", () => {
  it("hashes with argon2id m=19456 t=2 p=1 and verifies", async () => {
    const hash = await hashPassword("tall-baobab-river-42");
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword({ hash, password: "tall-baobab-river-42" })).toBe(true);
    expect(await verifyPassword({ hash, password: "tall-baobab-river-43" })).toBe(false);
    expect(await verifyPassword({ hash: "not-a-hash", password: "x" })).toBe(false);
  });

  it("refuses the most common passwords whatever their case", () => {
    expect(isCommonPassword("Password123")).toBe(true);
    expect(isCommonPassword("qwertyuiop")).toBe(true);
    expect(isCommonPassword("tall-baobab-river-42")).toBe(false);
  });
});

describe("extractLinks", () => {
  it("finds each http(s) link once, in order", () => {
    expect(
      extractLinks(
        "open https://a.test/x?token=1 or http://b.test.\nagain https://a.test/x?token=1",
      ),
    ).toEqual(["https://a.test/x?token=1", "http://b.test."]);
  });
});
