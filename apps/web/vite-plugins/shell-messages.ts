import { createHash } from "node:crypto";
import path from "node:path";
import type { OutputBundle, OutputChunk } from "rolldown";
import type { Plugin } from "vite";
import { isChunk } from "./bundle-graph.ts";

/** Where the build writes which file holds each language's shell messages (the server reads it). */
export const SHELL_MESSAGES_MAP = ".vite/shell-messages.json";

/** A message id as the built code names it: `id:"nav.home"` (or with backquotes or quotes). */
const ID_LITERAL = /\bid:\s*(["'`])([\w.:-]+)\1/g;

export interface ShellOptions {
  /** The page modules (root-relative, `src/app/routes/movies.tsx`): lazy pages, not shell. */
  pages: ReadonlySet<string>;
  /** A language's viewer catalogue module (root-relative) → its language; anything else null. */
  catalogueLanguage: (module: string) => string | null;
  root: string;
}

const relativeId = (root: string, id: string | null | undefined) =>
  id ? path.relative(root, id).split(path.sep).join("/") : "";

/**
 * The chunks a page's code may load without opening another page: the app's entry, everything it
 * imports, statically or lazily (menus, dialogs, the footer, the search box), but no page's
 * chunk and no catalogue.
 */
export function shellChunks(bundle: OutputBundle, options: ShellOptions): OutputChunk[] {
  const chunks = Object.values(bundle).filter(isChunk);
  const outside = (chunk: OutputChunk) => {
    const module = relativeId(options.root, chunk.facadeModuleId);
    return options.pages.has(module) || options.catalogueLanguage(module) !== null;
  };
  const reached = new Map<string, OutputChunk>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (!isChunk(chunk) || reached.has(fileName) || outside(chunk)) return;
    reached.set(fileName, chunk);
    for (const next of [...chunk.imports, ...chunk.dynamicImports]) visit(next);
  };
  for (const chunk of chunks) {
    if (relativeId(options.root, chunk.facadeModuleId) === "index.html") visit(chunk.fileName);
  }
  if (reached.size === 0) throw new Error("shell-messages: no chunk for index.html");
  return [...reached.values()];
}

/** Every message id the chunks' code names. */
export function messageIds(chunks: OutputChunk[]): Set<string> {
  return new Set(chunks.flatMap((chunk) => [...chunk.code.matchAll(ID_LITERAL)].map((m) => m[2]!)));
}

/** A catalogue chunk's messages (its code is self-contained: `JSON.parse` and an export). */
async function catalogueMessages(chunk: OutputChunk): Promise<Record<string, unknown>> {
  if (chunk.imports.length > 0) throw new Error(`shell-messages: ${chunk.fileName} imports`);
  const url = `data:text/javascript;base64,${Buffer.from(chunk.code).toString("base64")}`;
  const module = (await import(url)) as Record<string, unknown>;
  const messages = Object.values(module)[0];
  if (!messages || typeof messages !== "object") {
    throw new Error(`shell-messages: ${chunk.fileName} exports no messages`);
  }
  return messages as Record<string, unknown>;
}

/** The module a language's shell messages are: its messages as `messages`, like a catalogue. */
export function shellModule(messages: Record<string, unknown>): string {
  return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(messages))});\n`;
}

/**
 * Per language, a module of the messages the app's shell may draw (shellChunks): what a
 * server-drawn page loads as it hydrates, so that a menu or dialog opened on it speaks the page's
 * language, instead of the whole catalogue (15 KB brotli for English), which comes with the first
 * other page opened (app/router.tsx) or a message missing from both (lib/i18n/use-i18n.ts).
 * Written to `assets/shell-messages-{language}-{hash}.js`, the map to SHELL_MESSAGES_MAP.
 */
export function shellMessages(options: Omit<ShellOptions, "root">): Plugin {
  let root = process.cwd();
  return {
    name: "tazama-shell-messages",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_output, bundle) {
      const ids = messageIds(shellChunks(bundle, { ...options, root }));
      const files: Record<string, string> = {};
      for (const chunk of Object.values(bundle).filter(isChunk)) {
        const language = options.catalogueLanguage(relativeId(root, chunk.facadeModuleId));
        if (!language) continue;
        const all = await catalogueMessages(chunk);
        const subset = Object.fromEntries(Object.entries(all).filter(([id]) => ids.has(id)));
        const source = shellModule(subset);
        const hash = createHash("sha256").update(source).digest("base64url").slice(0, 8);
        const fileName = `assets/shell-messages-${language}-${hash}.js`;
        this.emitFile({ type: "asset", fileName, source });
        files[language] = fileName;
      }
      if (Object.keys(files).length === 0) throw new Error("shell-messages: no catalogue chunk");
      this.emitFile({
        type: "asset",
        fileName: SHELL_MESSAGES_MAP,
        source: `${JSON.stringify(files, null, 2)}\n`,
      });
    },
  };
}
