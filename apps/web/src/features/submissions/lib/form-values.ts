import {
  type SubmissionDetails,
  type SubmissionDraft,
  submissionDetailsSchema,
} from "@tazama/contracts";
import { type I18n, sourceI18n } from "../../../lib/i18n/i18n.ts";

/** What the inputs hold: text as typed; lists as comma-separated text; genres as a list. */
export interface FormValues {
  title: string;
  kind: "movie" | "series";
  year: string;
  runtimeMinutes: string;
  languages: string;
  country: string;
  shortSynopsis: string;
  longSynopsis: string;
  credits: string;
  genres: string[];
  screenerUrl: string;
  screenerPassword: string;
  rightsHolder: string;
  territories: string;
  rightsAttested: boolean;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
}

export type Field = keyof FormValues;

export const EMPTY_VALUES: FormValues = {
  title: "",
  kind: "movie",
  year: "",
  runtimeMinutes: "",
  languages: "",
  country: "",
  shortSynopsis: "",
  longSynopsis: "",
  credits: "",
  genres: [],
  screenerUrl: "",
  screenerPassword: "",
  rightsHolder: "",
  territories: "",
  rightsAttested: false,
  contactName: "",
  contactEmail: "",
  contactPhone: "",
};

const list = (text: string) =>
  text
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);

/** The draft the server keeps: only what is filled in (a draft may be partial). */
export function toDraft(values: FormValues): SubmissionDraft {
  const draft: Record<string, unknown> = {
    kind: values.kind,
    rightsAttested: values.rightsAttested,
  };
  for (const field of [
    "title",
    "country",
    "shortSynopsis",
    "longSynopsis",
    "credits",
    "screenerUrl",
    "screenerPassword",
    "rightsHolder",
    "contactName",
    "contactEmail",
    "contactPhone",
  ] as const) {
    if (values[field].trim()) draft[field] = values[field].trim();
  }
  if (values.year.trim()) draft.year = Number(values.year);
  if (values.runtimeMinutes.trim()) draft.runtimeMinutes = Number(values.runtimeMinutes);
  if (list(values.languages).length) draft.languages = list(values.languages);
  if (list(values.territories).length) draft.territories = list(values.territories);
  if (values.genres.length) draft.genres = values.genres;
  return draft;
}

/** The inputs for a draft read back from the server. */
export function fromDraft(draft: SubmissionDraft): FormValues {
  return {
    ...EMPTY_VALUES,
    ...Object.fromEntries(Object.entries(draft).filter(([, value]) => typeof value === "string")),
    kind: draft.kind ?? "movie",
    year: draft.year ? String(draft.year) : "",
    runtimeMinutes: draft.runtimeMinutes ? String(draft.runtimeMinutes) : "",
    languages: (draft.languages ?? []).join(", "),
    territories: (draft.territories ?? []).join(", "),
    genres: draft.genres ?? [],
    rightsAttested: draft.rightsAttested ?? false,
  };
}

/** The form's steps, each with the fields it asks for (one screen on a phone). */
export const STEPS = [
  {
    key: "film",
    fields: ["title", "kind", "year", "runtimeMinutes", "languages", "country", "genres"],
  },
  { key: "story", fields: ["shortSynopsis", "longSynopsis", "credits"] },
  {
    key: "rights",
    fields: ["screenerUrl", "screenerPassword", "rightsHolder", "territories", "rightsAttested"],
  },
  { key: "files", fields: [] },
  { key: "contact", fields: ["contactName", "contactEmail", "contactPhone"] },
] as const satisfies readonly { key: string; fields: readonly Field[] }[];

/** A step's heading. */
export function stepTitle(step: number, i18n: I18n = sourceI18n): string {
  switch (STEPS[step]?.key) {
    case "story":
      return i18n._({ id: "submission.step.story", message: "Story and credits" });
    case "rights":
      return i18n._({ id: "submission.step.rights", message: "Screener and rights" });
    case "files":
      return i18n._({ id: "submission.step.files", message: "Poster, stills, subtitles" });
    case "contact":
      return i18n._({ id: "submission.step.contact", message: "You, and send" });
    default:
      return i18n._({ id: "submission.step.film", message: "The film" });
  }
}

/**
 * A message of the details' schema (@tazama/contracts, shared with the server) in the page's
 * language; a message it does not know stays as written.
 */
export function issueText(message: string, i18n: I18n = sourceI18n): string {
  const atMost = /^At most (\d+) characters\.$/.exec(message);
  if (atMost) {
    return i18n._({
      id: "submission.error.at-most-characters",
      message: "At most {max} characters.",
      values: { max: atMost[1]! },
    });
  }
  switch (message) {
    case "Type the film's title.":
      return i18n._({ id: "submission.error.title", message: "Type the film's title." });
    case "Say whether it is a film or a series.":
      return i18n._({
        id: "submission.error.kind",
        message: "Say whether it is a film or a series.",
      });
    case "Type the year it was finished.":
      return i18n._({ id: "submission.error.year", message: "Type the year it was finished." });
    case "Type the year as four digits.":
      return i18n._({
        id: "submission.error.year-digits",
        message: "Type the year as four digits.",
      });
    case "Type a year from 1900 on.":
      return i18n._({ id: "submission.error.year-min", message: "Type a year from 1900 on." });
    case "That year is too far ahead.":
      return i18n._({ id: "submission.error.year-max", message: "That year is too far ahead." });
    case "Type the running time in minutes.":
      return i18n._({
        id: "submission.error.runtime",
        message: "Type the running time in minutes.",
      });
    case "Type the running time in whole minutes.":
      return i18n._({
        id: "submission.error.runtime-whole",
        message: "Type the running time in whole minutes.",
      });
    case "Type the running time in minutes (at most 1,200).":
      return i18n._({
        id: "submission.error.runtime-max",
        message: "Type the running time in minutes (at most 1,200).",
      });
    case "Add the languages spoken in it.":
      return i18n._({
        id: "submission.error.languages",
        message: "Add the languages spoken in it.",
      });
    case "At most 10 languages.":
      return i18n._({ id: "submission.error.languages-max", message: "At most 10 languages." });
    case "Type the country of production.":
      return i18n._({
        id: "submission.error.country",
        message: "Type the country of production.",
      });
    case "Write a one-line synopsis (200 characters at most).":
      return i18n._({
        id: "submission.error.short-synopsis",
        message: "Write a one-line synopsis (200 characters at most).",
      });
    case "Write a synopsis.":
      return i18n._({ id: "submission.error.synopsis", message: "Write a synopsis." });
    case "List the director and the main cast.":
      return i18n._({
        id: "submission.error.credits",
        message: "List the director and the main cast.",
      });
    case "Pick at least one genre.":
      return i18n._({ id: "submission.error.genres", message: "Pick at least one genre." });
    case "Pick up to 3 genres.":
      return i18n._({ id: "submission.error.genres-max", message: "Pick up to 3 genres." });
    case "Paste a private screener link starting with https://.":
      return i18n._({
        id: "submission.error.screener",
        message: "Paste a private screener link starting with https://.",
      });
    case "Who holds the rights? (a person or a company)":
      return i18n._({
        id: "submission.error.rights-holder",
        message: "Who holds the rights? (a person or a company)",
      });
    case "Say where you hold the rights (e.g. Worldwide, Nigeria).":
      return i18n._({
        id: "submission.error.territories",
        message: "Say where you hold the rights (e.g. Worldwide, Nigeria).",
      });
    case "Confirm that you hold these rights.":
      return i18n._({
        id: "submission.error.rights-attested",
        message: "Confirm that you hold these rights.",
      });
    case "Type your name.":
      return i18n._({ id: "submission.error.contact-name", message: "Type your name." });
    case "Type an email address we can reach you at.":
      return i18n._({
        id: "submission.error.contact-email",
        message: "Type an email address we can reach you at.",
      });
    default:
      return message;
  }
}

/** The messages of a step's fields that are missing or wrong, by field, in the page's language. */
export function stepErrors(
  values: FormValues,
  step: number,
  i18n: I18n = sourceI18n,
): Partial<Record<Field, string>> {
  const fields = STEPS[step]?.fields ?? [];
  if (fields.length === 0) return {};
  const mask = Object.fromEntries(fields.map((f) => [f, true])) as Partial<
    Record<keyof SubmissionDetails, true>
  >;
  const parsed = submissionDetailsSchema.pick(mask).safeParse(toDraft(values));
  const errors: Partial<Record<Field, string>> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as Field;
      errors[field] ??= issueText(issue.message, i18n);
    }
  }
  return errors;
}
