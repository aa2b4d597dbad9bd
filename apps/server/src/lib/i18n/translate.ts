import { LANGUAGES, type Language } from "@tazama/contracts";

/** One text in every language but English (the source, written in the code). */
export type Translations = Readonly<Record<Exclude<Language, "en">, string>>;

/** Texts keyed by their English: each with its four translations. */
export type TextCatalogue = Readonly<Record<string, Translations>>;

/**
 * `english` in `language` from `catalogue`, with `{name}` placeholders filled from `values`;
 * English itself (or a text not in the catalogue) stays as written.
 */
export function translate(
  catalogue: TextCatalogue,
  language: Language,
  english: string,
  values: Readonly<Record<string, string | number>> = {},
): string {
  const text = language === "en" ? english : (catalogue[english]?.[language] ?? english);
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** The `{name}` placeholders of a text, sorted (a translation must keep exactly these). */
export function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? "").sort();
}

/**
 * What a catalogue lacks: for each text, a language whose translation is empty, the English
 * itself, or has other placeholders. Empty when complete (each catalogue's test asks).
 */
export function catalogueProblems(catalogue: TextCatalogue): string[] {
  const others = LANGUAGES.map((l) => l.code).filter((code) => code !== "en");
  return Object.entries(catalogue).flatMap(([english, translations]) =>
    others
      .filter((language) => {
        const text = translations[language];
        return (
          text.trim() === "" ||
          text === english ||
          placeholders(text).join() !== placeholders(english).join()
        );
      })
      .map((language) => `${language}: ${english}`),
  );
}
