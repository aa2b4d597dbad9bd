// bench/web bundle size: the gzip size of the JS the browser loads to start the app on `/`
// (entry, modulepreloads, the app chunk the entry imports, and their static imports; route and
// other lazy chunks excluded). Budget 140 KB in at most 15 files (DESIGN §7, issue 12).
//   npm run bench:bundle [-- --dist /tmp/some-dist]   (default apps/web/dist; build it first)
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { INITIAL_JS_BUDGET, initialGraph, initialScripts, overBudget } from "./initial-js.ts";

const root = path.resolve(import.meta.dirname, "../..");
const { values } = parseArgs({
  options: { dist: { type: "string", default: process.env.WEB_DIST_DIR ?? "apps/web/dist" } },
});
const dist = path.resolve(root, values.dist);
const html = readFileSync(path.join(dist, "index.html"), "utf8");
const read = (url: string) => readFileSync(path.join(dist, url), "utf8");
// The entry (boot.ts) imports the app itself with import(): after the first paint on a
// server-rendered page, at once on the others. Either way it is the page's initial JS. Its other
// dynamic import, the early stream, runs on a cold /watch page only: not `/`'s.
const manifest = JSON.parse(read("/.vite/manifest.json")) as Record<
  string,
  { file: string; dynamicImports?: string[] }
>;
const started = (manifest["index.html"]?.dynamicImports ?? [])
  .filter((key) => key !== "src/early-stream.ts")
  .map((key) => `/${manifest[key]?.file ?? key}`);
const files = initialGraph([...initialScripts(html), ...started], read);

let total = 0;
for (const url of files) {
  const gzip = gzipSync(readFileSync(path.join(dist, url)), { level: 9 }).length;
  total += gzip;
  console.log(`${(gzip / 1024).toFixed(1).padStart(7)} KB  ${url}`);
}
const over = overBudget(total, files.length);
console.log(
  `initial JS on /: ${(total / 1024).toFixed(1)} KB gzip in ${files.length} files ` +
    `(budget ${INITIAL_JS_BUDGET.bytes / 1024} KB in ${INITIAL_JS_BUDGET.files} files) ` +
    (over.length === 0 ? "ok" : `OVER BUDGET: ${over.join(", ")}`),
);
if (over.length > 0) process.exitCode = 1;
