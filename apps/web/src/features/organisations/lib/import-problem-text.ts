import type { ImportStatus } from "@tazama/contracts";
import type { I18n } from "../../../lib/i18n/i18n.ts";

type Problem = ImportStatus["problems"][number];

/** Why a row of a member file is left out, in the page's language (the API's English otherwise). */
export function importProblemText(problem: Problem, i18n: I18n): string {
  switch (problem.code) {
    case "name-missing":
      return i18n._({ id: "org.upload.problem.name-missing", message: "The name is missing." });
    case "name-long":
      return i18n._({
        id: "org.upload.problem.name-long",
        message: "The name is longer than 120 characters.",
      });
    case "name-formula":
      return i18n._({
        id: "org.upload.problem.name-formula",
        message:
          "The name starts with =, +, - or @, so a spreadsheet would read it as a formula. Write the name as it is said.",
      });
    case "contact-missing":
      return i18n._({
        id: "org.upload.problem.contact-missing",
        message: "An email or a phone number is needed.",
      });
    case "email-invalid":
      return i18n._({
        id: "org.upload.problem.email-invalid",
        message: "“{value}” is not an email address.",
        values: { value: problem.value ?? "" },
      });
    case "phone-invalid":
      return i18n._({
        id: "org.upload.problem.phone-invalid",
        message: "“{value}” is not a phone number.",
        values: { value: problem.value ?? "" },
      });
    case "duplicate":
      return i18n._({
        id: "org.upload.problem.duplicate",
        message: "Same person as line {line}.",
        values: { line: problem.sameAs ?? 0 },
      });
    case "failed":
      return i18n._({
        id: "org.upload.problem.failed",
        message: "The account could not be made.",
      });
    default:
      return problem.reason;
  }
}
