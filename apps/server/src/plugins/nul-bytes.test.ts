import Fastify, { type LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { HttpError } from "../lib/http-error.ts";
import { registerErrorHandler } from "./error-handler.ts";
import { catalogueProblems } from "../lib/i18n/translate.ts";
import {
  NUL_IN_FILE_TEXTS,
  assertNoNulInFile,
  lineOfNul,
  pathOfNul,
  registerNulByteCheck,
} from "./nul-bytes.ts";

describe("pathOfNul", () => {
  it("finds a NUL in nested values and in keys, and names where", () => {
    expect(pathOfNul({ a: "ok", b: [1, { c: "x\u0000" }] })).toBe("b.1.c");
    expect(pathOfNul({ ["k\u0000"]: 1 })).toBe("k\u0000");
    expect(pathOfNul("\u0000")).toBe("");
    expect(pathOfNul({ a: "plain", n: null, list: ["é", "💥"] })).toBeNull();
  });

  it("skips raw bytes (webhook bodies) and survives very deep nesting", () => {
    expect(pathOfNul({ raw: Buffer.from([0, 0, 0]) })).toBeNull();
    let deep: unknown = "end\u0000";
    for (let i = 0; i < 100_000; i += 1) deep = [deep];
    expect(pathOfNul(deep)).toMatch(/^0(\.0)+$/);
  });
});

describe("registerNulByteCheck", () => {
  it("refuses NUL in params, query and body before the handler runs, and lets the rest through", async () => {
    const app = Fastify();
    registerErrorHandler(app);
    registerNulByteCheck(app);
    let handled = 0;
    app.post("/echo/:id", async () => {
      handled += 1;
      return { ok: true };
    });
    const send = (url: string, payload: object): Promise<LightMyRequestResponse> =>
      app.inject({ method: "POST", url, payload });

    for (const [url, payload, where] of [
      ["/echo/a%00", {}, "params: id"],
      ["/echo/a?q=%00", {}, "querystring: q"],
      ["/echo/a", { name: ["x", "y\u0000"] }, "body: name.1"],
    ] as const) {
      const response = await send(url, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: {
          code: "request/invalid",
          message: `Invalid ${where}: text cannot contain the NUL character (\\u0000).`,
        },
      });
    }
    expect(handled).toBe(0);
    expect((await send("/echo/é?q=%E2%9C%93", { name: "Zoë" })).statusCode).toBe(200);
    expect(handled).toBe(1);
    await app.close();
  });
});

describe("a NUL byte in an uploaded text file (issue 39)", () => {
  it("is found on its line, whatever the line endings", () => {
    expect(lineOfNul(Buffer.from("name,email\nAmina,a@x.org\n"))).toBeNull();
    expect(lineOfNul(Buffer.from("a\0b"))).toBe(1);
    expect(lineOfNul(Buffer.from("h\r\nx\ny\rz,\0"))).toBe(4);
    expect(lineOfNul(Buffer.from(`${"row\n".repeat(11)}Am\0ina,a@x.org\n`))).toBe(12);
  });

  it("is refused with 400 upload/nul-byte naming the line, in the asker's language", () => {
    const refusal = (language: "en" | "fr") => {
      try {
        assertNoNulInFile(Buffer.from("name\nA\0"), language);
      } catch (error) {
        return error;
      }
      return null;
    };
    expect(refusal("en")).toMatchObject({
      statusCode: 400,
      code: "upload/nul-byte",
      message: "Line 2 contains a NUL byte. Save the file as UTF-8 text and upload it again.",
    });
    expect((refusal("fr") as Error).message).toMatch(/^La ligne 2 contient un octet NUL\./);
    expect(catalogueProblems(NUL_IN_FILE_TEXTS)).toEqual([]);
    expect(() => {
      assertNoNulInFile(Buffer.from("name\nAmina"), "en");
    }).not.toThrow();
  });
});

describe("the error handler", () => {
  it("answers in JSON even when the route had set a file's headers before failing", async () => {
    const app = Fastify();
    registerErrorHandler(app);
    app.get("/file", async (_request, reply) => {
      reply.header("content-type", "video/mp4").header("content-disposition", "attachment");
      throw new HttpError(416, "media/range", "Range not satisfiable.");
    });
    const response = await app.inject({ url: "/file" });
    expect(response.statusCode).toBe(416);
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(response.headers["content-disposition"]).toBeUndefined();
    expect(response.json()).toEqual({
      error: { code: "media/range", message: "Range not satisfiable." },
    });
    await app.close();
  });
});
