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
  /** Whether the catalogue at hand has `id`. */
  has(id: string): boolean;
  /**
   * False while the page holds only the messages its server render used (the head's); the rest
   * of the language's catalogue comes with `whole()`.
   */
  readonly complete: boolean;
  /** Loads the rest of the language's catalogue (once); settles at once when it is all here. */
  whole(): Promise<void>;
  /**
   * Loads the messages the app's shell may draw without opening another page (menus, dialogs,
   * the footer; the build's shell-messages), once; settles at once when there are none to load.
   */
  shell(): Promise<void>;
  /**
   * Settles when the catalogue has each of `ids`: the shell's messages first, the whole
   * catalogue when they lack one. Rejects when a part cannot load (offline).
   */
  supply(ids: Iterable<string>): Promise<void>;
}

/**
 * Looks the messages of `ids` up, showing nothing: for what a page shows only once the browser
 * has read something the server cannot know (IndexedDB, the storage estimate). In the server's
 * render (recordLookups) the page's head then carries them with the frame's; in the browser a
 * missing one is noted and fetched (useI18n), as one drawn would be.
 */
export function lookUp(i18n: I18n, ids: readonly string[]): void {
  for (const id of ids) i18n._({ id });
}

/**
 * One number format and one plural rule per language: making an Intl object costs far more than
 * using one (a title page formats dozens of messages as it hydrates: 70 ms of a slow phone's
 * main thread when each made its own).
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

function numberFormat(locale: string): Intl.NumberFormat {
  let made = numberFormats.get(locale);
  if (!made) numberFormats.set(locale, (made = new Intl.NumberFormat(locale)));
  return made;
}

function pluralRule(locale: string): Intl.PluralRules {
  let made = pluralRules.get(locale);
  if (!made) pluralRules.set(locale, (made = new Intl.PluralRules(locale)));
  return made;
}

/**
 * Whole numbers from 0 to 999 are written alike in our five languages (Latin digits, nothing to
 * group): no Intl object for them. The first one a page makes costs ~13 ms on this machine.
 */
export function plainDigits(n: number): boolean {
  return Number.isInteger(n) && n >= 0 && n < 1000;
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
    const digits = plainDigits(n) ? String(n) : numberFormat(locale).format(n);
    if (type === "plural") {
      const branches = arg as Record<string, CompiledMessage>;
      const rule = pluralRule(locale).select(n);
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
  /**
   * With a page's first messages only (the server render's): how to load the rest of its
   * language's catalogue (its own cacheable chunk), which `whole()` starts.
   */
  rest?: () => Promise<Messages>,
  /** How to load the shell's messages (a module of the build's), which `shell()` starts. */
  shellPart?: () => Promise<Messages>,
): I18n {
  let loading: Promise<void> | undefined = rest ? undefined : Promise.resolve();
  let loadingShell: Promise<void> | undefined = shellPart ? undefined : Promise.resolve();
  /** Into the catalogue, never over a message it holds (the head's, a console part loaded meanwhile). */
  const add = (more: Messages) => {
    for (const [id, compiled] of Object.entries(more)) messages[id] ??= compiled;
  };
  const i18n: I18n = {
    locale: language,
    complete: !rest,
    // Into the catalogue given (each page and each server render has its own).
    load(more) {
      Object.assign(messages, more);
    },
    has: (id) => Object.hasOwn(messages, id),
    whole() {
      const load = rest ?? (() => Promise.resolve<Messages>({}));
      loading ??= load().then((more) => {
        add(more);
        (i18n as { complete: boolean }).complete = true;
      });
      return loading;
    },
    shell() {
      loadingShell ??= shellPart!().then(add);
      return loadingShell;
    },
    async supply(ids) {
      const lacking = () => [...ids].some((id) => !Object.hasOwn(messages, id));
      if (!lacking() || i18n.complete) return;
      await i18n.shell().catch(() => undefined);
      if (lacking()) await i18n.whole();
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
  return i18n;
}

/**
 * `i18n` noting each message id a render looks up (the server render: the page's head then
 * carries only those, the rest of the catalogue is the browser's to fetch).
 */
export function recordLookups(i18n: I18n): { i18n: I18n; used: Set<string> } {
  const used = new Set<string>();
  return {
    used,
    i18n: {
      locale: i18n.locale,
      get complete() {
        return i18n.complete;
      },
      load: (more) => {
        i18n.load(more);
      },
      has: (id) => i18n.has(id),
      whole: () => i18n.whole(),
      shell: () => i18n.shell(),
      supply: (ids) => i18n.supply(ids),
      _: (descriptor) => {
        used.add(descriptor.id);
        return i18n._(descriptor);
      },
    },
  };
}

/**
 * The i18n the browser's page will render with, as soon as start-app.tsx starts making it (its
 * catalogue may still be on its way); none on the server.
 */
export const pageI18n: { current?: Promise<I18n> } = {};

/**
 * The id of the head's JSON block with the page's language and the compiled messages its server
 * render used (`{}` on a page the server did not draw).
 */
export const MESSAGES_ELEMENT_ID = "tz-messages";

/**
 * The language and messages the server put in the page's head (no extra request before the
 * first render, which draws what the server drew), or null (a page without them: the dev
 * server, a test).
 */
export function embeddedMessages(
  doc: Pick<Document, "getElementById"> = document,
): { language: Language; messages: Messages; shell: string | null } | null {
  const element = doc.getElementById(MESSAGES_ELEMENT_ID);
  const language = element?.getAttribute("data-language");
  if (!element?.textContent || !isLanguage(language)) return null;
  // The build's module of the messages the app's shell may draw (a same-origin asset), if named.
  const shell = element.getAttribute("data-shell");
  try {
    return {
      language,
      messages: JSON.parse(element.textContent) as Messages,
      shell: shell?.startsWith("/assets/") ? shell : null,
    };
  } catch {
    return null;
  }
}

/**
 * The source texts (English as written in the code) for values made outside a component: the
 * spec's words where a module needs them as constants, and tests.
 */
export const sourceI18n: I18n = createI18n("en", {});
