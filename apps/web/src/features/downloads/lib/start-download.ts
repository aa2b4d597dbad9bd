import { createDownload, listDownloads, registerDevice } from "../api/downloads-api.ts";
import { deviceIdentity, deviceName, rememberDeviceId } from "./device-keys.ts";
import { downloadManager } from "./download-manager.ts";
import { writeMeta } from "./offline-store.ts";

/**
 * Downloads a title at a rung: sets this browser up as a device first (its key pair, its place
 * among the account's 5), asks the browser to keep the files through storage clean-ups, and
 * queues the download (now, on Wi-Fi only, or at night).
 */
export async function startDownload(
  ref: string,
  rendition: string,
  choice: { wifiOnly: boolean; startHour: number | null },
): Promise<void> {
  const list = await listDownloads();
  await writeMeta("licenceKey", list.licenceKey);
  let identity = await deviceIdentity();
  if (identity.id && !list.devices.some((d) => d.id === identity.id)) {
    // Removed from the account elsewhere: this browser takes a place again.
    identity = await rememberDeviceId(identity, null);
  }
  if (!identity.id) {
    const device = await registerDevice({ name: deviceName(), publicKey: identity.spki });
    identity = await rememberDeviceId(identity, device.id);
  }
  const grant = await createDownload({ deviceId: identity.id!, ref, rendition });
  // Not every browser can (or will): the downloads still work, and may be cleared under pressure.
  void Promise.resolve()
    .then(() => navigator.storage.persist())
    .catch(() => false);
  await downloadManager.start();
  await downloadManager.add(grant, choice);
}
