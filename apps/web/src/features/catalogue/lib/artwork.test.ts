import { describe, expect, it } from "vitest";
import { imageSrc, landscapeArt } from "./artwork.ts";

describe("artwork", () => {
  it("finds a title's landscape art under the content uploads path", () => {
    expect(landscapeArt("kings-of-lagos")).toBe("/content/uploads/kings-of-lagos_land.jpg");
  });

  it("asks for the smallest rendered width unless told otherwise", () => {
    expect(imageSrc("/content/uploads/a_port.jpg")).toBe("/content/uploads/a_port.jpg?w=640");
    expect(imageSrc("/content/uploads/a_land.jpg", 1080)).toBe(
      "/content/uploads/a_land.jpg?w=1080",
    );
  });
});
