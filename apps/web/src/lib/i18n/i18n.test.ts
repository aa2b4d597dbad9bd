import { compileMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "@tazama/contracts";
import {
  type CompiledMessage,
  createI18n,
  embeddedMessages,
  lookUp,
  plainDigits,
  recordLookups,
} from "./i18n.ts";

const compile = (m: string) => compileMessage(m) as CompiledMessage;

describe("createI18n", () => {
  it("reads compiled messages with values, and plurals by the language's rules", () => {
    const messages = {
      hello: compile("Bonjour {name}"),
      episodes: compile("{count, plural, one {# épisode} many {# d’épisodes} other {# épisodes}}"),
      yo: compile("{count, plural, other {apá #}}"),
      none: compile("{count, plural, =0 {aucun} one {un} other {#}}"),
    };
    const fr = createI18n("fr", messages);
    expect(fr._({ id: "hello", values: { name: "Amina" } })).toBe("Bonjour Amina");
    expect(fr._({ id: "episodes", values: { count: 1 } })).toBe("1 épisode");
    expect(fr._({ id: "episodes", values: { count: 3 } })).toBe("3 épisodes");
    expect(fr._({ id: "episodes", values: { count: 1_000_000 } })).toBe(
      "1\u202f000\u202f000 d’épisodes",
    );
    expect(fr._({ id: "none", values: { count: 0 } })).toBe("aucun");
    expect(createI18n("yo", messages)._({ id: "yo", values: { count: 1 } })).toBe("apá 1");
  });

  it("writes a number in the language's digits", () => {
    const messages = { left: compile("{left, number} restantes") };
    expect(createI18n("fr", messages)._({ id: "left", values: { left: 12500 } })).toBe(
      "12\u202f500 restantes",
    );
    expect(
      createI18n("en", { left: compile("{left, number} left") })._({
        id: "left",
        values: { left: 12500 },
      }),
    ).toBe("12,500 left");
  });

  it("takes a part of the catalogue loaded later", () => {
    const fr = createI18n("fr", { a: compile("Un") });
    expect(fr._({ id: "b" })).toBe("b");
    fr.load({ b: compile("Deux {n}") });
    expect(fr._({ id: "b", values: { n: 2 } })).toBe("Deux 2");
    expect(fr._({ id: "a" })).toBe("Un");
  });

  it("compiles a message the catalogue lacks when given a compiler, else shows its source text", () => {
    const bare = createI18n("en", {});
    expect(bare._({ id: "x.y", message: "Hi {name}, {other}", values: { name: "A" } })).toBe(
      "Hi A, {other}",
    );
    expect(bare._({ id: "x.y" })).toBe("x.y");
    const withCompiler = createI18n("en", {}, compile);
    expect(withCompiler._({ id: "x.y", message: "Hi {name}", values: { name: "A" } })).toBe("Hi A");
  });
});

describe("a page's first messages, then the whole catalogue", () => {
  it("holds the first messages until whole() loads the rest, once", async () => {
    let loads = 0;
    const fr = createI18n("fr", { a: compile("Un") }, undefined, async () => {
      loads += 1;
      return { a: compile("Un (catalogue)"), b: compile("Deux") };
    });
    expect(fr.complete).toBe(false);
    expect(fr.has("a")).toBe(true);
    expect(fr.has("b")).toBe(false);
    await Promise.all([fr.whole(), fr.whole()]);
    expect(loads).toBe(1);
    expect(fr.complete).toBe(true);
    expect(fr._({ id: "b" })).toBe("Deux");
    // What the page was drawn with stays.
    expect(fr._({ id: "a" })).toBe("Un");
  });

  it("is whole at once without a loader", async () => {
    const en = createI18n("en", {});
    expect(en.complete).toBe(true);
    await expect(en.whole()).resolves.toBeUndefined();
  });

  it("notes the ids a render looks up", () => {
    const { i18n, used } = recordLookups(
      createI18n("fr", { a: compile("Un"), b: compile("Deux") }),
    );
    expect(i18n._({ id: "b" })).toBe("Deux");
    i18n._({ id: "b" });
    i18n._({ id: "missing", message: "Missing" });
    expect([...used]).toEqual(["b", "missing"]);
  });

  it("notes the ids a page looks up ahead, for what it shows once the browser knows more", () => {
    const { i18n, used } = recordLookups(createI18n("fr", { a: compile("Un") }));
    i18n._({ id: "a" });
    lookUp(i18n, ["later.one", "later.two"]);
    expect([...used]).toEqual(["a", "later.one", "later.two"]);
  });
});

describe("embeddedMessages", () => {
  it("reads the head's catalogue, and nothing from a missing or broken block", () => {
    document.head.innerHTML =
      '<script type="application/json" id="tz-messages" data-language="sw">{"a":["Habari"]}</script>';
    expect(embeddedMessages()).toEqual({
      language: "sw",
      messages: { a: ["Habari"] },
      shell: null,
    });
    document.head.innerHTML =
      '<script type="application/json" id="tz-messages" data-language="fr" data-shell="/assets/shell-messages-fr-x1.js">{}</script>';
    expect(embeddedMessages()?.shell).toBe("/assets/shell-messages-fr-x1.js");
    // Only a module of the site's own build.
    document.head.innerHTML =
      '<script type="application/json" id="tz-messages" data-language="fr" data-shell="https://elsewhere.example/x.js">{}</script>';
    expect(embeddedMessages()?.shell).toBeNull();
    document.head.innerHTML =
      '<script type="application/json" id="tz-messages" data-language="de">{}</script>';
    expect(embeddedMessages()).toBeNull();
    document.head.innerHTML = "";
    expect(embeddedMessages()).toBeNull();
  });
});

describe("numbers in messages", () => {
  it("writes whole numbers under 1,000 as every language's Intl would, without one", () => {
    for (const { code } of LANGUAGES) {
      const intl = new Intl.NumberFormat(code);
      for (let n = 0; n < 1000; n += 1) expect(String(n)).toBe(intl.format(n));
    }
    expect([0, 7, 999].every(plainDigits)).toBe(true);
    expect([1000, -1, 2.5].some(plainDigits)).toBe(false);
  });

  it("groups larger numbers the language's way", () => {
    const value: CompiledMessage = [["n", "number"], " views"];
    expect(createI18n("en", { v: value })._({ id: "v", values: { n: 12500 } })).toBe(
      "12,500 views",
    );
    expect(createI18n("fr", { v: value })._({ id: "v", values: { n: 12500 } })).toBe(
      `${new Intl.NumberFormat("fr").format(12500)} views`,
    );
  });
});
