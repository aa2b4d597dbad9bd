import { describe, expect, it } from "vitest";
import { requestKey } from "./request-key.ts";

describe("requestKey", () => {
  it("ignores case, accents, punctuation and spacing", () => {
    const key = requestKey("Lionheart", "movie", 2018);
    expect(requestKey("  lionheart! ", "movie", 2018)).toBe(key);
    expect(requestKey("Liónhéart", "movie", 2018)).toBe(key);
    expect(requestKey("Sometimes & Never", "movie", 2018)).toBe(
      requestKey("sometimes and never", "movie", 2018),
    );
  });

  it("keeps apart a different year, kind or script", () => {
    const key = requestKey("Lionheart", "movie", 2018);
    expect(requestKey("Lionheart", "movie", 2019)).not.toBe(key);
    expect(requestKey("Lionheart", "series", 2018)).not.toBe(key);
    expect(requestKey("ሰላም", "movie", 2018)).toBe("movie:2018:ሰላም");
    expect(requestKey("!!!", "movie", 2018)).toBeNull();
  });
});
