import { describe, expect, it } from "vitest";
import { checkReply } from "./reply-schemas.ts";

describe("the fake API's replies are checked against our API's schemas", () => {
  const rating = { ref: "oshodi-overtime", thumb: null, ratedCount: 3, upShare: 0.5 };

  it("lets a reply the API could give through, null in a nullable enum included", () => {
    expect(checkReply("GET", "/api/v1/rate/oshodi-overtime", { status: 200, body: rating })).toBe(
      null,
    );
    expect(
      checkReply("GET", "/api/v1/rate/oshodi-overtime", {
        status: 200,
        body: { ...rating, thumb: "love" },
      }),
    ).toBe(null);
  });

  it("refuses a renamed or missing field, a wrong enum value and a status the API never answers", () => {
    const { upShare, ...rest } = rating;
    expect(
      checkReply("GET", "/api/v1/rate/oshodi-overtime", {
        status: 200,
        body: { ...rest, upRatio: upShare },
      }),
    ).toMatch(/does not match the API's schema: .*upShare/);
    expect(
      checkReply("GET", "/api/v1/rate/oshodi-overtime", {
        status: 200,
        body: { ...rating, thumb: "meh" },
      }),
    ).toMatch(/body\/thumb must be equal to one of the allowed values/);
    expect(checkReply("GET", "/api/v1/rate/oshodi-overtime", { status: 418, body: {} })).toMatch(
      /never answers 418/,
    );
  });

  it("checks error replies too, and leaves other paths, empty replies and 5xx alone", () => {
    expect(
      checkReply("GET", "/api/v1/rate/oshodi-overtime", {
        status: 404,
        body: { error: { code: "content/not-found", message: "No" } },
      }),
    ).toBe(null);
    expect(
      checkReply("GET", "/api/v1/rate/oshodi-overtime", { status: 404, body: { code: "x" } }),
    ).toMatch(/does not match/);
    expect(checkReply("GET", "/media/a/b/master.m3u8", { status: 200, body: "x" })).toBe(null);
    expect(checkReply("POST", "/api/v1/rate", { status: 200 })).toBe(null);
    expect(checkReply("GET", "/api/v1/rate/x", { status: 503, body: "busy" })).toBe(null);
  });
});

describe("OpenAPI 3.0 schemas as JSON Schema", () => {
  it("reads a boolean exclusiveMinimum as draft 7's bound, and nullable enums as allowing null", async () => {
    const { jsonSchemaOf } = await import("./reply-schemas.ts");
    expect(jsonSchemaOf({ type: "integer", minimum: 0, exclusiveMinimum: true })).toEqual({
      type: "integer",
      exclusiveMinimum: 0,
    });
    expect(jsonSchemaOf({ type: "integer", minimum: 0, exclusiveMinimum: false })).toEqual({
      type: "integer",
      minimum: 0,
    });
    expect(
      jsonSchemaOf({ properties: { t: { nullable: true, type: "string", enum: ["up"] } } }),
    ).toEqual({ properties: { t: { nullable: true, type: "string", enum: ["up", null] } } });
  });
});
