import ts from "typescript";
import type { Plugin } from "vite";

/**
 * The contracts package builds its zod schemas at each module's top level (`z.object(…)`,
 * `other.extend(…)`, `schema.shape.ref`). A bundler cannot tell that such a call has no effect
 * but its value, so it keeps every schema of a module a page imports anything from, and zod with
 * them: a page that only needs a constant or a formatter (`FINISHED_FRACTION`, `formatPrice`)
 * downloaded zod (21 KB) for nothing (issue 41). Each top-level constant the package computes
 * with a call (or an object of such values) is wrapped in an immediately called arrow function marked pure: it still runs
 * where it did, in the same order, and it is dropped when nothing uses it.
 */
export function pureTopLevelCalls(code: string, fileName = "module.ts"): string {
  const source = ts.createSourceFile(
    fileName,
    code,
    ts.ScriptTarget.Latest,
    false,
    ts.ScriptKind.TS,
  );
  const edits: { at: number; text: string }[] = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const init = declaration.initializer;
      if (!init || !computes(init)) continue;
      edits.push({ at: init.getStart(source), text: "/* @__PURE__ */ (() => (" });
      edits.push({ at: init.getEnd(), text: "))()" });
    }
  }
  let out = code;
  for (const { at, text } of edits.sort((a, b) => b.at - a.at)) {
    out = out.slice(0, at) + text + out.slice(at);
  }
  return out;
}

/**
 * Whether evaluating `node` calls something: a call, `new` or a template with values anywhere in it
 * (`z.object(…)`, an object literal of schemas, a message naming a limit), but not inside a
 * function it defines (not called here).
 */
function computes(node: ts.Node): boolean {
  if (ts.isCallExpression(node) || ts.isNewExpression(node) || ts.isTemplateExpression(node)) {
    return true;
  }
  if (ts.isFunctionLike(node) || ts.isClassLike(node)) return false;
  return ts.forEachChild(node, (child) => (computes(child) ? true : undefined)) ?? false;
}

/** The browser build's copy of `packages/contracts/src` (the server's render keeps its own). */
export function pureContracts(): Plugin {
  return {
    name: "tazama-pure-contracts",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    transform(code, id) {
      if (!/[\\/]packages[\\/]contracts[\\/]src[\\/][^?]*\.ts$/.test(id)) return null;
      if (/\.test\.ts$/.test(id)) return null;
      return { code: pureTopLevelCalls(code, id), map: null };
    },
  };
}
