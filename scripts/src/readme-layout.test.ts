import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
const readme = readFileSync(path.join(root, "README.md"), "utf8");
const layout = readme.slice(readme.indexOf("## Layout"));
const folders = (dir: string) =>
  readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

/** The names the Layout block lists after a heading line, up to the next folder line. */
function listed(heading: string): string[] {
  const start = layout.indexOf(heading);
  const rest = layout.slice(start + heading.length).split("\n");
  const names: string[] = [];
  for (const line of rest.slice(1)) {
    if (!/^ {25}\S/.test(line)) break;
    names.push(...line.trim().split(/,\s*/).filter(Boolean));
  }
  return names;
}

describe("the README's Layout names what exists (issue 40, §4)", () => {
  it("lists every server module", () => {
    expect(listed("src/modules/<m>/").sort()).toEqual(folders("apps/server/src/modules").sort());
  });

  it("lists every web feature", () => {
    const names = listed("src/features/<f>/").filter((n) => !n.includes(" "));
    expect(names.sort()).toEqual(folders("apps/web/src/features").sort());
  });
});
