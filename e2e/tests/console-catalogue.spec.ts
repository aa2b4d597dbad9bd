import { makeAdmin, replaceArtwork, solidImage, viewerElsewhere } from "./admin.ts";
import { LAPTOP, expect, expectResourceErrors, keepScreenshot, test } from "./fixtures.ts";
import { openEventsDialog } from "./pages.ts";

// Issue 18: the console's pages beyond titles: passes, genres, events, series and cast, and
// organisations.
// Each change shows where viewers look (the membership page, the genre bar, the Events dialog).

test(
  "an admin puts a new pass on sale; viewers see it; taken off sale, new visitors do not",
  LAPTOP,
  async ({ page, browser, baseURL, signUpViewer }, info) => {
    await signUpViewer(`Femi Passes ${info.project.name}`);
    await makeAdmin(page, baseURL!);
    await page.goto("/admin/passes");
    const name = `Harmattan Pass ${Date.now().toString(36).slice(-5)}`;
    const form = page.getByRole("form", { name: "New pass" });
    await form.getByRole("textbox", { name: "Name" }).fill(name);
    await form.getByRole("textbox", { name: "Length in days" }).fill("3");
    await form.getByRole("textbox", { name: "Price in NGN" }).fill("1,500");
    // The viewers below sign up with Kenyan numbers: they are quoted in shillings.
    await form.getByRole("textbox", { name: "Price in KES" }).fill("300");
    await form.getByRole("button", { name: "Create pass" }).click();
    await expect(page.getByText(`${name} is on sale.`)).toBeVisible();
    const card = page.getByRole("region", { name });
    await expect(card).toContainText(/3 days · KSh\s?300 · ₦1,500/);
    await expect(card).toContainText("on sale");
    await keepScreenshot(page, "admin-passes", info.project.name);

    const seen = async (viewerName: string) => {
      const { context, page: viewer } = await viewerElsewhere(browser, baseURL!, viewerName);
      await viewer.goto("/my-membership");
      await expect(viewer.getByRole("heading", { name: "Passes" })).toBeVisible();
      await expect(viewer.getByText("Weekend Pass").first()).toBeVisible();
      const count = await viewer.getByText(name, { exact: true }).count();
      await context.close();
      return count;
    };
    expect(await seen("Yaw Browses")).toBe(1);

    await card.getByRole("button", { name: "Take off sale" }).click();
    await expect(card).toContainText("off sale");
    await expect(card).toContainText("no price");
    expect(await seen("Efua Browses")).toBe(0);
    // The audit log under the passes says what happened, in words.
    await expect(
      page.getByText("Changed the pass's prices").locator("visible=true").first(),
    ).toBeVisible();
  },
);

test(
  "an admin adds a genre, renames it, moves it up and deletes it",
  LAPTOP,
  async ({ page, baseURL, signUpViewer }, info) => {
    await signUpViewer(`Ngozi Genres ${info.project.name}`);
    await makeAdmin(page, baseURL!);
    await page.goto("/admin/genres");
    const name = `Afro Noir ${info.project.name} ${Date.now().toString(36).slice(-4)}`;
    const form = page.getByRole("form", { name: "New genre" });
    await form.getByRole("textbox", { name: "Name" }).fill(name);
    await form.getByRole("button", { name: "Add genre" }).click();
    await expect(page.getByText(`${name} added to the genre bar.`)).toBeVisible();
    const genres = page.getByRole("region", { name: "Genres" });
    const rows = genres.getByRole("group");
    await expect(rows.last()).toHaveAccessibleName(name);
    await expect(rows.last()).toContainText("0 titles");
    // Drama has titles: it cannot be deleted.
    await expect(genres.getByRole("group", { name: "Drama" })).toContainText(/\d+ titles/);
    await keepScreenshot(page, "admin-genres", info.project.name);

    const renamed = `${name} Redux`;
    const row = genres.getByRole("group", { name });
    await row.getByRole("button", { name: "Rename" }).click();
    await row.getByRole("textbox", { name: "New name" }).fill(renamed);
    await row.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(`Renamed to ${renamed}.`)).toBeVisible();
    const mine = genres.getByRole("group", { name: renamed });
    await mine.getByRole("button", { name: `Move ${renamed} up` }).click();
    await expect(rows.nth(-2)).toHaveAccessibleName(renamed);
    await mine.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText(`${renamed} deleted.`)).toBeVisible();
    await expect(genres.getByRole("group", { name: renamed })).toHaveCount(0);
    await expect(page.getByText("Deleted the genre").locator("visible=true").first()).toBeVisible();
  },
);

test(
  "an admin makes an event with its picture; it is in the Events dialog; an edit shows there too",
  LAPTOP,
  async ({ page, baseURL, signUpViewer }, info) => {
    await signUpViewer(`Kofi Events ${info.project.name}`);
    await makeAdmin(page, baseURL!);
    const picture = solidImage(1600, 900, "0x1F7AE0");
    await page.goto("/admin/events");
    await page.getByRole("button", { name: "New event" }).click();
    const form = page.getByRole("form", { name: "New event" });
    const title = `Kumasi Rooftop Cinema ${info.project.name} ${Date.now().toString(36).slice(-4)}`;
    await form.getByRole("textbox", { name: "Title" }).fill(title);
    await form
      .getByRole("textbox", { name: "Description" })
      .fill("Films on a rooftop in Adum. TEKA Bring a cushion; the chairs are hard.");
    const [chooser] = await Promise.all([
      page.waitForEvent("filechooser"),
      form.getByRole("button", { name: "Choose picture" }).click(),
    ]);
    await chooser.setFiles(picture);
    await expect(form.getByRole("img", { name: "The event's picture" })).toBeVisible();
    await form.getByRole("textbox", { name: "Button leads to" }).fill("/movies");
    await form.getByRole("textbox", { name: "Venue" }).fill("Adum, Kumasi");
    await form.getByLabel("Starts").fill("2030-01-10T18:00");
    await form.getByLabel("Ends").fill("2030-01-10T22:00");
    await form.getByRole("button", { name: "Create event" }).click();
    await expect(page.getByText(`${title} is in the Events dialog.`)).toBeVisible();
    const card = page.getByRole("region", { name: title });
    await expect(card).toContainText("upcoming");
    await expect(card).toContainText("Adum, Kumasi");
    await keepScreenshot(page, "admin-events", info.project.name);

    await card.getByRole("button", { name: "Edit" }).click();
    const edit = card.getByRole("form", { name: `Edit ${title}` });
    await edit.getByRole("textbox", { name: "Venue" }).fill("Prempeh II Street, Kumasi");
    await edit.getByRole("button", { name: "Save event" }).click();
    await expect(page.getByText("Event saved.")).toBeVisible();

    await page.goto("/");
    const dialog = await openEventsDialog(page, info.project.name);
    const article = dialog.getByRole("article", { name: title });
    await expect(article).toContainText("Prempeh II Street, Kumasi");
    await expect(article.locator("p").nth(1)).toHaveText(/^Bring a cushion/);
    await expect(article.getByRole("img")).toHaveJSProperty("complete", true);
  },
);

test(
  "an admin starts a series, credits its cast, adds the next episode, and viewers see the cast",
  LAPTOP,
  async ({ page, baseURL, signUpViewer, consoleErrors }, info) => {
    await signUpViewer(`Bola Series ${info.project.name}`);
    await makeAdmin(page, baseURL!);
    await page.goto("/admin/titles/new");
    await page.getByRole("radiogroup", { name: "What to add" }).getByText("Series").click();
    await expect(page.getByRole("heading", { level: 2, name: "New series" })).toBeVisible();
    const show = `Lekki Nights ${info.project.name} ${Date.now().toString(36).slice(-4)}`;
    const details = page.getByRole("form", { name: "Title details" });
    await details.getByRole("textbox", { name: "Title" }).fill(show);
    await details.getByRole("textbox", { name: "Synopsis" }).fill("A housing estate after dark.");
    await details.getByRole("textbox", { name: "Minutes" }).fill("42");
    await details.getByRole("textbox", { name: "Country" }).fill("Nigeria");
    await details.getByRole("textbox", { name: "Language" }).fill("English");
    await details.getByRole("button", { name: "Create draft" }).click();
    await expect(page.getByRole("heading", { level: 2, name: `${show} Ep. 1` })).toBeVisible();
    const firstRef = new URL(page.url()).pathname.split("/").at(-1)!;

    const cast = page.getByRole("form", { name: "Cast and crew" });
    const actor = `Tobi Lead ${Date.now().toString(36).slice(-4)}`;
    await cast.getByRole("button", { name: "Add a person" }).click();
    const row1 = cast.getByRole("group", { name: "Credit 1" });
    await row1.getByRole("textbox", { name: "Name" }).fill(actor);
    await row1.getByRole("textbox", { name: "Character" }).fill("Security man");
    await cast.getByRole("button", { name: "Add a person" }).click();
    const row2 = cast.getByRole("group", { name: "Credit 2" });
    await row2.getByRole("textbox", { name: "Name" }).fill("Kemi Director");
    await row2.getByRole("combobox", { name: "Role" }).selectOption("director");
    await expect(row2.getByRole("textbox", { name: "Character" })).toBeDisabled();
    await cast.getByRole("button", { name: "Save cast and crew" }).click();
    await expect(page.getByText("Cast and crew saved.")).toBeVisible();
    await keepScreenshot(page, "admin-series-episode", info.project.name);

    // Free, so it can be published without prices; with art, since it has no video yet.
    await replaceArtwork(page, "poster", solidImage(900, 1350, "0x2F7A3B"));
    await replaceArtwork(page, "backdrop", solidImage(1920, 1080, "0x3B2F7A"));
    await page.getByRole("checkbox", { name: "Free to watch (no price needed)" }).check();
    await page.getByRole("button", { name: "Save details" }).click();
    await expect(page.getByText("Details saved.")).toBeVisible();
    await page.getByRole("button", { name: "Publish" }).click();
    await expect(page.getByText("Published: viewers see it now.")).toBeVisible();

    await page.getByRole("button", { name: "Add the next episode" }).click();
    const next = page.getByRole("form", { name: "Next episode" });
    await next.getByRole("textbox", { name: "Synopsis" }).fill("The generator dies at midnight.");
    await next.getByRole("button", { name: "Create episode draft" }).click();
    await expect(page.getByRole("heading", { level: 2, name: `${show} Ep. 2` })).toBeVisible();
    expect(page.url()).toContain(`${firstRef.replace(/-ep-1$/, "")}-ep-2`);

    // The series renamed: both episodes follow. Then this one moves to number 3.
    const series = page.getByRole("region", { name: "Series" });
    await series.getByRole("button", { name: "Edit series" }).click();
    const renamed = `${show} Redux`;
    const seriesForm = page.getByRole("form", { name: "Series details" });
    await seriesForm.getByRole("textbox", { name: "Series name" }).fill(renamed);
    await expect(seriesForm).toContainText(`Its episodes become "${renamed} Ep. 1"`);
    await seriesForm.getByRole("button", { name: "Save series" }).click();
    await expect(page.getByText("Series saved.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: `${renamed} Ep. 2` })).toBeVisible();
    await series.getByRole("button", { name: "Change number" }).click();
    const numberForm = page.getByRole("form", { name: "Episode number" });
    // Number 1 is the first episode's: refused (Chromium logs the 409).
    const episodePath = `/api/v1/admin/titles/${new URL(page.url()).pathname.split("/").at(-1)!}`;
    const refused = expectResourceErrors(page, consoleErrors, episodePath);
    await numberForm.getByRole("textbox", { name: "Episode number" }).fill("1");
    await numberForm.getByRole("button", { name: "Move" }).click();
    await expect(numberForm.getByRole("alert")).toContainText("already has an episode 1");
    refused(1);
    await numberForm.getByRole("textbox", { name: "Episode number" }).fill("3");
    await numberForm.getByRole("button", { name: "Move" }).click();
    await expect(page.getByRole("heading", { level: 2, name: `${renamed} Ep. 3` })).toBeVisible();
    const episodes = series.getByRole("list", { name: "Episodes" });
    await expect(episodes.getByRole("listitem")).toHaveText([
      /Ep\. 1\s*Published/,
      /Ep\. 3\s*Draft/,
    ]);
    await keepScreenshot(page, "admin-series-panel", info.project.name);

    await page.goto(`/view/${firstRef}`);
    const credits = page.getByRole("region", { name: "Cast & crew" });
    await expect(credits.getByRole("link", { name: new RegExp(actor) })).toBeVisible();
    await expect(credits).toContainText("Security man");
    await expect(credits).toContainText("Kemi Director");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(renamed);
  },
);

test("an admin finds an organisation by name and opens its admin's page", async ({
  page,
  browser,
  baseURL,
  signUpViewer,
}, info) => {
  const { context, page: founder } = await viewerElsewhere(browser, baseURL!, "Grace Founder");
  const name = `Tamale Film Club ${info.project.name} ${Date.now().toString(36).slice(-4)}`;
  const made = await founder.request.post("/api/v1/orgs", { data: { name, kind: "other" } });
  expect(made.status(), await made.text()).toBe(201);
  await context.close();

  await signUpViewer(`Issa Orgs ${info.project.name}`);
  await makeAdmin(page, baseURL!);
  await page.goto(`/admin/organisations?q=${encodeURIComponent(name)}`);
  const phone = info.project.name === "mobile";
  const list = page.getByRole(phone ? "list" : "table", { name: "Organisations" });
  await expect(list).toContainText(name);
  await expect(list).toContainText("no seats");
  await keepScreenshot(page, "admin-organisations", info.project.name);
  await list.getByRole("link", { name: "Grace Founder" }).click();
  await expect(page).toHaveURL(/\/admin\/users\/[^/]+$/);
  await expect(page.getByRole("heading", { level: 2, name: "Grace Founder" })).toBeVisible();
});
