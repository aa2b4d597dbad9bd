import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { LANGUAGES } from "@tazama/contracts";
import { describe, expect, it } from "vitest";

// Every message of the app exists in every language, with the same placeholders, and plurals use
// exactly the plural forms of each language (French one/many/other, Yoruba only other…). The
// source catalogue holds every id the code asks for (`npm run i18n:extract` keeps it so).

const SRC = path.resolve(import.meta.dirname, "../..");
const LOCALES = path.join(SRC, "locales");

/** A language's messages: the viewer's catalogue and the console's (lingui.config.ts). */
function readPo(language: string): Map<string, string> {
  const text = [`${language}.po`, `console/${language}.po`]
    .map((file) => readFileSync(path.join(LOCALES, file), "utf8"))
    .join("\n");
  const entries = new Map<string, string>();
  const unquote = (s: string) => JSON.parse(s) as string;
  for (const match of text.matchAll(/^msgid ("(?:[^"\\]|\\.)*")\nmsgstr ("(?:[^"\\]|\\.)*")/gm)) {
    const id = unquote(match[1]!);
    if (id) entries.set(id, unquote(match[2]!));
  }
  return entries;
}

/** The simple arguments of an ICU message ("{year}", "{count, plural, …}" → year, count). */
/** The values a message uses (its placeholders and plurals' arguments, also inside branches). */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const visit = (tokens: unknown) => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      const [name, , branches] = token as [string, string?, Record<string, unknown>?];
      names.add(name);
      if (branches) Object.values(branches).forEach(visit);
    }
  };
  visit(compileMessage(message));
  return [...names].sort();
}

/** The selectors of each plural in a message (compiled by Lingui), e.g. [["one", "other"]]. */
function pluralForms(message: string): string[][] {
  const found: string[][] = [];
  const visit = (tokens: unknown) => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      const [, type, branches] = token as [string, string?, Record<string, unknown>?];
      if (type === "plural" && branches) {
        found.push(
          Object.keys(branches)
            .filter((f) => f !== "offset" && !/^=?\d+$/.test(f))
            .sort(),
        );
        Object.values(branches).forEach(visit);
      }
    }
  };
  visit(compileMessage(message));
  return found;
}

/** Each call site's id, with its English message as written beside it (when it is a literal). */
function sourceMessages(dir: string, found: [string, string | null][] = []) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) {
      if (name !== "locales") sourceMessages(full, found);
    } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) {
      const text = readFileSync(full, "utf8");
      const calls = /i18n\._\(\{\s*id: "([^"]+)",?(?:\s*message:\s*("(?:[^"\\]|\\.)*"))?/g;
      for (const m of text.matchAll(calls)) {
        found.push([m[1]!, m[2] ? (JSON.parse(m[2]) as string) : null]);
      }
    }
  }
  return found;
}

function sourceIds(dir: string): Set<string> {
  return new Set(sourceMessages(dir).map(([id]) => id));
}

const english = readPo("en");

describe("message catalogues", () => {
  it("uses only the ICU arguments the app's reader knows (plain values, numbers and plurals)", () => {
    for (const { code } of LANGUAGES) {
      for (const [id, message] of readPo(code)) {
        const kinds = [...message.matchAll(/\{\w+,\s*(\w+)\s*[,}]/g)].map((m) => m[1]);
        expect(
          kinds.filter((k) => k !== "plural" && k !== "number"),
          `${code} ${id}`,
        ).toEqual([]);
      }
    }
  });

  it("holds every id the code asks for, in English", () => {
    const missing = [...sourceIds(SRC)].filter((id) => !english.has(id));
    expect(missing).toEqual([]);
    expect(english.size).toBeGreaterThan(50);
  });

  it("has, in English, each message as the code writes it (one text per id)", () => {
    const differ = sourceMessages(SRC)
      .filter(([id, message]) => message !== null && english.has(id) && english.get(id) !== message)
      .map(([id, message]) => `${id}: code "${message}", catalogue "${english.get(id)}"`);
    expect(differ).toEqual([]);
  });

  for (const { code } of LANGUAGES.filter((l) => l.code !== "en")) {
    it(`has every message in ${code}, with its placeholders and ${code}'s plural forms`, () => {
      const catalogue = readPo(code);
      const categories = [...new Intl.PluralRules(code).resolvedOptions().pluralCategories].sort();
      const problems: string[] = [];
      for (const [id, source] of english) {
        const translated = catalogue.get(id);
        if (!translated) {
          problems.push(`${id}: missing`);
          continue;
        }
        if (argumentsOf(translated).join() !== argumentsOf(source).join()) {
          problems.push(`${id}: placeholders differ`);
        }
        for (const forms of pluralForms(translated)) {
          if (forms.join() !== categories.join()) {
            problems.push(
              `${id}: plural forms ${forms.join("/")}, ${code} has ${categories.join("/")}`,
            );
          }
        }
      }
      expect(problems).toEqual([]);
    });
  }

  it("knows the plural forms it checks against", () => {
    const forms = (code: string) =>
      [...new Intl.PluralRules(code).resolvedOptions().pluralCategories].sort();
    expect(forms("fr")).toEqual(["many", "one", "other"]);
    expect(forms("yo")).toEqual(["other"]);
    expect(forms("sw")).toEqual(["one", "other"]);
  });
});
