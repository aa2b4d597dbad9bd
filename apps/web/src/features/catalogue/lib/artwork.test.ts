import { describe, expect, it } from "vitest";
import { imageSrc, landscapeArt } from "./artwork.ts";

describe("artwork", () => {
  it("finds a title's landscape art under the content uploads path", () => {
    const poster = "/content/uploads/kings-of-lagos_port.jpg";
    expect(landscapeArt({ poster })).toBe("/content/uploads/kings-of-lagos_land.jpg");
  });

  it("carries the version of art an admin replaced, and adds widths after it", () => {
    const poster = "/content/uploads/kings-of-lagos_port.jpg?v=Ab3_x9";
    const backdrop = landscapeArt({ poster });
    expect(backdrop).toBe("/content/uploads/kings-of-lagos_land.jpg?v=Ab3_x9");
    expect(imageSrc(backdrop, 1080)).toBe(
      "/content/uploads/kings-of-lagos_land.jpg?v=Ab3_x9&w=1080",
    );
  });

  it("asks for the smallest rendered width unless told otherwise", () => {
    expect(imageSrc("/content/uploads/a_port.jpg")).toBe("/content/uploads/a_port.jpg?w=640");
    expect(imageSrc("/content/uploads/a_land.jpg", 1080)).toBe(
      "/content/uploads/a_land.jpg?w=1080",
    );
  });
});
