import { afterEach, describe, expect, it } from "vitest";
import { takeEmbeddedGrant } from "./embedded-grant.ts";

const NOW = Date.parse("2026-11-27T10:00:00Z");
const grant = {
  manifestUrl: "/media/a/t/master.m3u8",
  expiresAt: "2026-11-27T18:00:00.000Z",
  resumeAt: 0,
  renditions: [
    {
      name: "144p",
      height: 144,
      codecs: "avc1.4d400c,mp4a.40.2",
      bandwidth: 260_000,
      averageBandwidth: 240_000,
      bytesTotal: 900_000,
    },
  ],
  subtitles: [],
};

function embed(data: unknown) {
  const element = document.createElement("script");
  element.type = "application/json";
  element.id = "tz-stream-grant";
  element.textContent = JSON.stringify(data);
  document.head.append(element);
}

afterEach(() => {
  document.getElementById("tz-stream-grant")?.remove();
});

describe("takeEmbeddedGrant", () => {
  it("hands the page's grant to the player, however often it asks, while it is fresh", () => {
    embed({ ref: "oshodi-overtime", kind: "trailer", grant });
    expect(takeEmbeddedGrant("oshodi-overtime", "trailer", NOW)).toEqual(grant);
    expect(document.getElementById("tz-stream-grant")).toBeNull();
    expect(takeEmbeddedGrant("oshodi-overtime", "trailer", NOW)).toEqual(grant);
    expect(takeEmbeddedGrant("oshodi-overtime", "main", NOW)).toBeUndefined();
  });

  it("gives nothing for another video, an expiring grant, or a malformed one", () => {
    embed({ ref: "oshodi-overtime", kind: "trailer", grant });
    expect(takeEmbeddedGrant("oshodi-overtime", "main", NOW)).toBeUndefined();
    embed({ ref: "oshodi-overtime", kind: "trailer", grant });
    expect(
      takeEmbeddedGrant("oshodi-overtime", "trailer", Date.parse(grant.expiresAt)),
    ).toBeUndefined();
    embed({ ref: "oshodi-overtime", kind: "trailer", grant: { manifestUrl: 3 } });
    expect(takeEmbeddedGrant("oshodi-overtime", "trailer", NOW)).toBeUndefined();
  });
});
