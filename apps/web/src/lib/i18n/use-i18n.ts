import { compileMessage } from "@lingui/message-utils/compileMessage";
import { createContext, useContext, useEffect, useMemo, useReducer } from "react";
import { type CompiledMessage, type I18n, createI18n } from "./i18n.ts";

/** The page's i18n (its language and catalogue), provided once around the app. */
export const I18nContext = createContext<I18n | null>(null);

let english: I18n | null = null;

/** Lingui's compiler where there is one (tests, dev); the production bundle's stand-in throws. */
function compileOrKeep(message: string): CompiledMessage {
  try {
    return compileMessage(message);
  } catch {
    return message;
  }
}

/** Per component view: the messages its last render asked for and the catalogue lacked. */
const missedIn = new WeakMap<I18n, Set<string>>();

/** A render of the component starts: its lookups so far are forgotten. */
function renderStarts(view: I18n) {
  missedIn.get(view)?.clear();
}

/**
 * `i18n` as one component sees it: a message it asks for while the catalogue is not whole yet,
 * and that the catalogue lacks, is noted (the source text is shown meanwhile).
 */
function noteMisses(i18n: I18n): I18n {
  const missed = new Set<string>();
  const view: I18n = {
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
      if (!i18n.complete && !i18n.has(descriptor.id)) missed.add(descriptor.id);
      return i18n._(descriptor);
    },
  };
  missedIn.set(view, missed);
  return view;
}

/**
 * The page's i18n: `const i18n = useI18n();` then `i18n._` with a descriptor of a literal id and
 * English message — the form `npm run i18n:extract` collects. Without a provider (a component
 * test) the English source texts are shown. The object is the same on every render of a
 * component (effects and memos may depend on it).
 *
 * A server-rendered page starts with only the messages its render used (the head's); the
 * messages its shell may draw (menus, dialogs) are fetched as the page hydrates, the rest of its
 * language's catalogue with the first other page opened (router.tsx). A component drawn before
 * they arrive that lacks a message (a menu opened at once, a layout change on a resize) is never
 * suspended — suspending would hide the page already shown behind the nearest Suspense
 * fallback —: it shows the source text meanwhile and draws again in the page's language once the
 * shell's messages, or the whole catalogue when they lack it, are there. Only such a component
 * waits; the others do not draw again.
 */
export function useI18n(): I18n {
  const provided = useContext(I18nContext);
  // The built app always has its provider (start-app.tsx, entry-server.tsx).
  if (!provided && import.meta.env.PROD) throw new Error("no I18nContext");
  const i18n = provided ?? (english ??= createI18n("en", {}, compileOrKeep));
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  const view = useMemo(() => noteMisses(i18n), [i18n]);
  // This render's lookups decide (noted in render by `_`, read after commit).
  renderStarts(view);
  useEffect(() => {
    const missed = missedIn.get(view);
    if (!missed?.size) return;
    // The shell's messages, or the whole catalogue when they lack one; then drawn again (an
    // offline page keeps the source text until a part can load).
    let mounted = true;
    i18n.supply([...missed]).then(
      () => {
        if (mounted) redraw();
      },
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  });
  return view;
}
