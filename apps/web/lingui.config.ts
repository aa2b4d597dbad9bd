import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

/**
 * The web app's message catalogues (issue 19, ADR 0044): English is the source (the spec's
 * texts); `npm run i18n:extract` collects every `i18n._({ id, message })` and `<Trans id message>`
 * from src into one .po file per language. The build fails on a message missing in any of them.
 */
const TESTS = ["**/*.test.ts", "**/*.test.tsx", "**/test/**"];

/** The admin console's code (src/lib/i18n/console-messages.ts loads its catalogue). */
export const CONSOLE = [
  "<rootDir>/src/app/routes/admin",
  "<rootDir>/src/features/audit",
  "<rootDir>/src/features/media",
  "<rootDir>/src/features/refunds",
  "<rootDir>/src/features/reports",
  "<rootDir>/src/features/quality/admin",
  "<rootDir>/src/features/phones/admin",
  "<rootDir>/src/features/payments/components/user-top-ups.tsx",
];

export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "fr", "sw", "ha", "yo"],
  fallbackLocales: false,
  catalogs: [
    {
      path: "<rootDir>/src/locales/{locale}",
      include: ["<rootDir>/src"],
      // Exclusions are globs (an include is a folder or a file).
      exclude: [
        ...TESTS,
        ...CONSOLE.map((path) => {
          const glob = path.replace("<rootDir>/", "**/");
          return /\.tsx?$/.test(glob) ? glob : `${glob}/**`;
        }),
      ],
    },
    // The console's own messages (a third of the app's), loaded with its code: a viewer's pages
    // never carry them in their head.
    { path: "<rootDir>/src/locales/console/{locale}", include: CONSOLE, exclude: TESTS },
  ],
  format: formatter({ lineNumbers: false, origins: false }),
  orderBy: "messageId",
});
