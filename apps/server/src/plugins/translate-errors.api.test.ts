import { apiErrorSchema } from "@tazama/contracts";
import type { LightMyRequestResponse } from "fastify";
import { beforeAll, describe, expect, it } from "vitest";
import { type TestApp, getTestApp } from "../../test/harness.ts";

let t: TestApp;

beforeAll(async () => {
  t = await getTestApp();
});

const signedOut = (headers: Record<string, string> = {}) =>
  t.app.inject({ url: "/api/v1/users/me", headers });

const errorOf = (response: LightMyRequestResponse) => apiErrorSchema.parse(response.json()).error;

describe("error messages in the asker's language (issue 19)", () => {
  it("answers in English by default, the contract's words, and says they vary", async () => {
    const response = await signedOut();
    expect(response.statusCode).toBe(401);
    expect(errorOf(response)).toEqual({
      code: "auth/unauthenticated",
      message: "Please log in to continue.",
    });
    expect(response.headers.vary).toMatch(/accept-language, cookie/);
    expect(response.headers["content-language"]).toBeUndefined();
  });

  it("follows Accept-Language: same status and code, the message translated", async () => {
    const response = await signedOut({ "accept-language": "de-DE, fr-CI;q=0.8, en;q=0.5" });
    expect(response.statusCode).toBe(401);
    expect(errorOf(response)).toEqual({
      code: "auth/unauthenticated",
      message: "Connectez-vous pour continuer.",
    });
    expect(response.headers["content-language"]).toBe("fr");
    expect(Number(response.headers["content-length"])).toBe(Buffer.byteLength(response.body));
  });

  it("prefers the location cookie (the viewer's choice) over the browser's languages", async () => {
    const response = await signedOut({ "accept-language": "fr", cookie: "location=yo-NG" });
    expect(errorOf(response).message).toBe("Jọ̀wọ́ wọlé láti tẹ̀síwájú.");
    expect(response.headers["content-language"]).toBe("yo");
  });

  it("leaves a message it has no translation for in English", async () => {
    const response = await t.app.inject({
      url: "/api/v1/content/no-such-title",
      headers: { "accept-language": "sw" },
    });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).message).toBe('No title with ref "no-such-title".');
    expect(response.headers["content-language"]).toBeUndefined();
  });
});
