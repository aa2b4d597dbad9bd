// njs (nginx JavaScript, 0.7.x) and Node alike: AWS Signature Version 4 for the edge's GETs to
// the media bucket (ADR 0051), so the bucket stays private. Only what a GET of one object needs:
// no query string, an empty body, three signed headers (host, x-amz-content-sha256, x-amz-date).
// deploy/test/s3-sign.test.ts checks it against the AWS SDK's own signer.
import crypto from "crypto";

/** SHA-256 of an empty body: a GET's payload hash. */
const EMPTY_SHA256 = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";
const SIGNED_HEADERS = "host;x-amz-content-sha256;x-amz-date";

/** `20261127T225001Z` for a time in milliseconds (SigV4's ISO 8601 basic format). */
function amzDate(ms) {
  return new Date(ms)
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

function hmac(key, data) {
  return crypto.createHmac("sha256", key).update(data).digest();
}

function sha256Hex(data) {
  return crypto.createHash("sha256").update(data).digest("hex");
}

/** RFC 3986 encoding of each path segment, as S3 expects (the slashes stay). */
function canonicalPath(path) {
  return path
    .split("/")
    .map((part) =>
      encodeURIComponent(part).replace(
        /[!'()*]/g,
        (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
      ),
    )
    .join("/");
}

/**
 * The Authorization header of `GET <path>` on `host` at `date` (amzDate), or "" without a key
 * pair (a bucket the edge may read anonymously: nginx then sends no Authorization at all).
 */
function authorization(options) {
  const accessKey = options.accessKeyId || "";
  const secret = options.secretAccessKey || "";
  if (!accessKey || !secret) return "";
  const date = options.date;
  const day = date.slice(0, 8);
  const scope = `${day}/${options.region}/s3/aws4_request`;
  const canonicalRequest = [
    "GET",
    canonicalPath(options.path),
    "",
    `host:${options.host}`,
    `x-amz-content-sha256:${EMPTY_SHA256}`,
    `x-amz-date:${date}`,
    "",
    SIGNED_HEADERS,
    EMPTY_SHA256,
  ].join("\n");
  const toSign = ["AWS4-HMAC-SHA256", date, scope, sha256Hex(canonicalRequest)].join("\n");
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, day), options.region), "s3"), "aws4_request");
  const signature = crypto.createHmac("sha256", key).update(toSign).digest("hex");
  return `AWS4-HMAC-SHA256 Credential=${accessKey}/${scope}, SignedHeaders=${SIGNED_HEADERS}, Signature=${signature}`;
}

export default { amzDate, authorization, EMPTY_SHA256 };
