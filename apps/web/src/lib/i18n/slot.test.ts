import { describe, expect, it } from "vitest";
import { createI18n } from "./i18n.ts";
import { SLOT, splitAtSlot } from "./slot.ts";

describe("splitAtSlot", () => {
  it("splits a translated sentence where its element goes, wherever the language puts it", () => {
    const english = createI18n("en", {})._({
      id: "x",
      message: "Invite with {code}: now",
      values: { code: SLOT },
    });
    expect(splitAtSlot(english)).toEqual(["Invite with ", ": now"]);
    expect(splitAtSlot(`${SLOT} first`)).toEqual(["", " first"]);
  });

  it("keeps a text without the slot whole", () => {
    expect(splitAtSlot("no element here")).toEqual(["no element here", ""]);
  });
});
