import { describe, expect, it, vi } from "vitest";
import { shareLink } from "./share-link.ts";

const link = {
  title: "Oshodi Overtime",
  text: "Watch Oshodi Overtime on Tazama",
  url: "https://x/view/o",
};

describe("shareLink", () => {
  it("opens the system share sheet on a phone", async () => {
    const share = vi.fn(() => Promise.resolve());
    const copy = vi.fn(() => Promise.resolve());
    expect(await shareLink(link, { share, copy, touch: true })).toBe("shared");
    expect(share).toHaveBeenCalledWith(link);
    expect(copy).not.toHaveBeenCalled();
  });

  it("copies the link on a desktop, even where a share sheet exists", async () => {
    const share = vi.fn(() => Promise.resolve());
    const copy = vi.fn(() => Promise.resolve());
    expect(await shareLink(link, { share, copy, touch: false })).toBe("copied");
    expect(copy).toHaveBeenCalledWith("https://x/view/o");
    expect(share).not.toHaveBeenCalled();
  });

  it("treats a closed sheet as cancelled, and falls back to copying when sharing is refused", async () => {
    const closed = () => Promise.reject(new DOMException("closed", "AbortError"));
    const copy = vi.fn(() => Promise.resolve());
    expect(await shareLink(link, { share: closed, copy, touch: true })).toBe("cancelled");
    const refused = () => Promise.reject(new DOMException("no", "NotAllowedError"));
    expect(await shareLink(link, { share: refused, copy, touch: true })).toBe("copied");
  });

  it("says it failed when nothing can carry the link", async () => {
    expect(await shareLink(link, { touch: false })).toBe("failed");
    const broken = () => Promise.reject(new Error("denied"));
    expect(await shareLink(link, { copy: broken, touch: false })).toBe("failed");
  });
});
