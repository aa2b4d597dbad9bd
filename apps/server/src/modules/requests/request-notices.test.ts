import { describe, expect, it } from "vitest";
import { catalogueProblems } from "../../lib/i18n/translate.ts";
import { REQUEST_NOTICE_TEXTS, noticeFor } from "./requests-admin.service.ts";
import type { RequestRow } from "./requests.repository.ts";

const row = (status: RequestRow["status"], note: string | null = null) =>
  ({
    id: 7,
    title: "Oshodi Overtime",
    year: 2023,
    status,
    note,
    availableRef: "oshodi-overtime",
  }) as RequestRow;

describe("the notices of a request that moves on", () => {
  it("are written in every language", () => {
    expect(catalogueProblems(REQUEST_NOTICE_TEXTS)).toEqual([]);
  });

  it("speak each asker's language; an admin's note stays as written", () => {
    expect(noticeFor(row("available"))).toMatchObject({
      title: "Oshodi Overtime is on Tazama",
      body: 'You asked for "Oshodi Overtime" (2023). It is here now.',
      link: "/view/oshodi-overtime",
    });
    expect(noticeFor(row("planned"), "sw")).toMatchObject({
      title: "Oshodi Overtime kinakuja",
      body: 'Uliomba "Oshodi Overtime" (2023). Tunashughulikia kukileta Tazama.',
    });
    expect(noticeFor(row("declined", "The rights are taken."), "fr")).toMatchObject({
      title: "Nous ne pouvons pas proposer Oshodi Overtime",
      body: "The rights are taken.",
    });
    expect(noticeFor(row("pending"), "fr")).toBeNull();
  });
});
