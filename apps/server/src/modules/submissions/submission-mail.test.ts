import { describe, expect, it } from "vitest";
import { catalogueProblems } from "../../lib/i18n/translate.ts";
import { SUBMISSION_MAIL_TEXTS, submissionMail } from "./submission-mail.ts";

const input = {
  name: "Amaka",
  title: "Oshodi {name} & Co",
  reference: "TZ-SUB-ABC234",
  note: null,
  link: "https://tazama.example/submit/TZ-SUB-ABC234",
} as const;

describe("the mails to a filmmaker about their submission", () => {
  it("are written in every language", () => {
    expect(catalogueProblems(SUBMISSION_MAIL_TEXTS)).toEqual([]);
  });

  it("speak the submitter's language and keep the title as given", () => {
    const mail = submissionMail({ ...input, status: "accepted", language: "sw" });
    expect(mail.subject).toBe("Filamu yako imekubaliwa: Oshodi {name} & Co (TZ-SUB-ABC234)");
    expect(mail.text.split("\n")[0]).toBe("Habari Amaka,");
    expect(mail.text).toContain('"Oshodi {name} & Co" — kumbukumbu TZ-SUB-ABC234');
    expect(mail.html).toContain(`<a href="${input.link}">Ilipofikia</a>`);
  });

  it("are English when the language is not known", () => {
    const mail = submissionMail({ ...input, status: "received" });
    expect(mail.subject).toBe("We received your film: Oshodi {name} & Co (TZ-SUB-ABC234)");
    expect(mail.html).toContain("reference <strong>TZ-SUB-ABC234</strong>");
  });
});
