import type { Language } from "@tazama/contracts";
import type { Messages } from "./i18n.ts";

/** A language's compiled catalogue, fetched on its own (only the active language is loaded). */
export async function loadMessages(language: Language): Promise<Messages> {
  const catalogues: Record<Language, () => Promise<{ messages: Messages }>> = {
    en: () => import("../../locales/en.po"),
    fr: () => import("../../locales/fr.po"),
    sw: () => import("../../locales/sw.po"),
    ha: () => import("../../locales/ha.po"),
    yo: () => import("../../locales/yo.po"),
  };
  return (await catalogues[language]()).messages;
}
