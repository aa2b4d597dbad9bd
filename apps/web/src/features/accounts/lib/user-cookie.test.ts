import { describe, expect, it } from "vitest";
import {
  clearUserCookies,
  cookiesAsRead,
  locationCookie,
  parseUserCookie,
  readUserCookie,
  USER_COOKIE_MAX_AGE,
} from "./user-cookie.ts";

const encoded = (value: unknown) => `user=${encodeURIComponent(JSON.stringify(value))}`;

/** A document whose cookie setter records every write, as `document.cookie` would receive it. */
function fakeDocument(cookie: string) {
  const writes: string[] = [];
  return {
    writes,
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      writes.push(value);
    },
  };
}

describe("parseUserCookie", () => {
  it("reads fullname and locale from the URI-encoded JSON", () => {
    const header = `theme=dark; ${encoded({ fullname: "Amina Njeri", locale: "sw-KE" })}; x=1`;
    expect(parseUserCookie(header)).toEqual({ fullname: "Amina Njeri", locale: "sw-KE" });
  });

  it("keeps a name with separators and accents intact", () => {
    const header = encoded({ fullname: "Ọlá; Adé=Bísí", locale: "yo-NG" });
    expect(parseUserCookie(header)?.fullname).toBe("Ọlá; Adé=Bísí");
  });

  it("returns null when absent, malformed or without a name", () => {
    expect(parseUserCookie("")).toBeNull();
    expect(parseUserCookie("users=1; location=en-NG")).toBeNull();
    expect(parseUserCookie("user=%7Bnot-json")).toBeNull();
    expect(parseUserCookie("user=%E0%A4%A")).toBeNull();
    expect(parseUserCookie(encoded({ locale: "en-NG" }))).toBeNull();
    expect(parseUserCookie(encoded("Amina"))).toBeNull();
  });

  it("tolerates a missing locale", () => {
    expect(parseUserCookie(encoded({ fullname: "Kofi" }))).toEqual({
      fullname: "Kofi",
      locale: "",
    });
  });
});

describe("readUserCookie", () => {
  it("copies the locale into the location cookie (spec §3)", () => {
    const doc = fakeDocument(encoded({ fullname: "Kofi", locale: "en-GH" }));
    expect(readUserCookie(doc)).toEqual({ fullname: "Kofi", locale: "en-GH" });
    expect(doc.writes).toEqual([locationCookie("en-GH")]);
    expect(doc.writes[0]).toBe(
      `location=en-GH; Path=/; Max-Age=${USER_COOKIE_MAX_AGE}; SameSite=Lax`,
    );
    expect(USER_COOKIE_MAX_AGE).toBe(34_560_000);
  });

  it("writes nothing without a user cookie", () => {
    const doc = fakeDocument("location=en-NG");
    expect(readUserCookie(doc)).toBeNull();
    expect(doc.writes).toEqual([]);
  });
});

describe("cookiesAsRead", () => {
  it("puts the user cookie's locale in `location`, ahead of an older one", () => {
    const user = encoded({ fullname: "Kofi", locale: "en-GH" });
    expect(cookiesAsRead(user)).toBe(`location=en-GH; ${user}`);
    expect(cookiesAsRead(`location=en-KE; ${user}`)).toBe(
      `location=en-GH; location=en-KE; ${user}`,
    );
  });

  it("leaves a header without a user locale as it is", () => {
    expect(cookiesAsRead("")).toBe("");
    expect(cookiesAsRead("location=en-NG; a=1")).toBe("location=en-NG; a=1");
    expect(cookiesAsRead(encoded({ fullname: "Kofi" }))).toBe(encoded({ fullname: "Kofi" }));
  });
});

describe("clearUserCookies", () => {
  it("expires user and location at Path=/", () => {
    const doc = fakeDocument("");
    clearUserCookies(doc);
    expect(doc.writes).toEqual([
      "user=; Path=/; Max-Age=0; SameSite=Lax",
      "location=; Path=/; Max-Age=0; SameSite=Lax",
    ]);
  });
});
