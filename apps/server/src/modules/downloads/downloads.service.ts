import {
  DOWNLOAD_ERRORS,
  DOWNLOAD_LICENCE_DAYS,
  DOWNLOAD_LIMITS,
  type Download,
  type DownloadBody,
  type DownloadDeviceBody,
  type DownloadGrant,
  type DownloadLicence,
  type DownloadOptions,
  type Downloads,
  type LicenceStatus,
  contentImagePath,
} from "@tazama/contracts";
import type { Clock } from "../../lib/clock.ts";
import { HttpError } from "../../lib/http-error.ts";
import type { AccountState } from "../accounts/accounts.public.ts";
import type { OfflineTerms } from "../entitlements/entitlements.public.ts";
import type { OfflineMedia } from "../streaming/streaming.public.ts";
import type { DownloadsRepository } from "./downloads.repository.ts";
import { licenceStatuses } from "./licence-status.ts";
import { type LicenceSigner, isDeviceKey, wrapKey } from "./licence-signer.ts";

export interface DownloadsServiceDeps {
  repo: DownloadsRepository;
  signer: LicenceSigner;
  clock: Clock;
  /** The title's main video as a download fetches it (streaming; refuses who may not watch). */
  media: (userId: string, ref: string) => Promise<OfflineMedia>;
  /** Entitlements: how long a download may play offline, and an offline first play. */
  terms: (userId: string, ref: string, maxDays: number) => Promise<OfflineTerms | null>;
  startedOffline: (userId: string, ref: string, at: Date) => Promise<void>;
  /** Why there is no right now to a title a licence was issued for at `issuedAt`. */
  lostRight: (userId: string, ref: string, issuedAt: Date) => Promise<"refunded" | "ended">;
  /** Accounts: open, disabled by an admin, or closed by their owner. */
  accountStates: (userIds: readonly string[]) => Promise<ReadonlyMap<string, AccountState>>;
}

const refuse = (status: number, error: { code: string; message: string }) =>
  new HttpError(status, error.code, error.message);

type ListedRow = Awaited<ReturnType<DownloadsRepository["activeDownloads"]>>[number];

function toDownload(row: ListedRow): Download {
  return {
    id: row.id,
    deviceId: row.deviceId,
    ref: row.ref,
    title: row.title,
    poster: row.images.portrait ? contentImagePath(row.images.portrait, row.images.v) : null,
    rendition: row.rendition,
    height: row.height,
    bytes: row.bytes,
    createdAt: row.createdAt.toISOString(),
    licenceExpiresAt: row.licenceExpiresAt.toISOString(),
  };
}

/**
 * Offline downloads (`users/downloads`): devices (≤ 5) with their public keys, downloads (≤ 25)
 * and their signed licences. The media stay as served (encrypted segments); the key travels only
 * wrapped to the device, inside a licence whose terms come from the viewer's entitlements.
 */
export function createDownloadsService(deps: DownloadsServiceDeps) {
  const { repo, signer, clock } = deps;

  async function grant(
    userId: string,
    downloadId: string,
    device: { id: string; publicKey: string },
    media: OfflineMedia,
  ): Promise<DownloadGrant> {
    const row = await repo.findDownload(userId, downloadId);
    if (!row) throw refuse(404, DOWNLOAD_ERRORS.notFound);
    const now = clock.now();
    // Noted before the right is read (share-locked): a refund of it either sees this note, or
    // is waited for and read as revoked; no licence leaves for a right refunded meanwhile.
    await repo.updateDownload(downloadId, { licensedAt: now });
    const terms = await deps.terms(userId, row.ref, DOWNLOAD_LICENCE_DAYS);
    if (!terms) {
      throw new HttpError(403, "content/not-entitled", "Buy or rent this title to watch it.");
    }
    await repo.updateDownload(downloadId, { licenceExpiresAt: terms.expiresAt });
    await repo.touchDevice(device.id, now);
    const licence = signer.sign({
      v: 1,
      downloadId,
      deviceId: device.id,
      ref: row.ref,
      issuedAt: now.toISOString(),
      expiresAt: terms.expiresAt.toISOString(),
      startBy: terms.startBy?.toISOString() ?? null,
      playWindowS: terms.playWindowS,
      firstPlayedAt: terms.firstPlayedAt?.toISOString() ?? null,
      wrappedKey: wrapKey(device.publicKey, media.key),
    });
    return {
      download: toDownload({ ...row, licenceExpiresAt: terms.expiresAt }),
      licence,
      manifestUrl: media.manifestUrl,
      renditions: media.renditions,
      durationS: media.durationS,
    };
  }

  return {
    /**
     * Whether each licence a device keeps still holds (no session: the account may be gone).
     * A revoked one says why; the device deletes its key and files.
     */
    async status(licences: readonly DownloadLicence[]): Promise<LicenceStatus> {
      return licenceStatuses(licences, {
        verify: (licence) => signer.verify(licence),
        facts: (ids) => repo.licenceFacts(ids),
        accountStates: deps.accountStates,
        hasRight: async (userId, ref) =>
          (await deps.terms(userId, ref, DOWNLOAD_LICENCE_DAYS)) !== null,
        lostRight: deps.lostRight,
      });
    },

    async list(userId: string): Promise<Downloads> {
      const [devices, downloads] = await Promise.all([
        repo.activeDevices(userId),
        repo.activeDownloads(userId),
      ]);
      return {
        userId,
        limits: { ...DOWNLOAD_LIMITS },
        licenceKey: signer.publicJwk,
        devices: devices.map((d) => ({
          ...d,
          createdAt: d.createdAt.toISOString(),
          lastSeenAt: d.lastSeenAt.toISOString(),
        })),
        downloads: downloads.map(toDownload),
      };
    },

    /**
     * The qualities a title downloads at; none, `downloadable: false`, for a viewer who may not
     * watch it or a video not ready (an unknown title is still a 404).
     */
    async options(userId: string, ref: string): Promise<DownloadOptions> {
      try {
        const media = await deps.media(userId, ref);
        return {
          ref,
          downloadable: true,
          durationS: media.durationS,
          // The audio-only ones too: a device that plays the Opus master counts an H.264 rung
          // with the Opus audio instead of AAC (withOpusAudio, ADR 0083).
          renditions: media.renditions,
        };
      } catch (error) {
        if (!(error instanceof HttpError) || error.code === "content/not-found") throw error;
        return { ref, downloadable: false, durationS: 0, renditions: [] };
      }
    },

    async registerDevice(userId: string, body: DownloadDeviceBody) {
      if (!isDeviceKey(body.publicKey)) {
        throw new HttpError(400, "downloads/public-key", "This device's key is not usable.");
      }
      const now = clock.now();
      const device = await repo.forUser(userId, async (tx) => {
        const active = await repo.activeDevices(userId, tx);
        if (active.length >= DOWNLOAD_LIMITS.devices)
          throw refuse(409, DOWNLOAD_ERRORS.deviceLimit);
        return repo.addDevice(tx, {
          userId,
          name: body.name,
          publicKey: body.publicKey,
          createdAt: now,
          lastSeenAt: now,
        });
      });
      return {
        id: device.id,
        name: device.name,
        createdAt: device.createdAt.toISOString(),
        lastSeenAt: device.lastSeenAt.toISOString(),
        downloads: 0,
      };
    },

    /** A device of the user's takes a new public key (its old private key is gone). */
    async rekeyDevice(userId: string, id: string, publicKey: string) {
      if (!isDeviceKey(publicKey)) {
        throw new HttpError(400, "downloads/public-key", "This device's key is not usable.");
      }
      const device = await repo.rekeyDevice(userId, id, publicKey, clock.now());
      if (!device) throw refuse(404, DOWNLOAD_ERRORS.deviceUnknown);
      const listed = (await repo.activeDevices(userId)).find((d) => d.id === id)!;
      return {
        ...listed,
        createdAt: listed.createdAt.toISOString(),
        lastSeenAt: listed.lastSeenAt.toISOString(),
      };
    },

    async removeDevice(userId: string, id: string): Promise<void> {
      if (!(await repo.removeDevice(userId, id, clock.now()))) {
        throw refuse(404, DOWNLOAD_ERRORS.deviceUnknown);
      }
    },

    /**
     * Starts (or, for a title already on that device, renews) a download: its slot, and a
     * licence with signed URLs to fetch the files.
     */
    async create(userId: string, body: DownloadBody): Promise<DownloadGrant> {
      const device = await repo.findDevice(userId, body.deviceId);
      if (!device) throw refuse(409, DOWNLOAD_ERRORS.deviceUnknown);
      const media = await deps.media(userId, body.ref);
      const chosen = media.renditions.find((r) => r.name === body.rendition && r.height > 0);
      if (!chosen) throw refuse(400, DOWNLOAD_ERRORS.rendition);
      const now = clock.now();
      const picked = {
        assetId: media.assetId,
        rendition: chosen.name,
        height: chosen.height,
        bytes: chosen.bytesTotal,
      };
      const downloadId = await repo.forUser(userId, async (tx) => {
        const existing = await repo.findOnDevice(tx, device.id, media.titleId);
        if (existing) {
          await repo.updateDownload(existing, picked, tx);
          return existing;
        }
        if ((await repo.countDownloads(tx, userId)) >= DOWNLOAD_LIMITS.downloads) {
          throw refuse(409, DOWNLOAD_ERRORS.downloadLimit);
        }
        return repo.addDownload(tx, {
          userId,
          deviceId: device.id,
          titleId: media.titleId,
          ...picked,
          createdAt: now,
          licenceExpiresAt: now,
        });
      });
      return grant(userId, downloadId, device, media);
    },

    /** A fresh licence (and URLs) for a kept download; an offline first play is recorded first. */
    async renew(userId: string, id: string, firstPlayedAt?: Date): Promise<DownloadGrant> {
      const row = await repo.findDownload(userId, id);
      if (!row) throw refuse(404, DOWNLOAD_ERRORS.notFound);
      const device = await repo.findDevice(userId, row.deviceId);
      if (!device) throw refuse(409, DOWNLOAD_ERRORS.deviceUnknown);
      if (firstPlayedAt) await deps.startedOffline(userId, row.ref, firstPlayedAt);
      return grant(userId, id, device, await deps.media(userId, row.ref));
    },

    async remove(userId: string, id: string): Promise<void> {
      if (!(await repo.removeDownload(userId, id, clock.now()))) {
        throw refuse(404, DOWNLOAD_ERRORS.notFound);
      }
    },
  };
}

export type DownloadsService = ReturnType<typeof createDownloadsService>;
