/**
 * The biggest source files and functions of a folder (tests excluded): the architecture issue's
 * before/after evidence. `npm run size-report -- apps/server/src [count]`
 * Lines are physical lines, blank and comment lines included, as an editor shows them.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

interface Sized {
  name: string;
  lines: number;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return entry === "node_modules" ? [] : sourceFiles(path);
    const isSource = /\.tsx?$/.test(entry) && !/\.(test|spec)\.tsx?$|\.d\.ts$/.test(entry);
    return isSource ? [path] : [];
  });
}

function functionName(node: ts.Node, source: ts.SourceFile): string {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name !== undefined) {
    return node.name.getText(source);
  }
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) {
    return parent.name.getText(source);
  }
  if (ts.isCallExpression(parent)) {
    const callee = parent.expression.getText(source).slice(0, 40);
    return `(callback of ${callee})`;
  }
  return "(anonymous)";
}

function measure(path: string, root: string): { file: Sized; functions: Sized[] } {
  const text = readFileSync(path, "utf8");
  const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
  const where = relative(root, path);
  const functions: Sized[] = [];
  const lineOf = (pos: number) => source.getLineAndCharacterOfPosition(pos).line;
  const visit = (node: ts.Node) => {
    if (
      ts.isFunctionDeclaration(node) ||
      ts.isMethodDeclaration(node) ||
      ts.isArrowFunction(node) ||
      ts.isFunctionExpression(node)
    ) {
      const lines = lineOf(node.getEnd()) - lineOf(node.getStart(source)) + 1;
      functions.push({ name: `${where} ${functionName(node, source)}`, lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { file: { name: where, lines: text.split("\n").length }, functions };
}

const [dir = "apps/server/src", countArg = "5"] = process.argv.slice(2);
const count = Number(countArg);
const measured = sourceFiles(dir).map((path) => measure(path, process.cwd()));
const top = (items: Sized[]) =>
  [...items]
    .sort((a, b) => b.lines - a.lines)
    .slice(0, count)
    .map((item) => `${String(item.lines).padStart(5)}  ${item.name}`)
    .join("\n");

console.log(`Biggest files in ${dir}:\n${top(measured.map((m) => m.file))}`);
console.log(`\nBiggest functions in ${dir}:\n${top(measured.flatMap((m) => m.functions))}`);
