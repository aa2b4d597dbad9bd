import type { CreditRole } from "@tazama/contracts";
import type { I18n } from "../../../lib/i18n/i18n.ts";

/**
 * A role's name in the page's language: a title page's group heading ("Cast", "Directors" for
 * two) or, with `person`, one person's part ("Actor", "Director").
 */
export function creditRoleWord(
  role: CreditRole,
  i18n: I18n,
  { count = 1, person = false }: { count?: number; person?: boolean } = {},
): string {
  switch (role) {
    case "actor":
      return person
        ? i18n._({ id: "credits.actor", message: "Actor" })
        : i18n._({ id: "credits.cast", message: "Cast" });
    case "director":
      return i18n._({
        id: "credits.director",
        message: "{count, plural, one {Director} other {Directors}}",
        values: { count },
      });
    case "writer":
      return i18n._({
        id: "credits.writer",
        message: "{count, plural, one {Writer} other {Writers}}",
        values: { count },
      });
    case "producer":
      return i18n._({
        id: "credits.producer",
        message: "{count, plural, one {Producer} other {Producers}}",
        values: { count },
      });
  }
}

/** "as Kunle": the character a cast member plays. */
export function characterWords(character: string, i18n: I18n): string {
  return i18n._({ id: "credits.as", message: "as {character}", values: { character } });
}
