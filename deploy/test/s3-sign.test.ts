// deploy/nginx/s3-sign.js (run by njs at the edge) against the AWS SDK's own SigV4 signer.
import { describe, expect, it } from "vitest";
import sign from "../nginx/s3-sign.js";
import { expectedAuthorization } from "./verifying-bucket.ts";

const credentials = {
  accessKeyId: "AKIDEXAMPLE",
  secretAccessKey: "wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY",
};

describe("the edge's SigV4 signer (s3-sign.js)", () => {
  it("writes the header the SDK's signer writes, for any path, time, region and host", async () => {
    const cases = [
      {
        path: "/tazama-media/site/by-asset/0b7e0c1e-5d3a",
        host: "127.0.0.1:9000",
        region: "us-east-1",
        ms: Date.UTC(2026, 10, 27, 22, 50, 1),
      },
      {
        path: "/b/p/3f2a/720p/seg_00042.m4s",
        host: "s3.af-south-1.amazonaws.com",
        region: "af-south-1",
        ms: Date.UTC(2027, 0, 1, 0, 0, 0),
      },
      {
        path: "/media/x/master.m3u8",
        host: "minio.internal:9000",
        region: "auto",
        ms: Date.UTC(2026, 1, 28, 23, 59, 59),
      },
    ];
    for (const c of cases) {
      const date = sign.amzDate(c.ms);
      const ours = sign.authorization({
        ...credentials,
        region: c.region,
        host: c.host,
        path: c.path,
        date,
      });
      const theirs = await expectedAuthorization(
        {
          method: "GET",
          url: c.path,
          headers: { host: c.host, "x-amz-date": date, "x-amz-content-sha256": sign.EMPTY_SHA256 },
        },
        credentials,
        c.region,
      );
      expect(ours).toBe(theirs);
    }
  });

  it("formats the time as SigV4 wants it and signs nothing without a key pair", () => {
    expect(sign.amzDate(Date.UTC(2026, 10, 27, 22, 50, 1, 999))).toBe("20261127T225001Z");
    expect(
      sign.authorization({
        accessKeyId: "",
        secretAccessKey: "",
        region: "us-east-1",
        host: "h",
        path: "/b/k",
        date: "20261127T225001Z",
      }),
    ).toBe("");
  });
});
