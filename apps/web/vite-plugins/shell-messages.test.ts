import type { OutputBundle, OutputChunk } from "rolldown";
import { describe, expect, it } from "vitest";
import { messageIds, shellChunks, shellModule } from "./shell-messages.ts";

/** A bundle's chunk as far as the shell's walk reads it. */
const chunk = (
  fileName: string,
  facade: string | null,
  code: string,
  imports: string[] = [],
  dynamicImports: string[] = [],
) =>
  ({
    type: "chunk",
    fileName,
    facadeModuleId: facade && `/w/${facade}`,
    code,
    imports,
    dynamicImports,
  }) as unknown as OutputChunk;

const bundle = {
  "assets/index.js": chunk("assets/index.js", "index.html", "", [], ["assets/main.js"]),
  "assets/main.js": chunk("assets/main.js", "src/main.tsx", "", ["assets/app.js"]),
  "assets/app.js": chunk(
    "assets/app.js",
    null,
    'i18n._({id:`nav.home`});x({id:"nav.about"})',
    [],
    ["assets/menu.js", "assets/movies.js", "assets/fr.js"],
  ),
  // A menu the layout loads when opened: shell.
  "assets/menu.js": chunk("assets/menu.js", "src/app/layout/mobile-menu.tsx", "{id:'menu.open'}"),
  // A page, and what only it loads: not shell.
  "assets/movies.js": chunk(
    "assets/movies.js",
    "src/app/routes/movies.tsx",
    "{id:`movies.title`}",
    [],
    ["assets/filters.js"],
  ),
  "assets/filters.js": chunk("assets/filters.js", null, "{id:`movies.filter`}"),
  "assets/fr.js": chunk("assets/fr.js", "src/locales/fr.po", "{id:`catalogue.only`}"),
  "assets/sw.js": chunk("assets/sw.js", "src/sw/service-worker.ts", "{id:`sw.only`}"),
} as unknown as OutputBundle;

const options = {
  root: "/w",
  pages: new Set(["src/app/routes/movies.tsx"]),
  catalogueLanguage: (module: string) => /^src\/locales\/(\w+)\.po$/.exec(module)?.[1] ?? null,
};

describe("the shell's messages", () => {
  it("are those of the chunks the app reaches without opening a page", () => {
    const files = shellChunks(bundle, options).map((c) => c.fileName);
    expect(files.sort()).toEqual([
      "assets/app.js",
      "assets/index.js",
      "assets/main.js",
      "assets/menu.js",
    ]);
    expect([...messageIds(shellChunks(bundle, options))].sort()).toEqual([
      "menu.open",
      "nav.about",
      "nav.home",
    ]);
  });

  it("fail the build when the page's entry is not in the bundle", () => {
    const none = { "assets/app.js": bundle["assets/app.js"] } as OutputBundle;
    expect(() => shellChunks(none, options)).toThrow(/no chunk for index.html/);
  });

  it("make a module that exports them as a catalogue does", async () => {
    const source = shellModule({ "nav.home": ["Accueil"], quote: ["l'`${x}`</script>"] });
    const url = `data:text/javascript;base64,${Buffer.from(source).toString("base64")}`;
    const module = (await import(url)) as { messages: unknown };
    expect(module.messages).toEqual({ "nav.home": ["Accueil"], quote: ["l'`${x}`</script>"] });
  });
});
