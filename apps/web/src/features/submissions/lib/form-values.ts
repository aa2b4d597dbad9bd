import {
  type SubmissionDetails,
  type SubmissionDraft,
  submissionDetailsSchema,
} from "@tazama/contracts";

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
    label: "The film",
    fields: ["title", "kind", "year", "runtimeMinutes", "languages", "country", "genres"],
  },
  { label: "Story and credits", fields: ["shortSynopsis", "longSynopsis", "credits"] },
  {
    label: "Screener and rights",
    fields: ["screenerUrl", "screenerPassword", "rightsHolder", "territories", "rightsAttested"],
  },
  { label: "Poster, stills, subtitles", fields: [] },
  { label: "You, and send", fields: ["contactName", "contactEmail", "contactPhone"] },
] as const satisfies readonly { label: string; fields: readonly Field[] }[];

/** The messages of a step's fields that are missing or wrong, by field. */
export function stepErrors(values: FormValues, step: number): Partial<Record<Field, string>> {
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
      errors[field] ??= issue.message;
    }
  }
  return errors;
}
