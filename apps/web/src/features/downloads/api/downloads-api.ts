import {
  DOWNLOAD_PATHS,
  type DownloadBody,
  type DownloadDevice,
  type DownloadDeviceBody,
  type DownloadDeviceKeyBody,
  type DownloadGrant,
  type DownloadLicence,
  type LicenceStatus,
  type DownloadOptions,
  type Downloads,
} from "@tazama/contracts";
import { request } from "../../../lib/api-client.ts";

const withId = (path: string, id: string) => path.replace(":id", encodeURIComponent(id));

/** `users/downloads`: what this account keeps, on which devices; the licence-checking key. */
export const listDownloads = (signal?: AbortSignal) =>
  request<Downloads>({ path: DOWNLOAD_PATHS.list, signal });

export const downloadOptions = (ref: string, signal?: AbortSignal) =>
  request<DownloadOptions>({
    path: DOWNLOAD_PATHS.options.replace(":ref", encodeURIComponent(ref)),
    signal,
  });

export const registerDevice = (body: DownloadDeviceBody) =>
  request<DownloadDevice>({ method: "POST", path: DOWNLOAD_PATHS.devices, body });

/** The account's device on this browser, with a new public key (after a sign-out dropped it). */
export const rekeyDevice = (id: string, body: DownloadDeviceKeyBody) =>
  request<DownloadDevice>({ method: "PUT", path: withId(DOWNLOAD_PATHS.device, id), body });

/** Whether each kept licence still holds (no session needed). */
export const licenceStatus = (licences: DownloadLicence[]) =>
  request<LicenceStatus>({
    method: "POST",
    path: DOWNLOAD_PATHS.licenceStatus,
    body: { licences },
  });

export const removeDevice = (id: string) =>
  request<undefined>({ method: "DELETE", path: withId(DOWNLOAD_PATHS.device, id) });

export const createDownload = (body: DownloadBody) =>
  request<DownloadGrant>({ method: "POST", path: DOWNLOAD_PATHS.list, body });

export const renewDownload = (id: string, firstPlayedAt?: string) =>
  request<DownloadGrant>({
    method: "POST",
    path: withId(DOWNLOAD_PATHS.licence, id),
    body: firstPlayedAt ? { firstPlayedAt } : {},
  });

export const deleteDownload = (id: string) =>
  request<undefined>({ method: "DELETE", path: withId(DOWNLOAD_PATHS.download, id) });
