import { type Language, nameForMail, type SubmissionStatus } from "@tazama/contracts";
import { escapeHtml } from "../../lib/escape-html.ts";
import { GREETING_TEXTS, HELLO } from "../../lib/i18n/mail-greeting.ts";
import { type TextCatalogue, translate } from "../../lib/i18n/translate.ts";

type Sent = Exclude<SubmissionStatus, "draft">;

const WHAT_NEXT: Record<Sent, string> = {
  received:
    "We have your submission. Our programming team reads every one; we will write when it is in review.",
  in_review:
    "Our programming team is watching your film now. We will write again with our decision.",
  accepted:
    "Good news: we would like to bring your film to Tazama. Our team will contact you about the licence and the files.",
  declined: "Thank you for thinking of Tazama. We will not take this film on for now.",
};

const SUBJECT: Record<Sent, string> = {
  received: "We received your film",
  in_review: "Your film is in review",
  accepted: "Your film is accepted",
  declined: "About your film",
};

const REFERENCE = "reference {reference}";
const WHERE = "Where it stands";
const WHERE_TEXT = "Where it stands:";

/** The mail's texts in the other languages (written by us; for review by native speakers). */
export const SUBMISSION_MAIL_TEXTS: TextCatalogue = {
  ...GREETING_TEXTS,
  [WHAT_NEXT.received]: {
    fr: "Nous avons bien reçu votre film. Notre équipe de programmation les lit tous ; nous vous écrirons quand il sera en cours d’examen.",
    sw: "Tumepokea filamu yako. Timu yetu ya programu husoma kila moja; tutakuandikia itakapoanza kukaguliwa.",
    ha: "Mun karɓi fim ɗinka. Ƙungiyarmu ta shirye-shirye tana karanta kowanne; za mu rubuta maka idan an fara duba shi.",
    yo: "A ti gba fíìmù rẹ. Ẹgbẹ́ ètò wa ń ka gbogbo wọn; a ó kọ̀wé sí ọ nígbà tí a bá bẹ̀rẹ̀ sí ní yẹ̀ ẹ́ wò.",
  },
  [WHAT_NEXT.in_review]: {
    fr: "Notre équipe de programmation regarde votre film en ce moment. Nous vous écrirons à nouveau avec notre décision.",
    sw: "Timu yetu ya programu inatazama filamu yako sasa. Tutakuandikia tena na uamuzi wetu.",
    ha: "Ƙungiyarmu ta shirye-shirye tana kallon fim ɗinka yanzu. Za mu sake rubuta maka da shawararmu.",
    yo: "Ẹgbẹ́ ètò wa ń wo fíìmù rẹ báyìí. A ó tún kọ̀wé sí ọ pẹ̀lú ìpinnu wa.",
  },
  [WHAT_NEXT.accepted]: {
    fr: "Bonne nouvelle : nous aimerions proposer votre film sur Tazama. Notre équipe vous contactera au sujet de la licence et des fichiers.",
    sw: "Habari njema: tungependa kuleta filamu yako Tazama. Timu yetu itawasiliana nawe kuhusu leseni na faili.",
    ha: "Albishir: muna son kawo fim ɗinka Tazama. Ƙungiyarmu za ta tuntuɓe ka game da lasisi da fayiloli.",
    yo: "Ìròyìn ayọ̀: a fẹ́ mú fíìmù rẹ wá sí Tazama. Ẹgbẹ́ wa yóò kàn sí ọ nípa ìwé àṣẹ àti àwọn fáìlì.",
  },
  [WHAT_NEXT.declined]: {
    fr: "Merci d’avoir pensé à Tazama. Nous ne retiendrons pas ce film pour le moment.",
    sw: "Asante kwa kufikiria Tazama. Hatutachukua filamu hii kwa sasa.",
    ha: "Na gode da ka tuna da Tazama. Ba za mu ɗauki wannan fim ba a yanzu.",
    yo: "A dúpẹ́ pé o ronú nípa Tazama. A kò ní gba fíìmù yìí báyìí.",
  },
  [SUBJECT.received]: {
    fr: "Nous avons reçu votre film",
    sw: "Tumepokea filamu yako",
    ha: "Mun karɓi fim ɗinka",
    yo: "A ti gba fíìmù rẹ",
  },
  [SUBJECT.in_review]: {
    fr: "Votre film est en cours d’examen",
    sw: "Filamu yako inakaguliwa",
    ha: "Ana duba fim ɗinka",
    yo: "A ń yẹ fíìmù rẹ wò",
  },
  [SUBJECT.accepted]: {
    fr: "Votre film est accepté",
    sw: "Filamu yako imekubaliwa",
    ha: "An karɓi fim ɗinka",
    yo: "A ti gba fíìmù rẹ wọlé",
  },
  [SUBJECT.declined]: {
    fr: "À propos de votre film",
    sw: "Kuhusu filamu yako",
    ha: "Game da fim ɗinka",
    yo: "Nípa fíìmù rẹ",
  },
  [REFERENCE]: {
    fr: "référence {reference}",
    sw: "kumbukumbu {reference}",
    ha: "lambar shaida {reference}",
    yo: "nọ́mbà ìtọ́kasí {reference}",
  },
  [WHERE]: {
    fr: "Où en est-il",
    sw: "Ilipofikia",
    ha: "Inda ya kai",
    yo: "Ibi tí ó dé",
  },
  [WHERE_TEXT]: {
    fr: "Où en est-il :",
    sw: "Ilipofikia:",
    ha: "Inda ya kai:",
    yo: "Ibi tí ó dé:",
  },
};

/**
 * The mail a submitter gets at each step, with the reference and the status page, in the
 * language they sent the film in (English when not known).
 */
export function submissionMail(input: {
  name: string;
  title: string;
  reference: string;
  status: Sent;
  note: string | null;
  link: string;
  language?: Language | null;
}) {
  const language = input.language ?? "en";
  const t = (english: string) =>
    translate(SUBMISSION_MAIL_TEXTS, language, english, {
      name: nameForMail(input.name),
      reference: input.reference,
    });
  const lines = [
    t(HELLO),
    "",
    `"${input.title}" — ${t(REFERENCE)}`,
    "",
    t(WHAT_NEXT[input.status]),
    ...(input.note ? ["", input.note] : []),
    "",
    t(WHERE_TEXT),
    input.link,
  ];
  const reference = escapeHtml(t(REFERENCE)).replace(
    escapeHtml(input.reference),
    `<strong>${escapeHtml(input.reference)}</strong>`,
  );
  const html = `<p>${escapeHtml(t(HELLO))}</p>
<p>&ldquo;${escapeHtml(input.title)}&rdquo; &mdash; ${reference}</p>
<p>${escapeHtml(t(WHAT_NEXT[input.status]))}</p>
${input.note ? `<p>${escapeHtml(input.note)}</p>` : ""}
<p><a href="${escapeHtml(input.link)}">${escapeHtml(t(WHERE))}</a></p>`;
  return {
    subject: `${t(SUBJECT[input.status])}: ${input.title} (${input.reference})`,
    text: lines.join("\n"),
    html,
  };
}
