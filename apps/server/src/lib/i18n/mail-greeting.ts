import type { TextCatalogue } from "./translate.ts";

/** How every mail opens. */
export const HELLO = "Hello {name},";

/** The greeting in the other languages, for a mail's own catalogue to include. */
export const GREETING_TEXTS: TextCatalogue = {
  [HELLO]: {
    fr: "Bonjour {name},",
    sw: "Habari {name},",
    ha: "Sannu {name},",
    yo: "Báwo ni {name},",
  },
};
