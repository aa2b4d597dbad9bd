import { createDownload, listDownloads, registerDevice } from "../api/downloads-api.ts";
import { deviceIdentity, deviceName, rememberDeviceId } from "./device-keys.ts";
import { downloadManager } from "./download-manager.ts";
import { syncLicences } from "./licence-sync.ts";
import { writeMeta } from "./offline-store.ts";

/**
 * Downloads a title at a rung: sets this browser up as a device first (its key pair, its place
 * among the account's 5), asks the browser to keep the files through storage clean-ups, and
 * queues the download (now, on Wi-Fi only, or at night; an H.264 rung with the Opus audio where
 * `opus`, as this device streams it, ADR 0083).
 */
export async function startDownload(
  ref: string,
  rendition: string,
  choice: { wifiOnly: boolean; startHour: number | null; opus?: boolean },
): Promise<void> {
  const list = await listDownloads();
  await writeMeta("licenceKey", list.licenceKey);
  const account = list.userId;
  await downloadManager.start();
  if (downloadManager.account() !== account) await syncLicences(account);
  let identity = await deviceIdentity(account);
  if (identity.id && !list.devices.some((d) => d.id === identity.id)) {
    // Removed from the account elsewhere: this browser takes a place again.
    identity = await rememberDeviceId(account, identity, null);
  }
  if (!identity.id) {
    const device = await registerDevice({ name: deviceName(), publicKey: identity.spki });
    identity = await rememberDeviceId(account, identity, device.id);
  }
  const grant = await createDownload({ deviceId: identity.id!, ref, rendition });
  // Not every browser can (or will): the downloads still work, and may be cleared under pressure.
  void Promise.resolve()
    .then(() => navigator.storage.persist())
    .catch(() => false);
  await downloadManager.add(account, grant, choice);
}
