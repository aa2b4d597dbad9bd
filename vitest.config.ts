import { randomBytes } from "node:crypto";
import { defineConfig } from "vitest/config";

// One id per `vitest run`: every test database of this run carries it and is dropped at the end.
process.env.TAZAMA_TEST_RUN_ID ??= randomBytes(4).toString("hex");

export default defineConfig({
  test: {
    setupFiles: ["./test/fail-on-console-error.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          environment: "node",
          include: [
            "packages/**/*.test.ts",
            "apps/server/**/*.test.ts",
            "scripts/**/*.test.ts",
            "bench/**/*.test.ts",
            "deploy/**/*.test.ts",
          ],
          exclude: ["**/node_modules/**", "**/*.api.test.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "web",
          environment: "jsdom",
          include: ["apps/web/src/**/*.test.{ts,tsx}"],
          setupFiles: ["./test/fail-on-console-error.ts", "./apps/web/src/test/setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          environment: "node",
          include: ["apps/server/**/*.api.test.ts"],
          globalSetup: ["./test/api-global-setup.ts"],
          // One database and one app per worker, shared by the files that worker runs.
          pool: "forks",
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
