import { describe, expect, it } from "vitest";
import { catalogueProblems } from "../../lib/i18n/translate.ts";
import { PASSWORD_RESET_TEXTS, passwordResetMail } from "./password-reset-mail.ts";

const link = "https://tazama.example/reset-password?token=abc";

describe("the password-reset mail", () => {
  it("is written in every language", () => {
    expect(catalogueProblems(PASSWORD_RESET_TEXTS)).toEqual([]);
  });

  it("speaks the account's language, with the link in text and HTML", () => {
    const mail = passwordResetMail({ name: "Aïcha <b>", link, locale: "fr-CI" });
    expect(mail.subject).toBe("Réinitialisez votre mot de passe Tazama");
    expect(mail.text.split("\n")[0]).toBe("Bonjour Aïcha <b>,");
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.html).toContain("Bonjour Aïcha &lt;b&gt;,");
    expect(mail.html).toContain(`<a href="${link}">Choisir un nouveau mot de passe</a>`);
  });

  it("is English for an account with no locale or one we do not speak", () => {
    for (const locale of [null, undefined, "de-DE"]) {
      const mail = passwordResetMail({ name: "Ada", link, locale });
      expect(mail.subject).toBe("Reset your Tazama password");
      expect(mail.text).toMatch(/^Hello Ada,\n/);
    }
  });
});
