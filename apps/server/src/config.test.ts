import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

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
});
