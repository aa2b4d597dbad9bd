import { expect, keepScreenshot, test } from "./fixtures.ts";
import { followLink } from "./pages.ts";

// Issue 16: a filmmaker sends a film without an account, in five steps, on a phone or a laptop.
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4000, 9)]);
const SRT = Buffer.from("1\n00:00:01,000 --> 00:00:03,000\nEkaabo!\n");

test("a filmmaker fills the five steps, adds a poster and subtitles, sends, and follows it", async ({
  page,
}, info) => {
  const title = `Makoko Tide ${info.project.name} ${Date.now().toString(36)}`;
  await page.goto("/");
  await followLink(page, page.getByRole("link", { name: "Submit your film" }), /\/submit$/);
  const form = page.getByRole("form", { name: "Submit your film" });

  // 1. The film: what is missing is said before anything is sent.
  await form.getByRole("button", { name: "Save and continue" }).click();
  await expect(form.getByText("Type the film's title.")).toBeVisible();
  await form.getByRole("textbox", { name: "Title" }).fill(title);
  await form.getByRole("textbox", { name: "Year" }).fill("2025");
  await form.getByRole("textbox", { name: "Running time (minutes)" }).fill("94");
  await form.getByRole("textbox", { name: "Languages" }).fill("Yoruba, English");
  await form.getByRole("textbox", { name: "Country of production" }).fill("Nigeria");
  await form.getByRole("checkbox", { name: "Drama" }).check();
  await keepScreenshot(page, "submit-film", info.project.name);
  await form.getByRole("button", { name: "Save and continue" }).click();

  // 2. Story and credits.
  await expect(form.getByRole("heading", { name: "Story and credits" })).toBeVisible();
  await expect(form.getByText(/draft TZ-SUB-[2-9A-HJ-NP-Z]{6}, saved/)).toBeVisible();
  await form
    .getByRole("textbox", { name: "In one line" })
    .fill("A girl takes her father's boat out alone.");
  await form
    .getByRole("textbox", { name: "Synopsis" })
    .fill("In Makoko, after the storm, a girl of twelve takes the boat out.");
  await form
    .getByRole("textbox", { name: "Credits" })
    .fill("Director: Adaeze Okafor. With Tunde Bello.");
  await form.getByRole("button", { name: "Save and continue" }).click();

  // 3. Screener and rights.
  await expect(form.getByRole("heading", { name: "Screener and rights" })).toBeVisible();
  await form.getByRole("textbox", { name: "Screener link" }).fill("https://vimeo.com/123456789");
  await form.getByRole("textbox", { name: "Rights holder" }).fill("Lagoon Pictures Ltd");
  await form.getByRole("textbox", { name: "Territories" }).fill("Worldwide");
  await form.getByRole("button", { name: "Save and continue" }).click();
  await expect(form.getByText("Confirm that you hold these rights.")).toBeVisible();
  await form.getByRole("checkbox", { name: /I hold/ }).check();
  await form.getByRole("button", { name: "Save and continue" }).click();

  // 4. Files: checked by the server as they go up.
  await expect(form.getByRole("heading", { name: "Poster, stills, subtitles" })).toBeVisible();
  const inputs = form.locator('input[type="file"]');
  await inputs.nth(0).setInputFiles({ name: "poster.jpg", mimeType: "image/jpeg", buffer: JPEG });
  await expect(form.getByText("poster.jpg")).toBeVisible();
  await inputs.nth(2).setInputFiles({ name: "yoruba.srt", mimeType: "text/plain", buffer: SRT });
  await expect(form.getByText("yoruba.srt")).toBeVisible();
  await keepScreenshot(page, "submit-files", info.project.name);
  await form.getByRole("button", { name: "Save and continue" }).click();

  // 5. Contact, and send.
  await form.getByRole("textbox", { name: "Your name" }).fill("Adaeze Okafor");
  await form.getByRole("textbox", { name: "Email" }).fill(`adaeze.${Date.now()}@example.test`);
  await form.getByRole("button", { name: "Send my film" }).click();
  const done = page.getByRole("status");
  await expect(done).toContainText("Thank you: your film is with us");
  const reference = (await done.locator("strong").textContent()) ?? "";
  expect(reference).toMatch(/^TZ-SUB-[2-9A-HJ-NP-Z]{6}$/);
  await keepScreenshot(page, "submit-sent", info.project.name);

  await page.getByRole("link", { name: "Follow your submission" }).click();
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
  await expect(page.getByText(`Reference ${reference}`)).toBeVisible();
  await expect(page.getByText("We have it.")).toBeVisible();

  // A new visit to /submit starts a fresh form: the sent one is no longer a draft.
  await page.goto("/submit");
  await expect(page.getByRole("textbox", { name: "Title" })).toHaveValue("");
});
