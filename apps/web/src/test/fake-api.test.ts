import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, request } from "../lib/api-client.ts";
import { apiError, fakeApi, networkFailure } from "./fake-api.ts";

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.cookie = "user=; Path=/; Max-Age=0";
});

// Routes under /api/v1/example are no route of ours, so their replies are not checked against
// our API's schemas (reply-schemas.ts); the last test shows a real route's are.
describe("fakeApi behind the web's HTTP client", () => {
  it("answers a registered route and records the request as sent", async () => {
    const api = fakeApi({ "POST /api/v1/example/buy": { status: 201, body: { ok: true } } });
    const answer = await request({
      method: "POST",
      path: "/api/v1/example/buy",
      body: { ref: "kings-of-lagos" },
      idempotencyKey: "key-1",
    });
    expect(answer).toEqual({ ok: true });
    expect(api.calls).toEqual([
      {
        method: "POST",
        url: "/api/v1/example/buy",
        body: { ref: "kings-of-lagos" },
        idempotencyKey: "key-1",
      },
    ]);
  });

  it("matches :name segments and ignores the query string, handing both to the route", async () => {
    const api = fakeApi({
      "GET /api/v1/example/popular": { status: 200, body: "popular" },
      "GET /api/v1/example/:ref": (_call, { params, query, calls }) => ({
        status: 200,
        body: [params.ref, query.get("lang"), calls.length],
      }),
    });
    expect(await request({ path: "/api/v1/example/popular" })).toBe("popular");
    expect(await request({ path: "/api/v1/example/jollof%20wars?lang=en" })).toEqual([
      "jollof wars",
      "en",
      2,
    ]);
    expect(api.calls.map((c) => c.url)).toEqual([
      "/api/v1/example/popular",
      "/api/v1/example/jollof%20wars?lang=en",
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

  it("refuses a reply our API could not give: the test fails as a renamed field would", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    fakeApi({ "POST /api/v1/users/buy": { status: 201, body: { ok: true } } });
    await expect(
      request({ method: "POST", path: "/api/v1/users/buy", body: { ref: "kings-of-lagos" } }),
    ).rejects.toThrow(/The fake reply 201 to POST \/api\/v1\/users\/buy does not match/);
    expect(logged).toHaveBeenCalledTimes(1);
  });
});
