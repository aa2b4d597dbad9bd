import { describe, expect, it } from "vitest";
import { KEEP_OFFLINE_PAGES as APP_SAYS } from "../lib/register-service-worker.ts";
import { KEEP_OFFLINE_PAGES, fetchPlan, staleShellCaches } from "./fetch-plan.ts";

const origin = "https://tazama.example";
const get = (path: string, mode = "cors") => ({ method: "GET", mode, url: `${origin}${path}` });

describe("fetchPlan", () => {
  it("answers pages network first (the shell offline)", () => {
    expect(fetchPlan(get("/", "navigate"), origin)).toBe("page");
    expect(fetchPlan(get("/view/oshodi-overtime?x=1", "navigate"), origin)).toBe("page");
  });

  it("takes hashed assets, icons and the manifest from the cache first", () => {
    expect(fetchPlan(get("/assets/Ab12.js"), origin)).toBe("cache-first");
    expect(fetchPlan(get("/icons/icon-192.png"), origin)).toBe("cache-first");
    expect(fetchPlan(get("/manifest.webmanifest"), origin)).toBe("cache-first");
    expect(fetchPlan(get("/favicon.svg"), origin)).toBe("cache-first");
  });

  it("leaves the API, media, artwork, other sites and writes to the network", () => {
    expect(fetchPlan(get("/api/v1/users/wallet"), origin)).toBe("network");
    expect(fetchPlan(get("/api/v1/auth/google", "navigate"), origin)).toBe("network");
    expect(fetchPlan(get("/media/a/t/master.m3u8"), origin)).toBe("network");
    expect(fetchPlan(get("/content/posters/x.webp"), origin)).toBe("network");
    expect(
      fetchPlan({ ...get("/assets/x.js"), url: "https://cdn.example/assets/x.js" }, origin),
    ).toBe("network");
    expect(fetchPlan({ ...get("/"), method: "POST", mode: "navigate" }, origin)).toBe("network");
  });
});

describe("staleShellCaches", () => {
  it("names the shell caches of older builds, never this one's or another feature's", () => {
    expect(
      staleShellCaches(
        ["tazama-shell-aaa", "tazama-shell-bbb", "tazama-downloads", "other"],
        "tazama-shell-bbb",
      ),
    ).toEqual(["tazama-shell-aaa"]);
  });
});

describe("KEEP_OFFLINE_PAGES", () => {
  it("is the same text in the worker and in the app that sends it", () => {
    expect(APP_SAYS).toBe(KEEP_OFFLINE_PAGES);
  });
});
