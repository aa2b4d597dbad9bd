import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

/**
 * The web app's message catalogues (issue 19, ADR 0044): English is the source (the spec's
 * texts); `npm run i18n:extract` collects every `i18n._({ id, message })` and `<Trans id message>`
 * from src into one .po file per language. The build fails on a message missing in any of them.
 */
export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "fr", "sw", "ha", "yo"],
  fallbackLocales: false,
  catalogs: [
    {
      path: "<rootDir>/src/locales/{locale}",
      include: ["<rootDir>/src"],
      exclude: ["**/*.test.ts", "**/*.test.tsx", "**/test/**"],
    },
  ],
  format: formatter({ lineNumbers: false, origins: false }),
  orderBy: "messageId",
});
