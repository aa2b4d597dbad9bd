import { type Language, isLanguage } from "@tazama/contracts";

/**
 * A message as `lingui compile` (and @lingui/vite-plugin) writes it: text, `[name]` for a value,
 * `[name, "number"]` for a number in the language's digits, `[name, "plural", branches]`; inside a
 * plural branch "#" is the number. Our messages use no other ICU argument (select, date: values
 * are formatted before); the catalogues test keeps it so.
 */
export type CompiledToken = string | [string, string?, unknown?];
export type CompiledMessage = string | CompiledToken[];
export type Messages = Record<string, CompiledMessage>;

/** What a call site asks for: a stable id, the English text (for extraction), and values. */
export interface MessageDescriptor {
  id: string;
  message?: string;
  values?: Record<string, string | number>;
}

export interface I18n {
  locale: Language;
  _(descriptor: MessageDescriptor): string;
  /** Adds a part of the catalogue loaded later (the console's messages, with its code). */
  load(messages: Messages): void;
}

function format(
  tokens: CompiledMessage,
  values: Record<string, string | number>,
  locale: string,
  pound?: string,
): string {
  if (typeof tokens === "string") return tokens;
  let out = "";
  for (const token of tokens) {
    if (typeof token === "string") {
      out += token === "#" && pound !== undefined ? pound : token;
      continue;
    }
    const [name, type, arg] = token;
    const value = values[name];
    if (!type) {
      out += `${value ?? ""}`;
      continue;
    }
    // "number" or "plural" (the only two the catalogues test allows): the language's digits.
    const n = Number(value);
    const digits = new Intl.NumberFormat(locale).format(n);
    if (type === "plural") {
      const branches = arg as Record<string, CompiledMessage>;
      const rule = new Intl.PluralRules(locale).select(n);
      const branch = branches[String(n)] ?? branches[rule] ?? branches.other ?? "";
      out += format(branch, values, locale, digits);
    } else {
      out += digits;
    }
  }
  return out;
}

/**
 * The page's messages in `language`, from its compiled catalogue (Lingui compiles at build time:
 * no ICU parser in the bundle). `compile` turns a source message missing from the catalogue into
 * tokens (component tests use Lingui's compiler; the production bundle has none and shows the
 * source text as written — exact for a text without values — though the build forbids a message
 * missing in any language).
 */
export function createI18n(
  language: Language,
  messages: Messages,
  compile?: (message: string) => CompiledMessage,
): I18n {
  return {
    locale: language,
    // Into the catalogue given (each page and each server render has its own).
    load(more) {
      Object.assign(messages, more);
    },
    _({ id, message, values = {} }) {
      const compiled = messages[id] ?? (compile && message ? compile(message) : null);
      if (compiled !== null) return format(compiled, values, language);
      // No catalogue entry and no compiler: the source text with its plain `{name}` values.
      return (message ?? id).replace(/\{(\w+)\}/g, (whole, name: string) =>
        String(values[name] ?? whole),
      );
    },
  };
}

/**
 * The i18n the browser's page will render with, as soon as start-app.tsx starts making it (its
 * catalogue may still be on its way); none on the server.
 */
export const pageI18n: { current?: Promise<I18n> } = {};

/** The id of the head's JSON block with the page language's compiled catalogue. */
export const MESSAGES_ELEMENT_ID = "tz-messages";

/**
 * The language and catalogue the server put in the page's head (no extra request before the
 * first render), or null (a page without them: the dev server, a test).
 */
export function embeddedMessages(
  doc: Pick<Document, "getElementById"> = document,
): { language: Language; messages: Messages } | null {
  const element = doc.getElementById(MESSAGES_ELEMENT_ID);
  const language = element?.getAttribute("data-language");
  if (!element?.textContent || !isLanguage(language)) return null;
  try {
    return { language, messages: JSON.parse(element.textContent) as Messages };
  } catch {
    return null;
  }
}

/**
 * The source texts (English as written in the code) for values made outside a component: the
 * spec's words where a module needs them as constants, and tests.
 */
export const sourceI18n: I18n = createI18n("en", {});
