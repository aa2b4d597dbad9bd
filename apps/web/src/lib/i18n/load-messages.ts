import type { Language } from "@tazama/contracts";
import type { Messages } from "./i18n.ts";

type Catalogue = () => Promise<{ messages: Messages }>;

/** A language's compiled catalogue, fetched on its own (only the active language is loaded). */
export async function loadMessages(language: Language): Promise<Messages> {
  const catalogues: Record<Language, Catalogue> = {
    en: () => import("../../locales/en.po"),
    fr: () => import("../../locales/fr.po"),
    sw: () => import("../../locales/sw.po"),
    ha: () => import("../../locales/ha.po"),
    yo: () => import("../../locales/yo.po"),
  };
  return (await catalogues[language]()).messages;
}

/** The console's part of a language's catalogue, one chunk per language. */
export async function loadConsoleCatalogue(language: Language): Promise<Messages> {
  const catalogues: Record<Language, Catalogue> = {
    en: () => import("../../locales/console/en.po"),
    fr: () => import("../../locales/console/fr.po"),
    sw: () => import("../../locales/console/sw.po"),
    ha: () => import("../../locales/console/ha.po"),
    yo: () => import("../../locales/console/yo.po"),
  };
  return (await catalogues[language]()).messages;
}
