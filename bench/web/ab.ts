// bench:web's A/B (issue 41): the previous build and this one measured in the same run, their
// Lighthouse runs alternating, compared page by page. Pure parts here; lighthouse.ts runs them.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, readdirSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** One page's Lighthouse numbers over its runs, in milliseconds. */
export interface PageRuns {
  fcp: number[];
  tbt: number[];
}

/** How much worse than the previous build a page may be (10 %). */
export const AB_TOLERANCE = 0.1;

export const median = (xs: readonly number[]) =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

/** Whether the runs hold a measurement: none when the page is not in that build (a 404). */
export const measured = (runs: PageRuns) =>
  runs.fcp.some(Number.isFinite) || runs.tbt.some(Number.isFinite);

/**
 * The page's line and what is worse than the previous build by more than the tolerance (empty
 * when neither is): First Contentful Paint and Total Blocking Time, medians of the runs. A page
 * the previous build does not have (no measurement) is a new page: nothing to compare, never
 * worse.
 */
export function abVerdict(
  page: string,
  base: PageRuns,
  head: PageRuns,
  tolerance = AB_TOLERANCE,
): { line: string; worse: string[] } {
  if (!measured(base)) {
    const fcp = median(head.fcp.filter(Number.isFinite));
    const tbt = median(head.tbt.filter(Number.isFinite));
    const now = Number.isFinite(fcp)
      ? ` (FCP ${(fcp / 1000).toFixed(2)} s, TBT ${(tbt / 1000).toFixed(2)} s now)`
      : "";
    return { line: `${page.padEnd(28)} new page: not in the previous build${now}`, worse: [] };
  }
  const worse: string[] = [];
  const parts: string[] = [];
  for (const [name, key] of [
    ["FCP", "fcp"],
    ["TBT", "tbt"],
  ] as const) {
    const before = median(base[key]);
    const now = median(head[key]);
    const change = before > 0 ? (now - before) / before : now > 0 ? Number.POSITIVE_INFINITY : 0;
    // A TBT of a few ms either way is noise, not 10 %: 50 ms is the least that counts.
    const over = change > tolerance && !(key === "tbt" && now - before < 50);
    if (over) worse.push(`${name} ${(change * 100).toFixed(0)} % worse`);
    const sign = change >= 0 ? "+" : "";
    parts.push(
      `${name} ${(before / 1000).toFixed(2)} → ${(now / 1000).toFixed(2)} s (${sign}${(change * 100).toFixed(0)} %)`,
    );
  }
  return { line: `${page.padEnd(28)} ${parts.join("  ")}`, worse };
}

/**
 * The pages `wanted` names (comma-separated; a page is named by itself or by a prefix of its
 * path, "/view" for `/view/{ref}`, "/search" also for `/search?q=`; "/" only names Home), all of
 * them when it is undefined.
 */
export function abPages(pages: readonly string[], wanted: string | undefined): string[] {
  if (wanted === undefined) return [...pages];
  const names = wanted
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  const chosen = pages.filter((page) =>
    names.some(
      (name) =>
        page === name ||
        (name !== "/" && (page.startsWith(`${name}/`) || page.startsWith(`${name}?`))),
    ),
  );
  if (chosen.length === 0) throw new Error(`--pages ${wanted}: no page of ${pages.join(", ")}`);
  return chosen;
}

/** The ref to compare with when none is given: the last tag, else HEAD~50. */
export function defaultBaseRef(root: string): string {
  try {
    return execFileSync("git", ["describe", "--tags", "--abbrev=0"], {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
  } catch {
    return "HEAD~50";
  }
}

/**
 * The previous build beside the working tree: `git worktree add` of `ref` in the temp folder
 * (kept between runs, one per commit), and its web app built there. Its packages: when its
 * package-lock.json is this tree's, the installed ones shared with this tree (the workspace's
 * own packages its own); otherwise installed there by `npm ci` from its own lock file, since a
 * build older than a dependency change needs what it was built with. Returns its folder and dist.
 */
export function prepareBaseline(root: string, ref: string): { root: string; dist: string } {
  const git = (...args: string[]) =>
    execFileSync("git", args, { cwd: root, encoding: "utf8" }).trim();
  const sha = git("rev-parse", "--verify", `${ref}^{commit}`);
  const dir = path.join(tmpdir(), `tazama-bench-base-${sha.slice(0, 12)}`);
  if (!existsSync(path.join(dir, "package.json"))) git("worktree", "add", "--detach", dir, sha);
  if (sameLockFile(root, dir)) linkPackages(root, dir);
  else if (!existsSync(path.join(dir, "node_modules"))) {
    execFileSync("npm", ["ci", "--no-audit", "--no-fund"], { cwd: dir, stdio: "inherit" });
  }
  const dist = path.join(dir, "apps/web/dist");
  if (!existsSync(path.join(dist, "index.html"))) {
    execFileSync("npm", ["run", "build", "-w", "@tazama/web"], { cwd: dir, stdio: "inherit" });
  }
  return { root: dir, dist };
}

/** Whether `dir` (the previous build's worktree) has `root`'s package-lock.json. */
export function sameLockFile(root: string, dir: string): boolean {
  const lock = (folder: string) => readFileSync(path.join(folder, "package-lock.json"), "utf8");
  return lock(root) === lock(dir);
}

/**
 * `dir`'s node_modules: a link to each package installed in `root`'s, but the workspace's own
 * (`@tazama/*`), which point into `dir` (its server imports its own contracts and db).
 */
function linkPackages(root: string, dir: string) {
  const modules = path.join(dir, "node_modules");
  if (!existsSync(modules)) {
    mkdirSync(modules);
    for (const name of readdirSync(path.join(root, "node_modules"))) {
      if (name === "@tazama") continue;
      symlinkSync(path.join(root, "node_modules", name), path.join(modules, name));
    }
    mkdirSync(path.join(modules, "@tazama"));
    for (const name of readdirSync(path.join(root, "node_modules/@tazama"))) {
      const target = execFileSync("readlink", [path.join(root, "node_modules/@tazama", name)], {
        encoding: "utf8",
      }).trim();
      symlinkSync(target, path.join(modules, "@tazama", name));
    }
  }
  // The workspaces' own installed packages (apps/web's, apps/server's, …).
  const workspaces = ["apps", "packages"].flatMap((group) =>
    readdirSync(path.join(root, group)).map((name) => `${group}/${name}`),
  );
  for (const workspace of workspaces) {
    const own = path.join(root, workspace, "node_modules");
    const there = path.join(dir, workspace, "node_modules");
    if (existsSync(own) && existsSync(path.join(dir, workspace)) && !existsSync(there)) {
      symlinkSync(own, there);
    }
  }
}
