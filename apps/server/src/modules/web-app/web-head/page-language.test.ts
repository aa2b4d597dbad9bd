import { describe, expect, it } from "vitest";
import { messagesHeadTag, withHtmlLang } from "./page-language.ts";

describe("page language", () => {
  it("embeds the catalogue as inert JSON that cannot close its script", () => {
    const tag = messagesHeadTag("fr", { a: ["</script><script>alert(1)</script>"] });
    expect(tag).toMatch(/^<script type="application\/json" id="tz-messages" data-language="fr">/);
    expect(tag.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(tag.slice(tag.indexOf(">") + 1, -"</script>".length))).toEqual({
      a: ["</script><script>alert(1)</script>"],
    });
  });

  it("sets the page's lang", () => {
    expect(withHtmlLang('<html lang="en"><head>', "yo")).toBe('<html lang="yo"><head>');
    expect(withHtmlLang("<html><head>", "sw")).toBe('<html lang="sw"><head>');
  });
});
