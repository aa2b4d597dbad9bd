import { readFileSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { leanReactRouterCode } from "./lean-react-router.ts";

describe("leanReactRouterCode", () => {
  it("marks top-level forwardRef calls pure and drops top-level displayName assignments", () => {
    const code = [
      "var Form = React10.forwardRef(",
      "  function FormImpl(props, ref) {",
      "    let Inner = React10.forwardRef(() => null);",
      '    Inner.displayName = "fetcher.Form";',
      "  }",
      ");",
      'Form.displayName = "Form";',
      'RouteContext.displayName = "Route";',
    ].join("\n");
    expect(leanReactRouterCode(code).split("\n")).toEqual([
      "var Form = /* @__PURE__ */ React10.forwardRef(",
      "  function FormImpl(props, ref) {",
      "    let Inner = React10.forwardRef(() => null);",
      '    Inner.displayName = "fetcher.Form";',
      "  }",
      ");",
      "",
      "",
    ]);
  });

  it("still finds its patterns in the React Router this build bundles", () => {
    // A new release that words them otherwise would silently bring the unused code back.
    const require = createRequire(import.meta.url);
    const dir = path.join(
      path.dirname(require.resolve("react-router/package.json")),
      "dist/production",
    );
    const chunks = readdirSync(dir).filter((file) => /^chunk-.*\.mjs$/.test(file));
    const code = chunks.map((file) => readFileSync(path.join(dir, file), "utf8")).join("\n");
    const lean = leanReactRouterCode(code);
    expect(lean).toContain("var Form = /* @__PURE__ */ React10.forwardRef(");
    expect(lean).toContain("var Link = /* @__PURE__ */ React10.forwardRef(");
    expect(lean).not.toMatch(/^Form\.displayName = /m);
    expect(code.match(/^\w+\.displayName = /gm)?.length).toBeGreaterThan(10);
  });
});
