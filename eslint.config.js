// @ts-check
import { readdirSync } from "node:fs";
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * A feature (web) or module (server) folder never imports another one (DESIGN §1); a server
 * module may import another's one public file, `<m>/<m>.public.ts` (ADR 0022; the
 * dependency-cruiser rule `module-internals` checks the same from every folder).
 */
function isolate(base, { publicFile = false } = {}) {
  const names = readdirSync(base, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
  return names.map((name) => ({
    files: [`${base}/${name}/**/*.{ts,tsx}`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: `^(\\.\\./)+(${names.filter((n) => n !== name).join("|")})/${
                publicFile ? "(?!\\2\\.public\\.ts$)" : ""
              }`,
              message: "Features and modules do not import each other; move shared code up.",
            },
          ],
        },
      ],
    },
  }));
}

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "data/**",
      "e2e/.tmp/**",
      "e2e/test-results/**",
      "e2e/screenshots/**",
      "bench/results/**",
      "packages/db/migrations/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      "@typescript-eslint/restrict-template-expressions": ["error", { allowNumber: true }],
      "@typescript-eslint/no-non-null-assertion": "off",
      "@typescript-eslint/consistent-type-imports": "error",
      // Fastify plugins are async by contract even when they await nothing.
      "@typescript-eslint/require-await": "off",
      // Row-typed query helpers take a type parameter on purpose.
      "@typescript-eslint/no-unnecessary-type-parameters": "off",
    },
  },
  {
    files: ["apps/web/src/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ["**/*.test.ts", "**/*.test.tsx", "**/*.spec.ts", "e2e/**", "bench/**", "test/**"],
    rules: { "@typescript-eslint/no-non-null-assertion": "off" },
  },
  {
    files: ["**/*.js", "**/*.mjs", "**/*.cjs"],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: false, project: false },
    },
  },
  ...isolate("apps/web/src/features"),
  ...isolate("apps/server/src/modules", { publicFile: true }),
  prettier,
);
