import { describe, expect, it } from "vitest";
import { stripSourceMessages } from "./strip-source-messages.ts";

describe("stripSourceMessages", () => {
  it("drops the English text of each call site, keeping its id and values", () => {
    const code = [
      'a = i18n._({ id: "nav.home", message: "Home" });',
      "b = i18n._({",
      '  id: "footer.copyright",',
      '  message: "© {year} Tazama. \\"All\\" rights reserved.",',
      "  values: { year },",
      "});",
      'c = other._({ id: "x", message: "kept" });',
    ].join("\n");
    expect(stripSourceMessages(code)).toBe(
      [
        // A trailing comma before the brace is still valid JavaScript.
        'a = i18n._({ id: "nav.home", });',
        "b = i18n._({",
        '  id: "footer.copyright",',
        "  values: { year },",
        "});",
        'c = other._({ id: "x", message: "kept" });',
      ].join("\n"),
    );
  });
});
