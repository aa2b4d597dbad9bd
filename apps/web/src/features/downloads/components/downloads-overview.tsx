import { Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { useOnline } from "../../../lib/use-online.ts";
import { listDownloads } from "../api/downloads-api.ts";
import { type AccountHint, useLocalDownloads } from "../hooks/use-local-downloads.ts";
import { useStorageEstimate } from "../hooks/use-storage-estimate.ts";
import { keptIdentity } from "../lib/device-keys.ts";
import { downloadManager } from "../lib/download-manager.ts";
import { syncLicences } from "../lib/licence-sync.ts";
import { writeMeta } from "../lib/offline-store.ts";
import { DownloadDevices } from "./download-devices.tsx";
import { DownloadsList } from "./downloads-list.tsx";
import { DownloadsStorage } from "./downloads-storage.tsx";

/**
 * /downloads: what this device keeps for the account (it opens with no connection), the space it
 * takes and what is free, and, online, the account's devices. Opened online, it first asks the
 * server about every licence kept here: revoked ones go (ADR 0053).
 */
export function DownloadsOverview({ account }: { account: AccountHint }) {
  const i18n = useI18n();
  const downloads = useLocalDownloads(account);
  const online = useOnline();
  const signedIn = typeof account === "string";
  const [checked, setChecked] = useState(0);
  useEffect(() => {
    if (!online || account === undefined) return;
    void syncLicences(account)
      .catch(() => undefined)
      .then(() => {
        setChecked((n) => n + 1);
      });
  }, [online, account]);
  const locked = downloadManager.snapshot().length > 0 && account === null;
  const done = downloads.filter((d) => d.status === "done").length;
  const storage = useStorageEstimate(done);
  const list = useQuery({
    queryKey: ["downloads", checked],
    queryFn: async ({ signal }) => {
      const list = await listDownloads(signal);
      await writeMeta("licenceKey", list.licenceKey);
      return list;
    },
    enabled: online && signedIn,
  });
  const [thisDevice, setThisDevice] = useState<string | null>(null);
  const userId = list.data?.userId;
  useEffect(() => {
    if (!userId) return;
    void keptIdentity(userId).then((d) => {
      setThisDevice(d?.id ?? null);
    });
  }, [userId, list.data, checked]);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{i18n._({ id: "nav.downloads", message: "Downloads" })}</Title>
        {storage.data ? <DownloadsStorage downloads={downloads} estimate={storage.data} /> : null}
      </div>
      {locked && downloads.length === 0 ? (
        <Text c="dimmed">
          {i18n._({
            id: "downloads.locked",
            message:
              "Downloads kept here for an account are locked while nobody is signed in. Sign in to see yours.",
          })}
        </Text>
      ) : (
        <DownloadsList downloads={downloads} />
      )}
      {list.data ? (
        <DownloadDevices
          list={list.data}
          thisDevice={thisDevice}
          onChanged={() => void list.refetch()}
        />
      ) : null}
    </Stack>
  );
}
