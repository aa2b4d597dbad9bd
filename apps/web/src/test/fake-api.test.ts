import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, request } from "../lib/api-client.ts";
import { apiError, fakeApi, networkFailure } from "./fake-api.ts";

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.cookie = "user=; Path=/; Max-Age=0";
});

describe("fakeApi behind the web's HTTP client", () => {
  it("answers a registered route and records the request as sent", async () => {
    const api = fakeApi({ "POST /api/v1/users/buy": { status: 201, body: { ok: true } } });
    const answer = await request({
      method: "POST",
      path: "/api/v1/users/buy",
      body: { ref: "kings-of-lagos" },
      idempotencyKey: "key-1",
    });
    expect(answer).toEqual({ ok: true });
    expect(api.calls).toEqual([
      {
        method: "POST",
        url: "/api/v1/users/buy",
        body: { ref: "kings-of-lagos" },
        idempotencyKey: "key-1",
      },
    ]);
  });

  it("matches :name segments and ignores the query string, handing both to the route", async () => {
    const api = fakeApi({
      "GET /api/v1/content/popular": { status: 200, body: "popular" },
      "GET /api/v1/content/:ref": (_call, { params, query, calls }) => ({
        status: 200,
        body: [params.ref, query.get("lang"), calls.length],
      }),
    });
    expect(await request({ path: "/api/v1/content/popular" })).toBe("popular");
    expect(await request({ path: "/api/v1/content/jollof%20wars?lang=en" })).toEqual([
      "jollof wars",
      "en",
      2,
    ]);
    expect(api.calls.map((c) => c.url)).toEqual([
      "/api/v1/content/popular",
      "/api/v1/content/jollof%20wars?lang=en",
    ]);
  });

  it("sends an empty body when the reply has none, and sets the reply's cookie", async () => {
    fakeApi().on("POST /api/v1/users/logout", { status: 204, cookie: "user=x; Path=/" });
    await expect(
      request({ method: "POST", path: "/api/v1/users/logout" }),
    ).resolves.toBeUndefined();
    expect(document.cookie).toContain("user=x");
  });

  it("gives errors in our shape, and network failures as the browser's TypeError", async () => {
    fakeApi({
      "GET /api/v1/users/me": apiError(401, "auth/unauthenticated", "Please log in."),
      "GET /api/v1/events": networkFailure,
    });
    await expect(request({ path: "/api/v1/users/me" })).rejects.toEqual(
      new ApiError(401, "auth/unauthenticated", "Please log in."),
    );
    await expect(request({ path: "/api/v1/events" })).rejects.toBeInstanceOf(TypeError);
  });

  it("refuses and reports a request no route matches", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const api = fakeApi({ "GET /api/v1/events": { status: 200, body: {} } });
    await expect(request({ method: "POST", path: "/api/v1/events" })).rejects.toThrow(
      "Unexpected request POST /api/v1/events",
    );
    expect(logged).toHaveBeenCalledWith("Unexpected request POST /api/v1/events");
    expect(api.calls).toHaveLength(1);
  });
});
