import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";

/** One module's use of the tables, as read from its source (tests excluded). */
export interface TableUse {
  writes: Set<string>;
  reads: Set<string>;
}

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The source without its comments (a comment saying "update titles" is not a write). */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`])\/\/.*$/gm, "$1");
}

/**
 * The tables one file writes (`.insert(t)`, `.update(t)`, `.delete(t)`, or SQL text) and reads
 * (`.from(t)`, `…Join(t, …)`), given the schema's table names. Tables are reached as drizzle
 * objects (`const { a, b: c } = schema`, `const s = schema` then `s.a`, or `schema.a`).
 */
export function tablesUsedIn(source: string, tables: readonly string[]): TableUse {
  const code = withoutComments(source);
  const known = new Set(tables);
  const local = new Map<string, string>();
  for (const table of tables) local.set(`schema.${table}`, table);
  for (const [, list] of code.matchAll(/const \{([^}]*)\}\s*=\s*schema;/g)) {
    for (const part of list!.split(",")) {
      const [name, alias] = part.split(":").map((s) => s.trim());
      if (name && known.has(name)) local.set(alias || name, name);
    }
  }
  for (const [, alias] of code.matchAll(/const (\w+) = schema;/g)) {
    for (const table of tables) local.set(`${alias}.${table}`, table);
  }
  const use: TableUse = { writes: new Set(), reads: new Set() };
  for (const [name, table] of local) {
    const n = escape(name);
    if (new RegExp(`\\.(insert|update|delete)\\(\\s*${n}\\s*\\)`).test(code)) use.writes.add(table);
    if (new RegExp(`(\\.from|Join)\\(\\s*${n}\\b(?!\\.)`).test(code)) use.reads.add(table);
  }
  for (const table of tables) {
    const t = escape(snake(table));
    const sqlWrite = new RegExp(
      `\\b(insert\\s+into|update|delete\\s+from)\\s+"?${t}\\b"?(?!\\w)`,
      "i",
    );
    if (sqlWrite.test(code.replace(/\.(update|delete)\(/g, ""))) use.writes.add(table);
  }
  return use;
}

/** Every non-test .ts file under `dir`. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith(".ts") && !e.name.endsWith(".test.ts"))
    .map((e) => path.join(e.parentPath, e.name));
}

/** Each module folder's table use, merged over its files. */
export function tableUseByModule(
  modulesDir: string,
  tables: readonly string[],
): Map<string, TableUse> {
  const byModule = new Map<string, TableUse>();
  for (const file of sourceFiles(modulesDir)) {
    const module = path.relative(modulesDir, file).split(path.sep)[0]!;
    const use = tablesUsedIn(readFileSync(file, "utf8"), tables);
    const into = byModule.get(module) ?? { writes: new Set(), reads: new Set() };
    for (const t of use.writes) into.writes.add(t);
    for (const t of use.reads) into.reads.add(t);
    byModule.set(module, into);
  }
  return byModule;
}
