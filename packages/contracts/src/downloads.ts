import { z } from "zod";
import { streamRenditionSchema } from "./streaming.ts";

/**
 * Offline downloads (`users/downloads`, issue 19). A device registers an RSA-OAEP public key (its
 * private key never leaves the browser); a download's AES-128 key reaches the device only wrapped
 * with it, inside a licence the server signs (ECDSA P-256 over the licence's JSON). A licence lasts
 * 30 days, or less: a pass's or a started rental's end; an unstarted rental's start-by date plus
 * a play window of 48 h counted from the first offline play.
 *
 * The paths live in download-paths.ts, without zod: the Downloads page asks for the account's
 * devices without the schemas' library (issue 41).
 */
export { DOWNLOAD_PATHS } from "./download-paths.ts";

/** At most this many devices, and downloads kept, per account. */
export const DOWNLOAD_LIMITS = { devices: 5, downloads: 25 } as const;
/** A licence lasts at most this long from when it is issued (renewed when online). */
export const DOWNLOAD_LICENCE_DAYS = 30;

export const DOWNLOAD_ERRORS = {
  deviceLimit: {
    code: "downloads/device-limit",
    message: `You can download on ${DOWNLOAD_LIMITS.devices} devices at most. Remove one in Downloads to use this one.`,
  },
  downloadLimit: {
    code: "downloads/limit",
    message: `You can keep ${DOWNLOAD_LIMITS.downloads} downloads at most. Remove one to download another.`,
  },
  deviceUnknown: {
    code: "downloads/device-unknown",
    message: "This device is no longer set up for downloads. Download the title again.",
  },
  notFound: { code: "downloads/not-found", message: "This download does not exist." },
  rendition: { code: "downloads/rendition", message: "This quality is not available." },
} as const;

export const downloadDeviceBodySchema = z.strictObject({
  /** e.g. "Chrome on Android" */
  name: z.string().trim().min(1).max(60),
  /** The device's RSA-OAEP (SHA-256) public key, SPKI, base64 (the service parses it). */
  publicKey: z.string().min(200).max(1000),
});
export type DownloadDeviceBody = z.infer<typeof downloadDeviceBodySchema>;

/**
 * `PUT …/devices/:id`: the device's new public key. An account signing in again on a browser
 * where it signed out (its private key was dropped) keeps its place and its downloads' files;
 * its licences are renewed, wrapped to the new key.
 */
export const downloadDeviceKeyBodySchema = downloadDeviceBodySchema.pick({ publicKey: true });
export type DownloadDeviceKeyBody = z.infer<typeof downloadDeviceKeyBodySchema>;

export const downloadDeviceSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
  downloads: z.number().int(),
});
export type DownloadDevice = z.infer<typeof downloadDeviceSchema>;

export const downloadBodySchema = z.strictObject({
  deviceId: z.uuid(),
  ref: z.string().min(1).max(100),
  /** A video rendition's name (its audio comes with it). */
  // Letters and digits, in parts joined by single hyphens ("v144", "av1-144p", ADR 0083).
  rendition: z
    .string()
    .max(20)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
});
export type DownloadBody = z.infer<typeof downloadBodySchema>;

export const downloadSchema = z.object({
  id: z.string(),
  deviceId: z.string(),
  ref: z.string(),
  title: z.string(),
  poster: z.string().nullable(),
  rendition: z.string(),
  height: z.number().int(),
  /** The video and audio renditions' bytes. */
  bytes: z.number().int(),
  createdAt: z.iso.datetime(),
  licenceExpiresAt: z.iso.datetime(),
});
export type Download = z.infer<typeof downloadSchema>;

/**
 * `GET …/options/:ref`: whether the caller may download the title (they may watch it and its
 * video is ready), and the qualities with their real bytes: the video rungs, with the audio-only
 * renditions a rung's size with the other audio comes from (`videoRungsFor`). Not being allowed
 * is an answer, not an error: every signed-in title page asks.
 */
export const downloadOptionsSchema = z.object({
  ref: z.string(),
  downloadable: z.boolean(),
  durationS: z.number(),
  renditions: z.array(streamRenditionSchema),
});
export type DownloadOptions = z.infer<typeof downloadOptionsSchema>;

/** What a licence says (the JSON the server signs). */
export const downloadLicenceTermsSchema = z.object({
  v: z.literal(1),
  downloadId: z.string(),
  deviceId: z.string(),
  ref: z.string(),
  issuedAt: z.iso.datetime(),
  /** Never playable from this moment on. */
  expiresAt: z.iso.datetime(),
  /** An unstarted rental: the first play must come before this... */
  startBy: z.iso.datetime().nullable(),
  /** ...and the rental lasts this long from it (null: no play window). */
  playWindowS: z.number().int().positive().nullable(),
  /** When this rental's window started (online or reported from an offline play), if it has. */
  firstPlayedAt: z.iso.datetime().nullable(),
  /** The AES-128 key, RSA-OAEP-encrypted to the device's public key, base64. */
  wrappedKey: z.string(),
});
export type DownloadLicenceTerms = z.infer<typeof downloadLicenceTermsSchema>;

/** A licence: the terms' JSON and its ECDSA P-256 / SHA-256 signature (r‖s), both base64url. */
export const downloadLicenceSchema = z.object({ terms: z.string(), signature: z.string() });
export type DownloadLicence = z.infer<typeof downloadLicenceSchema>;

/** A download's licence, and where to fetch (or fetch again) its files while online. */
export const downloadGrantSchema = z.object({
  download: downloadSchema,
  licence: downloadLicenceSchema,
  /** A signed master playlist URL (as a stream grant's); valid for hours, not for the licence. */
  manifestUrl: z.string(),
  renditions: z.array(streamRenditionSchema),
  durationS: z.number(),
});
export type DownloadGrant = z.infer<typeof downloadGrantSchema>;

export const downloadsSchema = z.object({
  /** The caller's own account id: the downloads a browser keeps are each account's own. */
  userId: z.string(),
  limits: z.object({ devices: z.number().int(), downloads: z.number().int() }),
  /** The server's licence-signing public key (JWK, ECDSA P-256), kept by a device to check. */
  licenceKey: z.record(z.string(), z.string()),
  devices: z.array(downloadDeviceSchema),
  downloads: z.array(downloadSchema),
});
export type Downloads = z.infer<typeof downloadsSchema>;

/** `POST …/:id/licence`: renew; an offline first play of a rental is reported here. */
export const downloadRenewBodySchema = z.strictObject({
  firstPlayedAt: z.iso.datetime().optional(),
});
export type DownloadRenewBody = z.infer<typeof downloadRenewBodySchema>;

/**
 * Why a licence no longer holds (ADR 0053): the rental or purchase was refunded, the account was
 * closed or disabled, the device was removed from the account, or the download was removed.
 */
export const DOWNLOAD_REVOCATIONS = [
  "refunded",
  "account-closed",
  "account-disabled",
  "device-removed",
  "removed",
] as const;
export type DownloadRevocation = (typeof DOWNLOAD_REVOCATIONS)[number];

/** At most this many licences are asked about in one request. */
export const LICENCE_STATUS_MAX = 100;

/** `POST …/licences/status`: the licences a device keeps, as the server signed them. */
export const licenceStatusBodySchema = z.strictObject({
  licences: z
    .array(z.strictObject({ terms: z.string().max(4000), signature: z.string().max(200) }))
    .min(1)
    .max(LICENCE_STATUS_MAX),
});
export type LicenceStatusBody = z.infer<typeof licenceStatusBodySchema>;

/**
 * One answer per licence asked about, in order. `valid`: it holds (renew it as usual);
 * `revoked`: delete its key and files, and say why; `ended`: no right to the title now (it
 * runs out by itself; a new right renews it); `unknown`: not a licence this server signed.
 */
export const licenceStatusSchema = z.object({
  licences: z.array(
    z.object({
      downloadId: z.string().nullable(),
      status: z.enum(["valid", "revoked", "ended", "unknown"]),
      reason: z.enum(DOWNLOAD_REVOCATIONS).nullable(),
    }),
  ),
});
export type LicenceStatus = z.infer<typeof licenceStatusSchema>;
export type LicenceStatusEntry = LicenceStatus["licences"][number];
