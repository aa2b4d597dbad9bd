import "@mantine/core/styles/Modal.css";
import "@mantine/core/styles/Radio.css";
import "@mantine/core/styles/Checkbox.css";
import "@mantine/core/styles/Alert.css";
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NativeSelect,
  Radio,
  Stack,
  Text,
} from "@mantine/core";
import { type StreamRendition, videoRungsFor } from "@tazama/contracts";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { masterFor, takesAv1 } from "../../../lib/codec-support.ts";
import { dataSaverHint } from "../../../lib/data-saver.ts";
import { formatBytes } from "../../../lib/format-bytes.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { useStorageEstimate } from "../hooks/use-storage-estimate.ts";
import { NIGHT_START_HOURS } from "../lib/schedule.ts";
import { startDownload } from "../lib/start-download.ts";

const hour = (h: number) => `${String(h).padStart(2, "0")}:00`;

/**
 * Download a title: the qualities with their real sizes, free space on the device, Wi-Fi only,
 * and a night start (bundles are often cheaper at night).
 */
export function DownloadDialog({
  contentRef,
  title,
  renditions,
  opened,
  onClose,
}: {
  contentRef: string;
  title: string;
  /**
   * The video rungs (H.264 and AV1) with their real bytes, and the audio-only renditions (an
   * H.264 rung's size with the Opus audio comes from them).
   */
  renditions: readonly StreamRendition[];
  opened: boolean;
  onClose: () => void;
}) {
  const storage = useStorageEstimate(opened ? 1 : 0);
  // AV1 where this device decodes it well (ADR 0083): those rungs, at their own sizes. The H.264
  // rungs with the Opus audio where this device plays the Opus master (ADR 0083): what it streams.
  const codecs = useQuery({
    queryKey: ["download-codecs", renditions.map((r) => r.name).join()],
    queryFn: async () => ({
      av1: await takesAv1(renditions),
      opus: (await masterFor(renditions, dataSaverHint())) === "opus",
    }),
    enabled: opened,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const rungs = videoRungsFor(renditions, {
    av1: codecs.data?.av1 === true,
    opus: codecs.data?.opus === true,
  });
  const [chosen, setChosen] = useState<number | null>(null);
  // The lowest rung by default: the smallest download that plays on a phone.
  const rung = rungs.find((r) => r.height === chosen) ?? rungs[0];
  const picked = rung?.name ?? null;
  const size = rung?.bytesTotal ?? 0;
  const [wifiOnly, setWifiOnly] = useState(true);
  const [start, setStart] = useState("now");
  const free = storage.data?.free ?? null;
  const tooBig = free !== null && size > free;
  const i18n = useI18n();
  const download = useMutation({
    mutationFn: () =>
      startDownload(contentRef, picked!, {
        wifiOnly,
        startHour: start === "now" ? null : Number(start),
        opus: codecs.data?.opus === true,
      }),
    onSuccess: onClose,
  });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={i18n._({ id: "download.title", message: "Download {title}", values: { title } })}
      centered
    >
      {renditions.length > 0 ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            download.mutate();
          }}
        >
          <Stack gap="md">
            <Radio.Group
              label={i18n._({ id: "player.quality", message: "Quality" })}
              value={rung ? String(rung.height) : null}
              onChange={(value) => {
                setChosen(Number(value));
              }}
            >
              <Stack gap={8} mt={6}>
                {rungs.map((r) => (
                  <Radio
                    key={r.name}
                    value={String(r.height)}
                    label={`${r.height}p · ${formatBytes(r.bytesTotal, i18n)}`}
                  />
                ))}
              </Stack>
            </Radio.Group>
            {free !== null ? (
              <Text size="sm" c={tooBig ? "red.4" : "dimmed"}>
                {tooBig
                  ? i18n._({
                      id: "download.no-space",
                      message: "Not enough space: {free} free on this device.",
                      values: { free: formatBytes(free, i18n) },
                    })
                  : i18n._({
                      id: "download.free",
                      message: "{free} free on this device.",
                      values: { free: formatBytes(free, i18n) },
                    })}
              </Text>
            ) : null}
            <Checkbox
              label={i18n._({ id: "download.wifi-only", message: "Only on Wi-Fi" })}
              description={i18n._({
                id: "download.wifi-only-note",
                message: "Waits for Wi-Fi instead of using mobile data.",
              })}
              checked={wifiOnly}
              onChange={(event) => {
                setWifiOnly(event.currentTarget.checked);
              }}
            />
            <NativeSelect
              label={i18n._({ id: "download.start", message: "Start" })}
              value={start}
              onChange={(event) => {
                setStart(event.currentTarget.value);
              }}
              data={[
                { value: "now", label: i18n._({ id: "download.now", message: "Now" }) },
                ...NIGHT_START_HOURS.map((h) => ({
                  value: String(h),
                  label: i18n._({
                    id: "download.tonight",
                    message: "Tonight at {time}",
                    values: { time: hour(h) },
                  }),
                })),
              ]}
              description={
                start === "now"
                  ? undefined
                  : i18n._({
                      id: "download.keep-open",
                      message: "Keep Tazama open: it starts by itself at that hour.",
                    })
              }
            />
            {download.isError ? (
              <Alert color="red" role="alert">
                {download.error.message ||
                  i18n._({
                    id: "download.could-not-start",
                    message: "The download could not start.",
                  })}{" "}
                {/device/.test(download.error.message) ? (
                  <Link to="/downloads">
                    {i18n._({ id: "nav.downloads", message: "Downloads" })}
                  </Link>
                ) : null}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {i18n._({ id: "purchase.cancel", message: "Cancel" })}
              </Button>
              <Button type="submit" loading={download.isPending} disabled={!picked || tooBig}>
                {i18n._({
                  id: "download.submit",
                  message: "Download {size}",
                  values: { size: formatBytes(size, i18n) },
                })}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Modal>
  );
}
