import { compileMessage } from "@lingui/message-utils/compileMessage";
// React's `use`, under a name of its own: it is called inside `_`, during a render only (see
// componentI18n), where React allows it anywhere; the hooks rule cannot tell that `_` runs there.
import { createContext, use as suspendUntil, useContext, useMemo } from "react";
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

/**
 * A component's view of the page's i18n. While the page holds only its server render's messages
 * (before the rest of the catalogue arrives), a message it lacks, asked for while the component
 * renders, suspends that render until the catalogue is whole: a lazy route or dialog drawn early
 * shows its Suspense fallback, never an id or the English source in another language. Outside a
 * render (an event handler) it is never suspended: the source text then, a case the page's
 * idle load of the catalogue, started after hydration, leaves to a very quick click.
 */
/** The views whose component is rendering (until the end of the task that renders it). */
const rendering = new WeakSet<I18n>();

export function componentI18n(i18n: I18n): I18n {
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
    _: (descriptor) => {
      if (!i18n.complete && rendering.has(view) && !i18n.has(descriptor.id)) {
        suspendUntil(i18n.whole());
      }
      return i18n._(descriptor);
    },
  };
  return view;
}

/**
 * The page's i18n: `const i18n = useI18n();` then `i18n._` with a descriptor of a literal id and
 * English message — the form `npm run i18n:extract` collects. Without a provider (a component
 * test) the English source texts are shown. The object is the same on every render of a
 * component (effects and memos may depend on it).
 */
export function useI18n(): I18n {
  const provided = useContext(I18nContext);
  // The built app always has its provider (start-app.tsx, entry-server.tsx).
  if (!provided && import.meta.env.PROD) throw new Error("no I18nContext");
  const i18n = provided ?? (english ??= createI18n("en", {}, compileOrKeep));
  const view = useMemo(() => componentI18n(i18n), [i18n]);
  if (!i18n.complete && !rendering.has(view)) {
    rendering.add(view);
    // Until the end of this render's task (React renders a component in one go): an event
    // handler, later, is never suspended.
    queueMicrotask(() => {
      rendering.delete(view);
    });
  }
  return view;
}
