// njs (nginx JavaScript, 0.7.x): checks a media URL's token at the edge exactly as the Node server
// does (packages/media/src/media-token.ts, ADR 0005), from the path alone, with no database.
//   /media/<assetId>/<user>.<expiresAt>.<hmac>/<file>
// `js_set $media_access media.access;` gives one of: ok, missing (401), expired (403),
// invalid (403), not-found (404), misconfigured (503). Keys (`…/key`) never reach this: nginx
// forwards them to the Node server, which checks the viewer's right to watch.
import crypto from "crypto";

/** The longest a media URL may live (DESIGN: expiry ≤ 8 h). */
const MAX_TOKEN_TTL_S = 8 * 60 * 60;
const ID_RE = /^[A-Za-z0-9_-]{1,64}$/;
const EXPIRES_RE = /^\d{1,12}$/;
const SIG_RE = /^[A-Za-z0-9_-]{43}$/;
/** The files a media URL may name (media-files.ts SERVABLE); the key is never a file. */
const SERVABLE =
  /^(master(-av1|-opus)?\.m3u8|(av1-)?[a-z0-9]+\/(index\.m3u8|init_\d+\.mp4|seg_\d{3,6}\.m4s))$/;
const URL_RE = /^\/media\/([^/]+)\/([^/]+)\/(.+)$/;

function signature(secret, assetId, user, expiresAt) {
  return crypto
    .createHmac("sha256", secret)
    .update(`tazama-media-v1\n${assetId}\n${user}\n${expiresAt}`)
    .digest("base64url");
}

/** Same length strings compared without an early exit. */
function sameString(a, b) {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** The verdict for a URI at `nowS` (exported for the test's equality check through nginx). */
function check(secret, uri, nowS) {
  const match = URL_RE.exec(uri);
  if (!match) return "missing";
  const assetId = match[1];
  const parts = match[2].split(".");
  if (parts.length !== 3) return "missing";
  const user = parts[0];
  const expires = parts[1];
  const sig = parts[2];
  if (!ID_RE.test(user) || !EXPIRES_RE.test(expires) || !SIG_RE.test(sig)) return "missing";
  const expiresAt = Number(expires);
  if (!sameString(sig, signature(secret, assetId, user, expiresAt))) return "invalid";
  if (expiresAt <= nowS) return "expired";
  if (expiresAt - nowS > MAX_TOKEN_TTL_S) return "invalid";
  // A valid token can only have been signed for a well-formed asset id; the id names a folder.
  if (!ID_RE.test(assetId) || !SERVABLE.test(match[3])) return "not-found";
  return "ok";
}

function access(r) {
  const secret = process.env.MEDIA_TOKEN_SECRET || "";
  if (secret.length < 32) {
    r.error(
      "MEDIA_TOKEN_SECRET is missing or shorter than 32 characters (env MEDIA_TOKEN_SECRET;)",
    );
    return "misconfigured";
  }
  return check(secret, r.uri, Math.floor(Date.now() / 1000));
}

export default { access };
