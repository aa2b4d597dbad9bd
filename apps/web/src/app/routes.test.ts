import { adminPageAccess, isSpaRoute } from "@tazama/contracts";
import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { routes } from "./routes.tsx";

const SAMPLE_ID = "0575b6d2-435c-4a91-8cf0-b4aa6b41baa6";

/** Every page's path, with each parameter filled in (an optional one both ways). */
function samplePaths(list: readonly RouteObject[], prefix = ""): string[] {
  return list.flatMap((route) => {
    const own = route.index ? prefix || "/" : `${prefix}/${route.path ?? ""}`.replace(/\/+/g, "/");
    const filled = own.replace(/:[a-zA-Z]+(?![a-zA-Z?])/g, SAMPLE_ID);
    const paths = filled.includes("?")
      ? [filled.replace(/\/:[a-zA-Z]+\?/g, ""), filled.replace(/:[a-zA-Z]+\?/g, "K7P2XQ9M")]
      : [filled];
    return [...(route.children ? [] : paths), ...samplePaths(route.children ?? [], own)];
  });
}

describe("the server answers every page of the app", () => {
  it("knows each route's path as a page (200 with the app), not a 404", () => {
    const paths = samplePaths(routes).filter((p) => !p.includes("*"));
    expect(paths).toContain("/party");
    expect(paths).toContain(`/screenings/${SAMPLE_ID}/watch`);
    const unknown = paths.filter((p) => !isSpaRoute(p) && adminPageAccess(p) === null);
    expect(unknown).toEqual([]);
  });
});
