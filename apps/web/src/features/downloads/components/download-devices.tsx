import "@mantine/core/styles/Button.css";
import { Button, Group, Text, Title } from "@mantine/core";
import type { Downloads } from "@tazama/contracts";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { listDownloads, removeDevice } from "../api/downloads-api.ts";
import { keptIdentity } from "../lib/device-keys.ts";
import { writeMeta } from "../lib/offline-store.ts";
import { dateFormat } from "../../../lib/i18n/date-format.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { useOnline } from "../../../lib/use-online.ts";

/**
 * A signed-in account's devices, asked for while online (again after each licence check,
 * `checked`), this browser's marked; it also keeps the key licences are checked with.
 */
export function AccountDevices({ checked }: { checked: number }) {
  const online = useOnline();
  const list = useQuery({
    queryKey: ["downloads", checked],
    queryFn: async ({ signal }) => {
      const list = await listDownloads(signal);
      await writeMeta("licenceKey", list.licenceKey);
      return list;
    },
    enabled: online,
  });
  const [thisDevice, setThisDevice] = useState<string | null>(null);
  const userId = list.data?.userId;
  useEffect(() => {
    if (!userId) return;
    void keptIdentity(userId).then((d) => {
      setThisDevice(d?.id ?? null);
    });
  }, [userId, list.data, checked]);
  return list.data ? (
    <DownloadDevices
      list={list.data}
      thisDevice={thisDevice}
      onChanged={() => void list.refetch()}
    />
  ) : null;
}

/** The account's download devices (at most 5): removing one frees its place and its downloads. */
export function DownloadDevices({
  list,
  thisDevice,
  onChanged,
}: {
  list: Downloads;
  thisDevice: string | null;
  onChanged: () => void;
}) {
  const i18n = useI18n();
  const when = dateFormat(i18n, { day: "numeric", month: "short", year: "numeric" });
  const remove = useMutation({ mutationFn: removeDevice, onSuccess: onChanged });
  return (
    <section aria-labelledby="download-devices">
      <Title order={2} size="h4" id="download-devices">
        {i18n._({ id: "downloads.devices", message: "Devices" })}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {i18n._({
          id: "downloads.account-use",
          message:
            "{devices, number} of {maxDevices, number} devices · {downloads, number} of {maxDownloads, number} downloads on your account",
          values: {
            devices: list.devices.length,
            maxDevices: list.limits.devices,
            downloads: list.downloads.length,
            maxDownloads: list.limits.downloads,
          },
        })}
      </Text>
      <ul style={{ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: 8 }}>
        {list.devices.map((device) => (
          <li key={device.id}>
            <Group justify="space-between" wrap="nowrap">
              <div>
                <Text size="sm" fw={600}>
                  {device.name}
                  {device.id === thisDevice
                    ? ` (${i18n._({ id: "downloads.this-device", message: "this device" })})`
                    : ""}
                </Text>
                <Text size="xs" c="dimmed">
                  {i18n._({
                    id: "downloads.device-line",
                    message:
                      "{count, plural, one {# download} other {# downloads}} · last used {day}",
                    values: {
                      count: device.downloads,
                      day: when.format(new Date(device.lastSeenAt)),
                    },
                  })}
                </Text>
              </div>
              <Button
                size="xs"
                variant="subtle"
                color="gray"
                loading={remove.isPending && remove.variables === device.id}
                onClick={() => {
                  remove.mutate(device.id);
                }}
                aria-label={i18n._({
                  id: "downloads.remove-device",
                  message: "Remove {device}",
                  values: { device: device.name },
                })}
              >
                {i18n._({ id: "downloads.remove", message: "Remove" })}
              </Button>
            </Group>
          </li>
        ))}
      </ul>
      {remove.isError ? (
        <Text role="alert" size="sm" c="red.4">
          {remove.error.message}
        </Text>
      ) : null}
    </section>
  );
}
