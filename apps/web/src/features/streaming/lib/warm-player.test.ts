import { describe, expect, it } from "vitest";
import { isPlayControl, mayWarmEarly } from "./warm-player.ts";

describe("mayWarmEarly", () => {
  it("fetches ahead unless the viewer saves data or is on 2G", () => {
    expect(mayWarmEarly(undefined)).toBe(true);
    expect(mayWarmEarly({ effectiveType: "4g" })).toBe(true);
    expect(mayWarmEarly({ effectiveType: "3g" })).toBe(true);
    expect(mayWarmEarly({ saveData: true, effectiveType: "4g" })).toBe(false);
    expect(mayWarmEarly({ effectiveType: "2g" })).toBe(false);
    expect(mayWarmEarly({ effectiveType: "slow-2g" })).toBe(false);
  });
});

describe("isPlayControl", () => {
  it("is a link to the player, or something inside one", () => {
    document.body.innerHTML = `
      <a href="/watch/kings-of-lagos?kind=trailer"><svg></svg><span>Play trailer</span></a>
      <a href="/view/kings-of-lagos">Kings of Lagos</a>
      <button>Play</button>`;
    const [trailer, view] = Array.from(document.querySelectorAll("a"));
    expect(isPlayControl(trailer!)).toBe(true);
    expect(isPlayControl(trailer!.querySelector("span"))).toBe(true);
    expect(isPlayControl(trailer!.querySelector("svg"))).toBe(true);
    expect(isPlayControl(view!)).toBe(false);
    expect(isPlayControl(document.querySelector("button"))).toBe(false);
    expect(isPlayControl(null)).toBe(false);
    expect(isPlayControl(window)).toBe(false);
  });
});
