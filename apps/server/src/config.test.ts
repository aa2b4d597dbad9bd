import { describe, expect, it } from "vitest";
import { ConfigError, developmentHelpers, exposedHelpersWarning, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("applies the documented defaults", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.PRODUCT_NAME).toBe("tazama");
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir.endsWith("/data")).toBe(true);
    expect(config.uploadsDir).toBe(`${config.dataDir}/uploads`);
    expect(config.SEED_DEMO).toBe(true);
  });

  it("lists every bad key at once", () => {
    let caught: unknown;
    try {
      loadConfig({
        PORT: "eighty",
        DATABASE_URL: "mysql://x",
        LOG_LEVEL: "loud",
        SEED_DEMO: "maybe",
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const problems = (caught as ConfigError).problems.join("\n");
    for (const key of ["PORT", "DATABASE_URL", "LOG_LEVEL", "SEED_DEMO"]) {
      expect(problems).toContain(`${key}:`);
    }
    expect((caught as ConfigError).message).toMatch(/^Invalid environment:/);
  });

  it("treats empty values as unset and parses booleans", () => {
    const config = loadConfig({ PORT: "", SEED_DEMO: "false", DATABASE_URL: "postgres://h/db" });
    expect(config.PORT).toBe(3000);
    expect(config.SEED_DEMO).toBe(false);
    expect(config.DATABASE_URL).toBe("postgres://h/db");
  });

  it("runs both roles by default; ROLES picks one, and nothing else", () => {
    const shared = {
      DATABASE_URL: "postgres://h/db",
      AUTH_SECRET: "a".repeat(32),
      MEDIA_TOKEN_SECRET: "m".repeat(32),
    };
    expect(loadConfig({}).roles).toEqual({ api: true, worker: true });
    expect(loadConfig({ ...shared, ROLES: "api" }).roles).toEqual({ api: true, worker: false });
    expect(loadConfig({ ...shared, ROLES: "worker" }).roles).toEqual({ api: false, worker: true });
    expect(loadConfig({ ROLES: "worker,api" }).roles).toEqual({ api: true, worker: true });
    expect(() => loadConfig({ ROLES: "web" })).toThrow(/ROLES: must be "api", "worker"/);
    // One role beside other processes: the same database and secrets, or no start.
    expect(() => loadConfig({ ROLES: "api" })).toThrow(
      /DATABASE_URL: required when ROLES is api[\s\S]*MEDIA_TOKEN_SECRET/,
    );
  });
});

describe("HOST and the development helpers", () => {
  it("listens on this machine only by default; PUBLIC_URL stays http://localhost:PORT", () => {
    const config = loadConfig({ PORT: "4100" });
    expect(config.HOST).toBe("127.0.0.1");
    expect(config.publicUrl).toBe("http://localhost:4100");
    expect(loadConfig({ PORT: "4100", HOST: "0.0.0.0" }).publicUrl).toBe("http://localhost:4100");
    expect(loadConfig({ PORT: "4100", HOST: "::1" }).publicUrl).toBe("http://[::1]:4100");
  });

  it("says nothing on a loopback HOST", () => {
    for (const HOST of [undefined, "127.0.0.1", "127.0.0.2", "::1", "localhost"]) {
      expect(exposedHelpersWarning(loadConfig({ HOST }))).toBeNull();
    }
  });

  it("names the helpers that are on when HOST reaches other machines", () => {
    const warning = exposedHelpersWarning(loadConfig({ HOST: "0.0.0.0" }));
    expect(warning).toMatch(/^HOST=0\.0\.0\.0 is reachable from other machines/);
    for (const name of ["/dev/mailbox", "/sandbox/checkout", "/dev/oidc"]) {
      expect(warning).toContain(name);
    }
    expect(warning).toContain("answer only requests from this machine");
    const partly = exposedHelpersWarning(
      loadConfig({
        HOST: "192.168.1.20",
        SMTP_URL: "smtp://mail:25",
        GOOGLE_CLIENT_ID: "g",
        AFRICASTALKING_USERNAME: "tazama",
        AFRICASTALKING_API_KEY: "at-key-123456",
      }),
    );
    expect(partly).toContain("/sandbox/checkout");
    expect(partly).not.toContain("/dev/mailbox");
    expect(partly).not.toContain("/dev/oidc");
    // SMTP set but no SMS provider: the mailbox still keeps the SMS.
    const smsOnly = exposedHelpersWarning(
      loadConfig({ HOST: "192.168.1.20", SMTP_URL: "smtp://mail:25", GOOGLE_CLIENT_ID: "g" }),
    );
    expect(smsOnly).toContain("/dev/mailbox");
  });

  it("says nothing in production without helpers", () => {
    const env = {
      HOST: "0.0.0.0",
      NODE_ENV: "production",
      AUTH_SECRET: "a".repeat(40),
      MEDIA_TOKEN_SECRET: "m".repeat(40),
    };
    expect(developmentHelpers(loadConfig(env))).toEqual([]);
    expect(exposedHelpersWarning(loadConfig(env))).toBeNull();
    expect(exposedHelpersWarning(loadConfig({ ...env, PAYMENTS_SANDBOX: "true" }))).toContain(
      "/sandbox/checkout",
    );
  });
});
