// A private bucket for the edge's tests: in front of s3rver (which takes any SigV4 signature from
// a known key id: ADR 0051), every request's signature is recomputed with the AWS SDK's own
// signer (@smithy/signature-v4) and must match; one without a signature is refused, as a private
// bucket refuses it. Matching requests go on to s3rver unchanged.
import { createHmac, createHash } from "node:crypto";
import { type IncomingMessage, type Server, createServer, request } from "node:http";
import { SignatureV4 } from "@smithy/signature-v4";

type SourceData = string | ArrayBuffer | ArrayBufferView;
const bytes = (data: SourceData) =>
  typeof data === "string"
    ? data
    : ArrayBuffer.isView(data)
      ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
      : new Uint8Array(data);

/** SHA-256, or HMAC-SHA-256 with a secret: the signer's hash (node:crypto behind it). */
class Sha256 {
  private readonly hash;
  constructor(secret?: SourceData) {
    this.hash = secret === undefined ? createHash("sha256") : createHmac("sha256", bytes(secret));
  }
  update(data: SourceData): void {
    this.hash.update(bytes(data));
  }
  digest(): Promise<Uint8Array> {
    return Promise.resolve(new Uint8Array(this.hash.digest()));
  }
}

/** `20261127T225001Z` → a Date. */
function parseAmzDate(value: string): Date | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  return m ? new Date(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6]}Z`) : undefined;
}

/** What the SDK's signer writes for this request's method, path and signed headers. */
export async function expectedAuthorization(
  req: Pick<IncomingMessage, "method" | "url" | "headers">,
  credentials: { accessKeyId: string; secretAccessKey: string },
  region: string,
): Promise<string | undefined> {
  const amzDate = String(req.headers["x-amz-date"] ?? "");
  const signingDate = parseAmzDate(amzDate);
  if (!signingDate) return undefined;
  const host = req.headers.host ?? "";
  const signer = new SignatureV4({
    credentials,
    region,
    service: "s3",
    sha256: Sha256,
    uriEscapePath: false,
  });
  const signed = await signer.sign(
    {
      method: req.method ?? "GET",
      protocol: "http:",
      hostname: host.split(":")[0]!,
      port: Number(host.split(":")[1]) || undefined,
      path: (req.url ?? "/").split("?")[0]!,
      query: {},
      headers: {
        host,
        "x-amz-date": amzDate,
        "x-amz-content-sha256": String(req.headers["x-amz-content-sha256"] ?? ""),
      },
    },
    { signingDate },
  );
  return signed.headers.authorization;
}

export interface VerifyingBucket {
  endpoint: string;
  /** Requests refused so far (no signature, or a wrong one). */
  refused: () => number;
  close: () => Promise<void>;
}

/** Starts the verifying stand-in on a free loopback port in front of `s3rverEndpoint`. */
export async function startVerifyingBucket(
  s3rverEndpoint: string,
  credentials: { accessKeyId: string; secretAccessKey: string },
  region = "us-east-1",
): Promise<VerifyingBucket> {
  const target = new URL(s3rverEndpoint);
  let refused = 0;
  const server: Server = createServer((req, res) => {
    void (async () => {
      const expected = await expectedAuthorization(req, credentials, region);
      if (!expected || req.headers.authorization !== expected) {
        refused += 1;
        res.writeHead(403, { "content-type": "application/xml" });
        res.end("<Error><Code>SignatureDoesNotMatch</Code></Error>");
        req.resume();
        return;
      }
      const upstream = request(
        {
          host: target.hostname,
          port: target.port,
          method: req.method,
          path: req.url,
          headers: req.headers,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on("error", () => {
        res.writeHead(502);
        res.end();
      });
      req.pipe(upstream);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address !== "object") throw new Error("no port");
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    refused: () => refused,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}
