import { type Language, languageOf, nameForMail } from "@tazama/contracts";
import { escapeHtml } from "../../lib/escape-html.ts";
import { GREETING_TEXTS, HELLO } from "../../lib/i18n/mail-greeting.ts";
import { type TextCatalogue, translate } from "../../lib/i18n/translate.ts";

const ASKED = "Someone asked to reset the password of your Tazama account.";
const OPEN = "To choose a new password, open:";
const CHOOSE = "Choose a new password";
const ONCE =
  "The link works once and for 15 minutes. If you did not ask for it, ignore this mail: your password stays as it is.";
const SUBJECT = "Reset your Tazama password";

/** The mail's texts in the other languages (written by us; for review by native speakers). */
export const PASSWORD_RESET_TEXTS: TextCatalogue = {
  ...GREETING_TEXTS,
  [ASKED]: {
    fr: "Quelqu'un a demandé à réinitialiser le mot de passe de votre compte Tazama.",
    sw: "Mtu ameomba kuweka upya nenosiri la akaunti yako ya Tazama.",
    ha: "Wani ya nemi a sabunta kalmar sirrin asusunka na Tazama.",
    yo: "Ẹnìkan béèrè láti tún ọ̀rọ̀ aṣínà àkántì Tazama rẹ ṣe.",
  },
  [OPEN]: {
    fr: "Pour choisir un nouveau mot de passe, ouvrez :",
    sw: "Ili kuchagua nenosiri jipya, fungua:",
    ha: "Don zaɓar sabuwar kalmar sirri, buɗe:",
    yo: "Láti yan ọ̀rọ̀ aṣínà tuntun, ṣí:",
  },
  [CHOOSE]: {
    fr: "Choisir un nouveau mot de passe",
    sw: "Chagua nenosiri jipya",
    ha: "Zaɓi sabuwar kalmar sirri",
    yo: "Yan ọ̀rọ̀ aṣínà tuntun",
  },
  [ONCE]: {
    fr: "Le lien ne sert qu'une fois et pendant 15 minutes. Si vous ne l'avez pas demandé, ignorez ce message : votre mot de passe reste inchangé.",
    sw: "Kiungo kinafanya kazi mara moja tu na kwa dakika 15. Kama hukukiomba, puuza barua hii: nenosiri lako linabaki kama lilivyo.",
    ha: "Hanyar tana aiki sau ɗaya kuma na mintuna 15. Idan ba kai ka nema ba, yi watsi da wannan saƙo: kalmar sirrinka za ta kasance yadda take.",
    yo: "Ìjápọ̀ náà ń ṣiṣẹ́ lẹ́ẹ̀kan ṣoṣo fún ìṣẹ́jú 15. Tí kì í bá ṣe ìwọ ló béèrè, fojú fo ímeèlì yìí: ọ̀rọ̀ aṣínà rẹ yóò wà bí ó ṣe wà.",
  },
  [SUBJECT]: {
    fr: "Réinitialisez votre mot de passe Tazama",
    sw: "Weka upya nenosiri lako la Tazama",
    ha: "Sabunta kalmar sirrin Tazama",
    yo: "Tún ọ̀rọ̀ aṣínà Tazama rẹ ṣe",
  },
};

/**
 * The password-reset mail in the account's language (its locale; English without one): plain
 * text first (the dev mailbox extracts links from it).
 */
export function passwordResetMail({
  name,
  link,
  locale,
}: {
  name: string;
  link: string;
  locale?: string | null;
}) {
  const language: Language = languageOf(locale) ?? "en";
  const t = (english: string) =>
    translate(PASSWORD_RESET_TEXTS, language, english, { name: nameForMail(name) });
  const text = [t(HELLO), "", `${t(ASKED)} ${t(OPEN)}`, "", link, "", t(ONCE)].join("\n");
  const html = `<p>${escapeHtml(t(HELLO))}</p>
<p>${escapeHtml(t(ASKED))}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(t(CHOOSE))}</a></p>
<p>${escapeHtml(t(ONCE))}</p>`;
  return { subject: t(SUBJECT), text, html };
}
