import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, DEFAULT_TIMEOUT_MS, request } from "./api-client.ts";

function stubFetch(status: number, body?: unknown) {
  const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>(() =>
    Promise.resolve(
      new Response(body === undefined ? null : JSON.stringify(body), {
        status,
        headers: { "content-type": "application/json" },
      }),
    ),
  );
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function sentInit(fetchMock: ReturnType<typeof stubFetch>): RequestInit {
  const init = fetchMock.mock.calls[0]?.[1];
  if (!init) throw new Error("fetch was not called");
  return init;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("request", () => {
  it("GETs JSON with the session cookie and resolves to the body", async () => {
    const fetchMock = stubFetch(200, { ok: true });
    await expect(request<{ ok: boolean }>({ path: "/api/v1/events" })).resolves.toEqual({
      ok: true,
    });
    const init = sentInit(fetchMock);
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/v1/events");
    expect(init.method).toBe("GET");
    expect(init.credentials).toBe("same-origin");
    expect(init.headers).toEqual({ accept: "application/json" });
    expect(init.body).toBeUndefined();
  });

  it("POSTs a JSON body with the Idempotency-Key of a money-moving action", async () => {
    const fetchMock = stubFetch(200, {});
    await request({
      method: "POST",
      path: "/api/v1/users/buy",
      body: { ref: "kings-of-lagos", kind: "rent" },
      idempotencyKey: "key-1",
    });
    const init = sentInit(fetchMock);
    expect(init.method).toBe("POST");
    expect(init.body).toBe(JSON.stringify({ ref: "kings-of-lagos", kind: "rent" }));
    expect(init.headers).toEqual({
      accept: "application/json",
      "content-type": "application/json",
      "idempotency-key": "key-1",
    });
  });

  it("sends a FormData as it is (the browser sets the multipart boundary), with extra headers", async () => {
    const fetchMock = stubFetch(201, {});
    const form = new FormData();
    form.append("file", new Blob(["x"]), "poster.jpg");
    await request({ method: "POST", path: "/api/v1/x", body: form, headers: { "x-key": "k" } });
    const init = sentInit(fetchMock);
    expect(init.body).toBe(form);
    expect(init.headers).toEqual({ accept: "application/json", "x-key": "k" });
  });

  it("sends a File as itself with its own type (an image upload)", async () => {
    const fetchMock = stubFetch(200, {});
    const file = new File(["png bytes"], "poster.png", { type: "image/png" });
    await request({ method: "PUT", path: "/api/v1/x", body: file });
    const init = sentInit(fetchMock);
    expect(init.body).toBe(file);
    expect(init.headers).toEqual({ accept: "application/json", "content-type": "image/png" });
  });

  it("resolves to undefined when the answer has no body (202, 204)", async () => {
    stubFetch(202);
    await expect(request({ method: "POST", path: "/api/v1/users/logout" })).resolves.toBe(
      undefined,
    );
  });

  it("turns the error body into ApiError with its status, code and message", async () => {
    stubFetch(401, { error: { code: "auth/invalid-credential", message: "Wrong password" } });
    const error = await request({ path: "/api/v1/users/me" }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      code: "auth/invalid-credential",
      message: "Wrong password",
      shortfall: null,
    });
  });

  it("keeps a 402's shortfall, typed", async () => {
    stubFetch(402, {
      error: {
        code: "wallet/insufficient-funds",
        message: "Top up to continue",
        shortfall: { amount: 30_000, currency: "NGN" },
      },
    });
    const error = await request({ method: "POST", path: "/api/v1/users/buy", body: {} }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).shortfall).toEqual({ amount: 30_000, currency: "NGN" });
  });

  it("a failure without the error shape becomes code http/error", async () => {
    stubFetch(502, "Bad Gateway");
    await expect(request({ path: "/api/v1/events" })).rejects.toMatchObject({
      status: 502,
      code: "http/error",
      message: "Request failed with status 502",
    });
  });

  it("gives up after 15 s by default, or the caller's timeout", async () => {
    const timeout = vi.spyOn(AbortSignal, "timeout");
    stubFetch(200, {});
    await request({ path: "/a" });
    await request({ path: "/b", timeoutMs: 75_000 });
    expect(timeout.mock.calls).toEqual([[DEFAULT_TIMEOUT_MS], [75_000]]);
    expect(DEFAULT_TIMEOUT_MS).toBe(15_000);
  });

  it("aborts when the caller's signal aborts", async () => {
    const fetchMock = stubFetch(200, {});
    const controller = new AbortController();
    await request({ path: "/a", signal: controller.signal });
    const signal = sentInit(fetchMock).signal;
    expect(signal?.aborted).toBe(false);
    controller.abort();
    expect(signal?.aborted).toBe(true);
  });

  it("passes a network failure through as the browser's own error", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await expect(request({ path: "/a" })).rejects.toBeInstanceOf(TypeError);
  });
});
