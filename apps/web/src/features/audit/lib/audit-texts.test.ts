import { describe, expect, it } from "vitest";
import { actionText, changeText } from "./audit-texts.ts";

describe("audit texts", () => {
  it("names known actions and leaves unknown ones readable", () => {
    expect(actionText("user.role")).toBe("Changed the role");
    expect(actionText("genre.rename")).toBe("genre.rename");
  });
  it("shows a change as before → after, or the one side there is", () => {
    expect(changeText({ before: { role: "viewer" }, after: { role: "usher" } })).toBe(
      "role: viewer → role: usher",
    );
    expect(changeText({ before: null, after: { prices: { NGN: 500 } } })).toBe(
      'prices: {"NGN":500}',
    );
    expect(changeText({ before: null, after: null })).toBe("—");
  });
});
