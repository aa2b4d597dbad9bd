import { describe, expect, it } from "vitest";
import { summariseBody } from "./audit-summary.ts";

describe("what a generic audit entry keeps of a body", () => {
  it("hides secrets, cuts long texts and lists, and keeps a file's size only", () => {
    expect(
      summariseBody({
        name: "Weekend Pass",
        password: "hunter22",
        editToken: "abc",
        screenerPassword: "x",
        apiKey: "k",
        note: "n".repeat(500),
        prices: Array.from({ length: 25 }, (_, i) => ({ currency: "NGN", amount: i })),
      }),
    ).toEqual({
      name: "Weekend Pass",
      password: "[hidden]",
      editToken: "[hidden]",
      screenerPassword: "[hidden]",
      apiKey: "[hidden]",
      note: `${"n".repeat(200)}… (500 characters)`,
      prices: [
        ...Array.from({ length: 20 }, (_, i) => ({ currency: "NGN", amount: i })),
        "… 5 more",
      ],
    });
    expect(summariseBody(Buffer.alloc(2048))).toEqual({ bytes: 2048 });
    expect(summariseBody(undefined)).toBeNull();
    expect(summariseBody({ a: { b: { c: { d: 1 } } } })).toEqual({ a: { b: { c: "{1 fields}" } } });
  });
});
