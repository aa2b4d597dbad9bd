import { type Language, nameForMail } from "@tazama/contracts";
import { escapeHtml } from "../../lib/escape-html.ts";
import { GREETING_TEXTS, HELLO } from "../../lib/i18n/mail-greeting.ts";
import { type TextCatalogue, translate } from "../../lib/i18n/translate.ts";
import type { AlertChange } from "./quality-alerts.ts";

const FAILURES_TITLE = "Playback failures at {value}%";
const FAILURES_BODY =
  "In the last 10 minutes, {value}% of {plays} plays failed. The alert is set at {threshold}%.";
const FAILURES_OVER_TITLE = "Playback failures are back under {threshold}%";
const FAILURES_OVER_BODY = "In the last 10 minutes, {value}% of {plays} plays failed.";
const STARTUP_TITLE = "Slow starts: 95% of plays within {value} s";
const STARTUP_BODY =
  "In the last 10 minutes, one play in 20 of {plays} took more than {value} s to start. The alert is set at {threshold} s.";
const STARTUP_OVER_TITLE = "Starts are back under {threshold} s";
const STARTUP_OVER_BODY = "In the last 10 minutes, 95% of {plays} plays started within {value} s.";
const OPEN_REPORT = "See the quality report:";
const OPEN_REPORT_LINK = "Open the quality report";

/** The alerts' texts in the other languages (written by us; for review by native speakers). */
export const QUALITY_ALERT_TEXTS: TextCatalogue = {
  ...GREETING_TEXTS,
  [FAILURES_TITLE]: {
    fr: "Échecs de lecture à {value} %",
    sw: "Hitilafu za uchezaji zimefika {value}%",
    ha: "Kasawar kunnawa ta kai {value}%",
    yo: "Ìkùnà ìṣeré ti dé {value}%",
  },
  [FAILURES_BODY]: {
    fr: "Ces 10 dernières minutes, {value} % des {plays} lectures ont échoué. L’alerte est réglée à {threshold} %.",
    sw: "Katika dakika 10 zilizopita, {value}% ya michezo {plays} ilishindwa. Tahadhari imewekwa kwenye {threshold}%.",
    ha: "A cikin mintuna 10 da suka wuce, {value}% na kunnawa {plays} sun kasa. An saita faɗakarwa a {threshold}%.",
    yo: "Ní ìṣẹ́jú 10 tó kọjá, {value}% nínú ìṣeré {plays} ló kùnà. A ṣètò ìkìlọ̀ sí {threshold}%.",
  },
  [FAILURES_OVER_TITLE]: {
    fr: "Les échecs de lecture sont repassés sous {threshold} %",
    sw: "Hitilafu za uchezaji zimerudi chini ya {threshold}%",
    ha: "Kasawar kunnawa ta koma ƙasa da {threshold}%",
    yo: "Ìkùnà ìṣeré ti padà sí ìsàlẹ̀ {threshold}%",
  },
  [FAILURES_OVER_BODY]: {
    fr: "Ces 10 dernières minutes, {value} % des {plays} lectures ont échoué.",
    sw: "Katika dakika 10 zilizopita, {value}% ya michezo {plays} ilishindwa.",
    ha: "A cikin mintuna 10 da suka wuce, {value}% na kunnawa {plays} sun kasa.",
    yo: "Ní ìṣẹ́jú 10 tó kọjá, {value}% nínú ìṣeré {plays} ló kùnà.",
  },
  [STARTUP_TITLE]: {
    fr: "Démarrages lents : 95 % des lectures en {value} s",
    sw: "Kuanza polepole: 95% ya michezo ndani ya sekunde {value}",
    ha: "Farawa a hankali: 95% na kunnawa cikin daƙiƙa {value}",
    yo: "Ìbẹ̀rẹ̀ tó lọ́ra: 95% ìṣeré láàárín ìṣẹ́jú-àáyá {value}",
  },
  [STARTUP_BODY]: {
    fr: "Ces 10 dernières minutes, une lecture sur 20 parmi {plays} a mis plus de {value} s à démarrer. L’alerte est réglée à {threshold} s.",
    sw: "Katika dakika 10 zilizopita, mchezo mmoja kati ya 20 kati ya {plays} ulichukua zaidi ya sekunde {value} kuanza. Tahadhari imewekwa kwenye sekunde {threshold}.",
    ha: "A cikin mintuna 10 da suka wuce, kunnawa ɗaya cikin 20 daga {plays} ya ɗauki fiye da daƙiƙa {value} kafin ya fara. An saita faɗakarwa a daƙiƙa {threshold}.",
    yo: "Ní ìṣẹ́jú 10 tó kọjá, ìṣeré kan nínú 20 lára {plays} gba ju ìṣẹ́jú-àáyá {value} lọ kí ó tó bẹ̀rẹ̀. A ṣètò ìkìlọ̀ sí ìṣẹ́jú-àáyá {threshold}.",
  },
  [STARTUP_OVER_TITLE]: {
    fr: "Les démarrages sont repassés sous {threshold} s",
    sw: "Kuanza kumerudi chini ya sekunde {threshold}",
    ha: "Farawa ta koma ƙasa da daƙiƙa {threshold}",
    yo: "Ìbẹ̀rẹ̀ ti padà sí ìsàlẹ̀ ìṣẹ́jú-àáyá {threshold}",
  },
  [STARTUP_OVER_BODY]: {
    fr: "Ces 10 dernières minutes, 95 % des {plays} lectures ont démarré en {value} s.",
    sw: "Katika dakika 10 zilizopita, 95% ya michezo {plays} ilianza ndani ya sekunde {value}.",
    ha: "A cikin mintuna 10 da suka wuce, 95% na kunnawa {plays} sun fara cikin daƙiƙa {value}.",
    yo: "Ní ìṣẹ́jú 10 tó kọjá, 95% nínú ìṣeré {plays} ló bẹ̀rẹ̀ láàárín ìṣẹ́jú-àáyá {value}.",
  },
  [OPEN_REPORT]: {
    fr: "Voir le rapport de qualité :",
    sw: "Tazama ripoti ya ubora:",
    ha: "Duba rahoton inganci:",
    yo: "Wo ìròyìn dídára:",
  },
  [OPEN_REPORT_LINK]: {
    fr: "Ouvrir le rapport de qualité",
    sw: "Fungua ripoti ya ubora",
    ha: "Buɗe rahoton inganci",
    yo: "Ṣí ìròyìn dídára",
  },
};

/** Where the alerts point: the console's quality report. */
export const QUALITY_REPORT_PATH = "/admin/quality";

const seconds = (ms: number) => (Math.round(ms / 100) / 10).toString();

/** An alert's title and body in `language`. */
export function alertTexts(
  change: Pick<AlertChange, "rule" | "change" | "value" | "threshold" | "plays">,
  language: Language,
): { title: string; body: string } {
  const startup = change.rule === "startup";
  const values = {
    value: startup ? seconds(change.value) : change.value,
    threshold: startup ? seconds(change.threshold) : change.threshold,
    plays: change.plays,
  };
  const t = (english: string) => translate(QUALITY_ALERT_TEXTS, language, english, values);
  const [title, body] =
    change.change === "breach"
      ? startup
        ? [STARTUP_TITLE, STARTUP_BODY]
        : [FAILURES_TITLE, FAILURES_BODY]
      : startup
        ? [STARTUP_OVER_TITLE, STARTUP_OVER_BODY]
        : [FAILURES_OVER_TITLE, FAILURES_OVER_BODY];
  return { title: t(title), body: t(body) };
}

/** The alert's mail to one admin, in their language: plain text first, with the report's link. */
export function alertMail(
  change: Pick<AlertChange, "rule" | "change" | "value" | "threshold" | "plays">,
  { name, link, language }: { name: string; link: string; language: Language },
) {
  const { title, body } = alertTexts(change, language);
  const t = (english: string) =>
    translate(QUALITY_ALERT_TEXTS, language, english, { name: nameForMail(name) });
  const text = [t(HELLO), "", body, "", t(OPEN_REPORT), link].join("\n");
  const html = `<p>${escapeHtml(t(HELLO))}</p>
<p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(t(OPEN_REPORT_LINK))}</a></p>`;
  return { subject: title, text, html };
}
