import { describe, expect, it } from "vitest";
import { catalogueProblems } from "../../lib/i18n/translate.ts";
import { REQUEST_AVAILABLE_TEXTS, requestAvailableMail } from "./request-available-mail.ts";

const link = "https://tazama.example/requests";

describe("the mail that a requested title is on Tazama", () => {
  it("is written in every language", () => {
    expect(catalogueProblems(REQUEST_AVAILABLE_TEXTS)).toEqual([]);
  });

  it("speaks the asker's language and keeps the title as given", () => {
    const mail = requestAvailableMail({
      name: "Juma",
      title: "Kilimani {name} & Co",
      link,
      locale: "sw-KE",
    });
    expect(mail.subject).toBe('"Kilimani {name} & Co" iko Tazama');
    expect(mail.text).toContain('Uliomba "Kilimani {name} & Co". Sasa kinapatikana Tazama:');
    expect(mail.html).toContain(`<a href="${link}">Tazama Kilimani {name} &amp; Co</a>`);
  });

  it("is English without a locale", () => {
    const mail = requestAvailableMail({ name: "Ada", title: "Oshodi", link });
    expect(mail.subject).toBe('"Oshodi" is on Tazama');
    expect(mail.text).toContain("Thank you for telling us what you want to watch.");
  });
});
