import "@mantine/core/styles/Button.css";
import { Button, Group, Text, Title } from "@mantine/core";
import type { Downloads } from "@tazama/contracts";
import { useMutation } from "@tanstack/react-query";
import { removeDevice } from "../api/downloads-api.ts";

const when = new Intl.DateTimeFormat(undefined, {
  day: "numeric",
  month: "short",
  year: "numeric",
});

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
  const remove = useMutation({ mutationFn: removeDevice, onSuccess: onChanged });
  return (
    <section aria-labelledby="download-devices">
      <Title order={2} size="h4" id="download-devices">
        Devices
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {list.devices.length} of {list.limits.devices} devices · {list.downloads.length} of{" "}
        {list.limits.downloads} downloads on your account
      </Text>
      <ul style={{ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: 8 }}>
        {list.devices.map((device) => (
          <li key={device.id}>
            <Group justify="space-between" wrap="nowrap">
              <div>
                <Text size="sm" fw={600}>
                  {device.name}
                  {device.id === thisDevice ? " (this device)" : ""}
                </Text>
                <Text size="xs" c="dimmed">
                  {device.downloads === 1 ? "1 download" : `${device.downloads} downloads`} · last
                  used {when.format(new Date(device.lastSeenAt))}
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
                aria-label={`Remove ${device.name}`}
              >
                Remove
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
