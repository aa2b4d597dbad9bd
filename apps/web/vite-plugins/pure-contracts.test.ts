import { describe, expect, it } from "vitest";
import { pureTopLevelCalls } from "./pure-contracts.ts";

describe("pureTopLevelCalls", () => {
  it("marks each top-level constant computed by a call pure, in place", () => {
    const code = [
      'import { z } from "zod";',
      "export const A = z.object({ id: other.shape.ref });",
      "const b = z.string(), c = 3;",
      "export const D = b.extend({ x: z.number() }).nullable() satisfies Foo;",
      "export function f() {",
      "  const inner = z.string();",
      "  return inner;",
      "}",
      "export const LIST = [1, 2];",
      "const choice = { seats: z.array(z.string()).optional() };",
      "const check = (body: { seats?: string[] }) => body.seats !== undefined;",
      "export const ERRORS = { limit: { message: `At most ${LIMITS.devices} devices.` } };",
    ].join("\n");
    expect(pureTopLevelCalls(code)).toBe(
      [
        'import { z } from "zod";',
        "export const A = /* @__PURE__ */ (() => (z.object({ id: other.shape.ref })))();",
        "const b = /* @__PURE__ */ (() => (z.string()))(), c = 3;",
        "export const D = /* @__PURE__ */ (() => (b.extend({ x: z.number() }).nullable() satisfies Foo))();",
        "export function f() {",
        "  const inner = z.string();",
        "  return inner;",
        "}",
        "export const LIST = [1, 2];",
        "const choice = /* @__PURE__ */ (() => ({ seats: z.array(z.string()).optional() }))();",
        "const check = (body: { seats?: string[] }) => body.seats !== undefined;",
        "export const ERRORS = /* @__PURE__ */ (() => ({ limit: { message: `At most ${LIMITS.devices} devices.` } }))();",
      ].join("\n"),
    );
  });

  it("leaves a module without such constants as it was", () => {
    const code = "export const N = 3;\nexport function g() {\n  return h();\n}\n";
    expect(pureTopLevelCalls(code)).toBe(code);
  });
});
