import { randomBytes } from "node:crypto";
import { availableParallelism } from "node:os";
import { lingui } from "@lingui/vite-plugin";
import { defineConfig } from "vitest/config";
import { theme } from "./apps/web/src/app/theme.ts";
import { staticThemeStyles } from "./apps/web/vite-plugins/static-theme-styles.ts";

// One id per `vitest run`: every test database of this run carries it and is dropped at the end.
process.env.TAZAMA_TEST_RUN_ID ??= randomBytes(4).toString("hex");

export default defineConfig({
  // The web app's .po catalogues compile on import, as in its build; its stylesheet imports the
  // theme's styles computed at build time.
  plugins: [
    lingui({ cwd: "apps/web", failOnMissing: true, failOnCompileError: true }),
    staticThemeStyles(theme),
  ],
  test: {
    // Vitest's default is one worker per core but one: a single worker on these 2-core machines.
    // Most API tests wait on PostgreSQL (another process), so two overlap well (13 → 8 min).
    maxWorkers: Math.max(2, availableParallelism() - 1),
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
            "apps/web/vite-plugins/**/*.test.ts",
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
          isolate: false,
          // Typing into forms with user-event takes seconds on a loaded 2-core machine.
          testTimeout: 15_000,
          setupFiles: ["./test/fail-on-console-error.ts", "./apps/web/src/test/setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          environment: "node",
          include: ["apps/server/**/*.api.test.ts", "deploy/**/*.api.test.ts"],
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
