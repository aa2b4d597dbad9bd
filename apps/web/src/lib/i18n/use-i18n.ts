import { compileMessage } from "@lingui/message-utils/compileMessage";
import { createContext, useContext } from "react";
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
 * The page's i18n: `const i18n = useI18n();` then `i18n._` with a descriptor of a literal id and
 * English message — the form `npm run i18n:extract` collects. Without a provider (a component
 * test) the English source texts are shown.
 */
export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (i18n) return i18n;
  // The built app always has its provider (start-app.tsx, entry-server.tsx).
  if (import.meta.env.PROD) throw new Error("no I18nContext");
  english ??= createI18n("en", {}, compileOrKeep);
  return english;
}
