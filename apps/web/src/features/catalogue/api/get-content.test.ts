import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api-client.ts";
import { fakeApi } from "../../../test/fake-api.ts";
import { catalogueRoutes, contentDetail } from "../test/factories.ts";
import { contentQueryOptions, getContent, isTitleNotFound } from "./get-content.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("getContent", () => {
  it("GETs /api/v1/content/{ref} and returns the title", async () => {
    const api = fakeApi(catalogueRoutes({ details: [contentDetail({ ref: "kings-of-lagos" })] }));
    const detail = await getContent("kings-of-lagos");
    expect(detail.ref).toBe("kings-of-lagos");
    expect(api.calls[0]?.url).toBe("/api/v1/content/kings-of-lagos");
  });

  it("raises the server's error for an unknown ref", async () => {
    fakeApi(catalogueRoutes({ details: [] }));
    await expect(getContent("nope")).rejects.toMatchObject({
      status: 404,
      code: "content/not-found",
    });
  });
});

describe("isTitleNotFound", () => {
  it("is true for 404 and 400 (a malformed ref), false otherwise", () => {
    expect(isTitleNotFound(new ApiError(404, "content/not-found", ""))).toBe(true);
    expect(isTitleNotFound(new ApiError(400, "validation", ""))).toBe(true);
    expect(isTitleNotFound(new ApiError(500, "internal", ""))).toBe(false);
    expect(isTitleNotFound(new TypeError("Failed to fetch"))).toBe(false);
  });
});

describe("contentQueryOptions", () => {
  const retry = contentQueryOptions("a").retry as (count: number, error: unknown) => boolean;

  it("never retries a missing title but retries network and server failures up to 3 times", () => {
    expect(retry(0, new ApiError(404, "content/not-found", ""))).toBe(false);
    expect(retry(0, new ApiError(400, "validation", ""))).toBe(false);
    expect(retry(0, new ApiError(503, "unavailable", ""))).toBe(true);
    expect(retry(0, new ApiError(429, "rate-limited", ""))).toBe(true);
    expect(retry(0, new TypeError("Failed to fetch"))).toBe(true);
    expect(retry(3, new TypeError("Failed to fetch"))).toBe(false);
  });

  it("keys the query by ref", () => {
    expect(contentQueryOptions("kings-of-lagos").queryKey).toEqual(["content", "kings-of-lagos"]);
  });
});
