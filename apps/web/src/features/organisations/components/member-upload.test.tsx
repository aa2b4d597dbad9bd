import type { ImportStatus } from "@tazama/contracts";
import { screen, within } from "@testing-library/react";
import userEvent, { PointerEventsCheckLevel } from "@testing-library/user-event";
import type { ReactElement } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "../../../lib/i18n/i18n.ts";
import { loadMessages } from "../../../lib/i18n/load-messages.ts";
import { I18nContext } from "../../../lib/i18n/use-i18n.ts";
import { fakeApi } from "../../../test/fake-api.ts";
import { renderWithProviders } from "../../../test/render.tsx";
import { MemberUpload } from "./member-upload.tsx";

const FAST = { delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never } as const;
const ORG = "0b6f7a52-4c8e-4d55-9a43-2f1f4f0e9b10";
const FORMULA =
  "The name starts with =, +, - or @, so a spreadsheet would read it as a formula. Write the name as it is said.";

const PREVIEW: ImportStatus = {
  id: "5c1b8a3e-9d3f-4a8e-8f3c-1a2b3c4d5e6f",
  status: "preview",
  fileName: "members.csv",
  totals: { rows: 5, toCreate: 1, toLink: 0, alreadyMembers: 0, invalid: 3, duplicates: 1 },
  results: { created: 0, linked: 0, invited: 0, failed: 0 },
  problems: [
    { line: 3, kind: "invalid", code: "name-formula", reason: FORMULA },
    {
      line: 4,
      kind: "invalid",
      code: "email-invalid",
      value: "not-an-email",
      reason: '"not-an-email" is not an email address.',
    },
    { line: 5, kind: "duplicate", code: "duplicate", sameAs: 2, reason: "Same person as line 2." },
    { line: 6, kind: "invalid", reason: "A reason this web app has no words for." },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
});

async function uploadFile(ui: ReactElement) {
  fakeApi({ [`POST /api/v1/orgs/${ORG}/imports`]: { status: 201, body: PREVIEW } });
  renderWithProviders(ui);
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  const file = new File(["name,email\n=HYPERLINK(1),x@example.com\n"], "members.csv", {
    type: "text/csv",
  });
  await userEvent.setup(FAST).upload(input, file);
  return screen.findByRole("table");
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    );

describe("the member file's dry run", () => {
  it("lists a formula-like name as a row left out, with its line and why", async () => {
    const table = await uploadFile(<MemberUpload orgId={ORG} />);
    expect(table.getAttribute("aria-label")).toBe("Rows left out");
    expect(rowsOf(table)).toEqual([
      ["3", FORMULA],
      ["4", "“not-an-email” is not an email address."],
      ["5", "Same person as line 2."],
      ["6", "A reason this web app has no words for."],
    ]);
    expect(screen.getByRole("button", { name: "Add 1 person" })).toBeTruthy();
  });

  it("says why in the page's language", async () => {
    const fr = createI18n("fr", await loadMessages("fr"));
    const table = await uploadFile(
      <I18nContext value={fr}>
        <MemberUpload orgId={ORG} />
      </I18nContext>,
    );
    expect(rowsOf(table)).toEqual([
      [
        "3",
        "Le nom commence par =, +, - ou @ : un tableur le lirait comme une formule. Écrivez le nom tel qu’on le dit.",
      ],
      ["4", "« not-an-email » n’est pas une adresse e-mail."],
      ["5", "Même personne qu’à la ligne 2."],
      ["6", "A reason this web app has no words for."], // no code: the API's words
    ]);
  });
});
