import { Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { formatBytes } from "../../../lib/format-bytes.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { useOnline } from "../../../lib/use-online.ts";
import { listDownloads } from "../api/downloads-api.ts";
import { useLocalDownloads } from "../hooks/use-local-downloads.ts";
import { useStorageEstimate } from "../hooks/use-storage-estimate.ts";
import { readMeta, writeMeta, type DeviceIdentity } from "../lib/offline-store.ts";
import { DownloadDevices } from "./download-devices.tsx";
import { DownloadsList } from "./downloads-list.tsx";

/**
 * /downloads: what this device keeps (it opens with no connection), the space it takes and what
 * is free, and, online, the account's devices.
 */
export function DownloadsOverview({ signedIn }: { signedIn: boolean }) {
  const i18n = useI18n();
  const downloads = useLocalDownloads();
  const online = useOnline();
  const done = downloads.filter((d) => d.status === "done").length;
  const storage = useStorageEstimate(done);
  const account = useQuery({
    queryKey: ["downloads"],
    queryFn: async ({ signal }) => {
      const list = await listDownloads(signal);
      await writeMeta("licenceKey", list.licenceKey);
      return list;
    },
    enabled: online && signedIn,
  });
  const [thisDevice, setThisDevice] = useState<string | null>(null);
  useEffect(() => {
    void readMeta<DeviceIdentity>("device").then((d) => {
      setThisDevice(d?.id ?? null);
    });
  }, [account.data]);
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{i18n._({ id: "nav.downloads", message: "Downloads" })}</Title>
        {storage.data ? (
          <Text size="sm" c="dimmed" mt={4}>
            {i18n._({
              id: "downloads.storage",
              message: "Using {used} · {free} free on this device",
              values: {
                used: formatBytes(storage.data.usage),
                free: formatBytes(storage.data.free),
              },
            })}
            {storage.data.persisted
              ? ` · ${i18n._({ id: "downloads.persisted", message: "kept safe from clean-up" })}`
              : ""}
          </Text>
        ) : null}
      </div>
      <DownloadsList downloads={downloads} />
      {account.data ? (
        <DownloadDevices
          list={account.data}
          thisDevice={thisDevice}
          onChanged={() => void account.refetch()}
        />
      ) : null}
    </Stack>
  );
}
