import { LICENCE_STATUS_MAX } from "@tazama/contracts";
import { listDownloads, licenceStatus, rekeyDevice } from "../api/downloads-api.ts";
import { renewLocal } from "./downloader.ts";
import {
  adoptLegacyIdentity,
  deviceIdentity,
  dropIdentity,
  keptIdentity,
  rememberDeviceId,
  unwrapKey,
} from "./device-keys.ts";
import { downloadManager } from "./download-manager.ts";
import { statedTerms } from "./licence.ts";
import { type LocalDownload, readMeta, updateDownload, writeMeta } from "./offline-store.ts";

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Asks the server about every licence this browser keeps, whoever's (ADR 0053): a revoked one
 * (refunded, account closed or disabled, device or download removed) loses its key and files
 * at once. Needs no session. Returns how many were revoked.
 */
export async function checkLicences(): Promise<number> {
  const asked = downloadManager.snapshot().filter((d) => d.licence !== null && d.revoked === null);
  let revoked = 0;
  for (const batch of chunks(asked, LICENCE_STATUS_MAX)) {
    const { licences } = await licenceStatus(batch.map((d) => d.licence!));
    for (const [i, answer] of licences.entries()) {
      const download = batch[i];
      if (!download || answer.status !== "revoked" || answer.reason === null) continue;
      await downloadManager.revoke(download.id, answer.reason);
      revoked += 1;
    }
  }
  if (revoked > 0) await downloadManager.refresh();
  return revoked;
}

/** The device a download's licence was wrapped for. */
const deviceOf = (d: LocalDownload) => (d.licence ? statedTerms(d.licence)?.deviceId : undefined);

/**
 * `account` signed in here: downloads kept before accounts had owners become its own when they
 * were on its device, and, if it signed out here before (its private key dropped), its device
 * takes a new key and its licences are renewed for it: the files stay, nothing is fetched again.
 */
async function claimFor(account: string): Promise<void> {
  const all = downloadManager.snapshot();
  const orphans = all.filter((d) => d.userId === null && d.licence);
  const mine = all.filter((d) => d.userId === account && d.licence && !d.revoked);
  if (orphans.length === 0 && mine.length === 0) return;
  const list = await listDownloads();
  await writeMeta("licenceKey", list.licenceKey);
  const devices = list.devices.map((d) => d.id);
  const legacy = await adoptLegacyIdentity(account, devices);
  for (const d of orphans) {
    const device = deviceOf(d);
    if (device && devices.includes(device) && (legacy?.id === device || !legacy)) {
      await updateDownload(d.id, () => ({ userId: account }));
      mine.push({ ...d, userId: account });
    }
  }
  const device = mine.map(deviceOf).find((id) => id && devices.includes(id));
  if (!device) return;
  let identity = await keptIdentity(account);
  if (identity?.id !== device) {
    // Signed out here before: a new key pair for the same device, then licences wrapped to it.
    const fresh = await deviceIdentity(account);
    await rekeyDevice(device, { publicKey: fresh.spki });
    identity = await rememberDeviceId(account, fresh, device);
  }
  // Every licence this key cannot open is renewed (also after a renewal cut short).
  for (const d of mine) {
    const wrapped = statedTerms(d.licence!)?.wrappedKey ?? "";
    const opens = await unwrapKey(identity, wrapped).then(
      () => true,
      () => false,
    );
    if (!opens) await renewLocal(d).catch(() => undefined);
  }
}

/**
 * Whenever the app or Downloads opens online: revoked licences go, then, for a signed-in
 * account, its downloads are claimed and unlocked. When another account signs in than the one
 * before, the one before is locked first (its private key dropped).
 */
export function syncLicences(account: string | null): Promise<void> {
  // The app and the Downloads page both ask as they open: one run answers both.
  const key = account ?? "";
  const running = inFlight.get(key);
  if (running) return running;
  const run = sync(account).finally(() => inFlight.delete(key));
  inFlight.set(key, run);
  return run;
}

const inFlight = new Map<string, Promise<void>>();

async function sync(account: string | null): Promise<void> {
  await downloadManager.start();
  const before = (await readMeta<string>("account")) || null;
  if (account !== null && before !== null && before !== account) await dropIdentity(before);
  if (account !== null) await downloadManager.setAccount(account);
  // A check refused (too many from this address, as behind a carrier's shared address) or cut
  // off is asked again at the next opening; it does not keep the account from its downloads
  // (their renewal asks the server, which refuses a right that is gone).
  await checkLicences().catch(() => 0);
  if (account !== null) {
    await claimFor(account);
    await downloadManager.refresh();
  }
}

/** The download queue, started once per page (it also locks the account's downloads at sign-out). */
export const startDownloads = () => downloadManager.start();
