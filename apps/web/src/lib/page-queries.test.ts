import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { PAGE_QUERIES_ELEMENT_ID, pageQueriesTag, seedPageQueries } from "./page-queries.ts";

/** A document whose head holds `tag`, as the browser parses it. */
function documentWith(tag: string): Document {
  const doc = document.implementation.createHTMLDocument("page");
  doc.head.innerHTML = tag;
  return doc;
}

describe("page queries", () => {
  it("go from the server's head into the browser's query cache, under their keys", () => {
    const results = { query: "</script> lagos", hits: [{ title: "Kings of Lagos" }] };
    const tag = pageQueriesTag([
      [["search", "lagos", 1], results],
      [["screenings", "list", null], { screenings: [], cities: [] }],
    ]);
    const doc = documentWith(tag);
    expect(doc.getElementById(PAGE_QUERIES_ELEMENT_ID)?.tagName).toBe("SCRIPT");
    const client = new QueryClient();
    seedPageQueries(client, doc);
    expect(client.getQueryData(["search", "lagos", 1])).toEqual(results);
    expect(client.getQueryData(["screenings", "list", null])).toEqual({
      screenings: [],
      cities: [],
    });
  });

  it("are nothing on a page without them, and a broken block is ignored", () => {
    expect(pageQueriesTag([])).toBe("");
    const client = new QueryClient();
    seedPageQueries(client, documentWith(""));
    seedPageQueries(
      client,
      documentWith(`<script type="application/json" id="${PAGE_QUERIES_ELEMENT_ID}">[[</script>`),
    );
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});
