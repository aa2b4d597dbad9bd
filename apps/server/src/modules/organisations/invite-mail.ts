import { type Language, nameForMail, ORG_IMPORT_RULES } from "@tazama/contracts";
import { escapeHtml } from "../../lib/escape-html.ts";
import { GREETING_TEXTS, HELLO } from "../../lib/i18n/mail-greeting.ts";
import { type TextCatalogue, translate } from "../../lib/i18n/translate.ts";
import type { OutgoingMail } from "../accounts/accounts.public.ts";

const GAVE = "{org} gave you a Tazama account: African movies and series to watch on your phone.";
const GAVE_HTML = "{org} gave you a Tazama account.";
const CHOOSE = "Choose your password to start watching:";
const CHOOSE_LINK = "Choose your password";
const ONCE = "The link works once and for {days} days. You sign in with {email}.";
const SUBJECT = "{org} invited you to Tazama";
const SMS = "{org} invited you to Tazama, African movies and series. Join here: {link}";

/** The invitation's texts in the other languages (written by us; for review by native speakers). */
export const INVITE_TEXTS: TextCatalogue = {
  ...GREETING_TEXTS,
  [GAVE]: {
    fr: "{org} vous a ouvert un compte Tazama : des films et séries africains à regarder sur votre téléphone.",
    sw: "{org} amekupa akaunti ya Tazama: filamu na tamthilia za Kiafrika za kutazama kwenye simu yako.",
    ha: "{org} ta ba ka asusun Tazama: fina-finai da shirye-shiryen Afirka da za ka kalla a wayarka.",
    yo: "{org} ti fún ọ ní àkáǹtì Tazama: àwọn fíìmù àti eré ìtàn Áfíríkà láti wò lórí fóònù rẹ.",
  },
  [GAVE_HTML]: {
    fr: "{org} vous a ouvert un compte Tazama.",
    sw: "{org} amekupa akaunti ya Tazama.",
    ha: "{org} ta ba ka asusun Tazama.",
    yo: "{org} ti fún ọ ní àkáǹtì Tazama.",
  },
  [CHOOSE]: {
    fr: "Choisissez votre mot de passe pour commencer à regarder :",
    sw: "Chagua nenosiri lako ili uanze kutazama:",
    ha: "Zaɓi kalmar sirrinka don fara kallo:",
    yo: "Yan ọ̀rọ̀ aṣínà rẹ láti bẹ̀rẹ̀ sí í wò:",
  },
  [CHOOSE_LINK]: {
    fr: "Choisir votre mot de passe",
    sw: "Chagua nenosiri lako",
    ha: "Zaɓi kalmar sirrinka",
    yo: "Yan ọ̀rọ̀ aṣínà rẹ",
  },
  [ONCE]: {
    fr: "Le lien ne fonctionne qu’une fois, pendant {days} jours. Vous vous connectez avec {email}.",
    sw: "Kiungo kinafanya kazi mara moja tu, kwa siku {days}. Unaingia kwa {email}.",
    ha: "Hanyar haɗin tana aiki sau ɗaya kawai, na kwanaki {days}. Kana shiga da {email}.",
    yo: "Ìjápọ̀ náà ń ṣiṣẹ́ lẹ́ẹ̀kan ṣoṣo, fún ọjọ́ {days}. O ó wọlé pẹ̀lú {email}.",
  },
  [SUBJECT]: {
    fr: "{org} vous invite sur Tazama",
    sw: "{org} amekualika Tazama",
    ha: "{org} ta gayyace ka zuwa Tazama",
    yo: "{org} pè ọ́ sí Tazama",
  },
  [SMS]: {
    fr: "{org} vous invite sur Tazama, films et séries africains. Rejoignez-nous ici : {link}",
    sw: "{org} amekualika Tazama, filamu na tamthilia za Kiafrika. Jiunge hapa: {link}",
    ha: "{org} ta gayyace ka zuwa Tazama, fina-finai da shirye-shiryen Afirka. Shiga nan: {link}",
    yo: "{org} pè ọ́ sí Tazama, àwọn fíìmù àti eré ìtàn Áfíríkà. Darapọ̀ níbí: {link}",
  },
};

/**
 * The mail to a member whose account the organisation made: choose a password, in `language`.
 * Names (the member's, the organisation's) go in cleaned and a formula-like one defused
 * (`nameForMail`); the HTML part escapes them as well.
 */
export function inviteMail(
  input: { org: string; name: string; email: string; link: string },
  language: Language,
): OutgoingMail {
  const t = (english: string) =>
    translate(INVITE_TEXTS, language, english, {
      ...input,
      org: nameForMail(input.org),
      name: nameForMail(input.name),
      days: ORG_IMPORT_RULES.inviteDays,
    });
  const text = [t(HELLO), "", t(GAVE), t(CHOOSE), "", input.link, "", t(ONCE)].join("\n");
  const html = `<p>${escapeHtml(t(HELLO))}</p><p>${escapeHtml(t(GAVE_HTML))}</p><p><a href="${escapeHtml(input.link)}">${escapeHtml(t(CHOOSE_LINK))}</a></p><p>${escapeHtml(t(ONCE))}</p>`;
  return { to: input.email, subject: t(SUBJECT), text, html };
}

/** The text message to someone invited by phone, in `language`. */
export function inviteSms(input: { org: string; link: string }, language: Language): string {
  return translate(INVITE_TEXTS, language, SMS, { ...input, org: nameForMail(input.org) });
}
