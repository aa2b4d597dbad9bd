// njs (nginx JavaScript, 0.7.x): media from the bucket (ADR 0051). A media URL whose token
// media-token.js has accepted, /media/<assetId>/<token>/<file>, is answered from the object
// <folder>/<file>, where <folder> is what the asset's pointer object by-asset/<assetId> holds
// (the server writes it when the asset is ready). The pointer and the object are fetched by
// nginx itself through two internal locations (tazama.conf.template), each with its own cache;
// the SigV4 time travels in their URIs, so the date header and the signature always agree.
import sign from "s3-sign.js";

const URL_RE = /^\/media\/([A-Za-z0-9_-]{1,64})\/[^/]+\/(.+)$/;
const NAME_RE = /^[A-Za-z0-9_-]{1,64}$/;
const OBJECT_RE = /^\/_tazama_store\/(\d{8}T\d{6}Z)\/(.+)$/;

function fail(r, status, code, message) {
  r.headersOut["Content-Type"] = "application/json";
  r.headersOut["Cache-Control"] = "no-store";
  r.return(status, JSON.stringify({ error: { code, message } }));
}

/** js_content of the media location (after the token check): pointer, then the object. */
async function serve(r) {
  const match = URL_RE.exec(r.uri);
  if (!match) return fail(r, 404, "media/not-found", "No such media file.");
  const date = sign.amzDate(Date.now());
  const pointer = await r.subrequest(`/_tazama_store/${date}/by-asset/${match[1]}`);
  if (pointer.status === 404 || pointer.status === 403) {
    return fail(r, 404, "media/not-found", "No such media.");
  }
  const folder = pointer.status === 200 ? (pointer.responseText || "").trim() : "";
  if (!NAME_RE.test(folder)) {
    r.error(`media store: pointer of ${match[1]} answered ${pointer.status}`);
    return fail(r, 502, "media/store-unavailable", "The video could not be fetched. Try again.");
  }
  r.internalRedirect(`/_tazama_store/${date}/${folder}/${match[2]}`);
}

/** js_set $tazama_store_authorization: SigV4 of the internal location's GET to the bucket. */
function authorization(r) {
  const match = OBJECT_RE.exec(r.uri);
  if (!match) return "";
  return sign.authorization({
    accessKeyId: process.env.S3_ACCESS_KEY_ID,
    secretAccessKey: process.env.S3_SECRET_ACCESS_KEY,
    region: r.variables.tazama_store_region,
    host: r.variables.tazama_store_host,
    path: `${r.variables.tazama_store_path}${match[2]}`,
    date: match[1],
  });
}

/** js_set $tazama_store_date: the SigV4 time in the internal location's URI. */
function date(r) {
  const match = OBJECT_RE.exec(r.uri);
  return match ? match[1] : "";
}

export default { serve, authorization, date };
