import { type Language, languageOf } from "@tazama/contracts";
import { type TextCatalogue, translate } from "../../lib/i18n/translate.ts";

const TITLE = "Your rental was refunded";
const BODY =
  "{title} did not play because of a problem on our side, so we put {amount} back in your wallet.";

/** The notice's texts in the other languages (written by us; for review by native speakers). */
export const RENTAL_REFUND_TEXTS: TextCatalogue = {
  [TITLE]: {
    fr: "Votre location a été remboursée",
    sw: "Ukodishaji wako umerejeshewa pesa",
    ha: "An mayar maka da kuɗin hayarka",
    yo: "A ti dá owó yíyá rẹ padà",
  },
  [BODY]: {
    fr: "{title} n’a pas pu être lu à cause d’un problème de notre côté : nous avons remis {amount} dans votre portefeuille.",
    sw: "{title} haikucheza kwa sababu ya tatizo upande wetu, kwa hivyo tumerudisha {amount} kwenye pochi yako.",
    ha: "{title} bai kunna ba saboda matsala daga ɓangarenmu, don haka mun mayar da {amount} cikin walat ɗinka.",
    yo: "{title} kò ṣiṣẹ́ nítorí ìṣòro kan ní ọ̀dọ̀ wa, nítorí náà a ti dá {amount} padà sínú àpamọ́wọ́ rẹ.",
  },
};

/** What a viewer whose rental the sweep refunded reads, in their language. */
export function rentalRefundNotice(input: {
  title: string;
  /** Already in the viewer's money format ("₦1,500"). */
  amount: string;
  locale: string | null;
}): { title: string; body: string } {
  const language: Language = languageOf(input.locale) ?? "en";
  const t = (english: string) =>
    translate(RENTAL_REFUND_TEXTS, language, english, {
      title: input.title,
      amount: input.amount,
    });
  return { title: t(TITLE), body: t(BODY) };
}
