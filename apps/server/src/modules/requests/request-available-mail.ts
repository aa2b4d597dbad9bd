import { type Language, languageOf, nameForMail } from "@tazama/contracts";
import { escapeHtml } from "../../lib/escape-html.ts";
import { GREETING_TEXTS, HELLO } from "../../lib/i18n/mail-greeting.ts";
import { type TextCatalogue, translate } from "../../lib/i18n/translate.ts";

const ASKED = 'You asked us for "{title}". It is on Tazama now:';
const ASKED_HTML = "You asked us for “{title}”. It is on Tazama now.";
const WATCH = "Watch {title}";
const THANKS = "Thank you for telling us what you want to watch.";
const SUBJECT = '"{title}" is on Tazama';

/** The mail's texts in the other languages (written by us; for review by native speakers). */
export const REQUEST_AVAILABLE_TEXTS: TextCatalogue = {
  ...GREETING_TEXTS,
  [ASKED]: {
    fr: "Vous nous avez demandé « {title} ». Il est maintenant sur Tazama :",
    sw: 'Uliomba "{title}". Sasa kinapatikana Tazama:',
    ha: 'Ka nemi "{title}" a wurinmu. Yanzu yana kan Tazama:',
    yo: 'O béèrè fún "{title}". Ó ti wà lórí Tazama báyìí:',
  },
  [ASKED_HTML]: {
    fr: "Vous nous avez demandé « {title} ». Il est maintenant sur Tazama.",
    sw: "Uliomba “{title}”. Sasa kinapatikana Tazama.",
    ha: "Ka nemi “{title}” a wurinmu. Yanzu yana kan Tazama.",
    yo: "O béèrè fún “{title}”. Ó ti wà lórí Tazama báyìí.",
  },
  [WATCH]: { fr: "Regarder {title}", sw: "Tazama {title}", ha: "Kalli {title}", yo: "Wo {title}" },
  [THANKS]: {
    fr: "Merci de nous dire ce que vous voulez regarder.",
    sw: "Asante kwa kutuambia unachotaka kutazama.",
    ha: "Na gode da ka gaya mana abin da kake son kallo.",
    yo: "A dúpẹ́ pé o sọ ohun tí o fẹ́ wò fún wa.",
  },
  [SUBJECT]: {
    fr: "« {title} » est sur Tazama",
    sw: '"{title}" iko Tazama',
    ha: '"{title}" yana kan Tazama',
    yo: '"{title}" ti wà lórí Tazama',
  },
};

/**
 * Mail to someone who asked for a title, now on Tazama, in their language: plain text first,
 * with the link.
 */
export function requestAvailableMail({
  name,
  title,
  link,
  locale,
}: {
  name: string;
  title: string;
  link: string;
  locale?: string | null;
}) {
  const language: Language = languageOf(locale) ?? "en";
  const t = (english: string) =>
    translate(REQUEST_AVAILABLE_TEXTS, language, english, { name: nameForMail(name), title });
  const text = [t(HELLO), "", t(ASKED), "", link, "", t(THANKS)].join("\n");
  const html = `<p>${escapeHtml(t(HELLO))}</p>
<p>${escapeHtml(t(ASKED_HTML))}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(t(WATCH))}</a></p>
<p>${escapeHtml(t(THANKS))}</p>`;
  return { subject: t(SUBJECT), text, html };
}
