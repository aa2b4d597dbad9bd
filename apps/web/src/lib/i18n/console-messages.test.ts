import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConsoleMessages } from "./console-messages.ts";
import { createI18n, pageI18n } from "./i18n.ts";

const LOCALES = path.resolve(import.meta.dirname, "../../locales");

describe("the console's messages", () => {
  it("are not in a viewer's catalogue, and join the page's when the console loads", async () => {
    const viewers = readFileSync(path.join(LOCALES, "fr.po"), "utf8");
    expect(viewers).not.toContain('msgid "admin.');
    const fr = createI18n("fr", {});
    pageI18n.current = Promise.resolve(fr);
    expect(fr._({ id: "admin.nav.titles" })).toBe("admin.nav.titles");
    await loadConsoleMessages();
    expect(fr._({ id: "admin.nav.titles" })).toBe("Titres");
    pageI18n.current = undefined;
  });
});
