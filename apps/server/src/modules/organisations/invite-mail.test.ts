import { ORG_IMPORT_RULES } from "@tazama/contracts";
import { describe, expect, it } from "vitest";
import { catalogueProblems } from "../../lib/i18n/translate.ts";
import { INVITE_TEXTS, inviteMail, inviteSms } from "./invite-mail.ts";

const input = {
  org: "Lagos Film Club",
  name: "Tunde",
  email: "tunde@example.com",
  link: "https://tazama.example/set-password?token=abc",
};

describe("an organisation's invitation", () => {
  it("is written in every language", () => {
    expect(catalogueProblems(INVITE_TEXTS)).toEqual([]);
  });

  it("speaks the inviting admin's language", () => {
    const mail = inviteMail(input, "yo");
    expect(mail.subject).toBe("Lagos Film Club pè ọ́ sí Tazama");
    expect(mail.text).toContain(
      `Ìjápọ̀ náà ń ṣiṣẹ́ lẹ́ẹ̀kan ṣoṣo, fún ọjọ́ ${ORG_IMPORT_RULES.inviteDays}. O ó wọlé pẹ̀lú tunde@example.com.`,
    );
    expect(mail.html).toContain(`<a href="${input.link}">Yan ọ̀rọ̀ aṣínà rẹ</a>`);
    expect(inviteSms({ org: input.org, link: "https://t.example/org?invite=x" }, "fr")).toBe(
      "Lagos Film Club vous invite sur Tazama, films et séries africains. Rejoignez-nous ici : https://t.example/org?invite=x",
    );
  });

  it("is in English by default, as before", () => {
    const mail = inviteMail(input, "en");
    expect(mail).toMatchObject({
      to: input.email,
      subject: "Lagos Film Club invited you to Tazama",
    });
    expect(mail.text.split("\n")[0]).toBe("Hello Tunde,");
    expect(mail.html).toContain(">Choose your password</a>");
  });
});

describe("names in an invitation (issue 39)", () => {
  it("never carries a bidirectional control or a formula-like name as it was typed", () => {
    const mail = inviteMail(
      { ...input, org: '=HYPERLINK("https://evil.example","Bank")', name: "Tun\u202Ede" },
      "en",
    );
    expect(mail.subject).toBe('\'=HYPERLINK("https://evil.example","Bank") invited you to Tazama');
    expect(mail.text.split("\n")[0]).toBe("Hello Tunde,");
    expect(`${mail.subject}${mail.text}${mail.html}`).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/u);
    expect(mail.html).toContain("&#39;=HYPERLINK(&quot;https://evil.example&quot;");
    expect(inviteSms({ org: "@SUM(1)", link: "https://t.example/x" }, "en")).toBe(
      "'@SUM(1) invited you to Tazama, African movies and series. Join here: https://t.example/x",
    );
  });
});
