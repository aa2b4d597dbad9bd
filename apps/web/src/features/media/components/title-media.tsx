import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Input.css";
import {
  Badge,
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { notifications } from "../../../lib/toasts.ts";
import { MEDIA_KINDS, type MediaAsset, type MediaKind } from "@tazama/contracts";
import { useState } from "react";
import {
  useMakeAv1,
  useMediaJobs,
  useRefreshMedia,
  useRerunRendition,
  useTitleMedia,
} from "../api/media-admin.ts";
import type { I18n } from "../../../lib/i18n/i18n.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { LadderTable } from "./ladder-table.tsx";
import { MediaJobsTable } from "./media-jobs-table.tsx";
import { VideoUpload } from "./video-upload.tsx";

function kindName(kind: MediaKind, i18n: I18n): string {
  return kind === "main"
    ? i18n._({ id: "media.kind.main", message: "Main video" })
    : i18n._({ id: "media.kind.trailer", message: "Trailer" });
}

/** A video's state in words, for its badge. */
function assetStatusLabel(status: MediaAsset["status"], i18n: I18n): string {
  switch (status) {
    case "queued":
      return i18n._({ id: "media.asset.queued", message: "queued" });
    case "processing":
      return i18n._({ id: "media.asset.processing", message: "processing" });
    case "ready":
      return i18n._({ id: "media.asset.ready", message: "ready" });
    case "failed":
      return i18n._({ id: "media.asset.failed", message: "failed" });
  }
}
const ASSET_COLORS: Record<MediaAsset["status"], string> = {
  queued: "gray",
  processing: "blue",
  ready: "green",
  failed: "red",
};

function minutes(seconds: number, i18n: I18n): string {
  return seconds < 60
    ? i18n._({
        id: "media.duration.seconds",
        message: "{seconds} s",
        values: { seconds: Math.round(seconds) },
      })
    : i18n._({
        id: "media.duration.minutes-seconds",
        message: "{minutes} min {seconds} s",
        values: { minutes: Math.floor(seconds / 60), seconds: Math.round(seconds % 60) },
      });
}

function Rerun({ asset }: { asset: MediaAsset }) {
  const i18n = useI18n();
  const [rendition, setRendition] = useState(asset.renditions[0] ?? "");
  const rerun = useRerunRendition();
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <NativeSelect
        size="xs"
        // The select gives way in a narrow card; the button keeps its whole label.
        style={{ flex: 1, minWidth: 0 }}
        label={i18n._({ id: "media.rerun.label", message: "Make one rendition again" })}
        value={rendition}
        onChange={(event) => {
          setRendition(event.currentTarget.value);
        }}
        data={asset.renditions}
      />
      <Button
        size="xs"
        variant="default"
        style={{ flexShrink: 0 }}
        loading={rerun.isPending}
        onClick={() => {
          rerun.mutate(
            { assetId: asset.id, rendition },
            {
              onSuccess: () =>
                notifications.show({
                  message: i18n._({
                    id: "media.rerun.queued",
                    message: "{rendition} is queued; the video plays meanwhile.",
                    values: { rendition },
                  }),
                }),
              onError: (error) =>
                notifications.show({
                  color: "red",
                  title: i18n._({ id: "media.rerun.not-queued", message: "Not queued" }),
                  message: error.message,
                }),
            },
          );
        }}
      >
        {i18n._({ id: "media.rerun.button", message: "Make again" })}
      </Button>
    </Group>
  );
}

/** Adds AV1 for phones to a video made before it (or makes it again): a job like any other. */
function MakeAv1({ asset }: { asset: MediaAsset }) {
  const i18n = useI18n();
  const make = useMakeAv1();
  const has = asset.renditions.some((r) => r.startsWith("av1-"));
  return (
    <Button
      size="xs"
      variant="default"
      loading={make.isPending}
      onClick={() => {
        make.mutate(asset.id, {
          onSuccess: () =>
            notifications.show({
              message: i18n._({
                id: "media.av1.queued",
                message: "AV1 is queued; the video plays in H.264 meanwhile.",
              }),
            }),
          onError: (error) =>
            notifications.show({
              color: "red",
              title: i18n._({ id: "media.rerun.not-queued", message: "Not queued" }),
              message: error.message,
            }),
        });
      }}
    >
      {has
        ? i18n._({ id: "media.av1.again", message: "Make AV1 again" })
        : i18n._({ id: "media.av1.add", message: "Add AV1 for phones" })}
    </Button>
  );
}

function AssetCard({ kind, asset }: { kind: MediaKind; asset: MediaAsset | undefined }) {
  const i18n = useI18n();
  return (
    <Paper withBorder radius="md" p="sm" bg="dark.6" data-testid={`asset-${kind}`}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text fw={600}>{kindName(kind, i18n)}</Text>
          {asset ? (
            <Badge
              color={ASSET_COLORS[asset.status]}
              variant="light"
              style={{ minWidth: "max-content" }}
            >
              {assetStatusLabel(asset.status, i18n)}
            </Badge>
          ) : (
            <Badge color="gray" variant="outline">
              {i18n._({ id: "media.asset.none", message: "none" })}
            </Badge>
          )}
        </Group>
        {asset?.status === "ready" ? (
          <>
            <Text size="sm" c="gray.4">
              {asset.durationS ? minutes(asset.durationS, i18n) : ""} ·{" "}
              {asset.renditions.join(", ")}
            </Text>
            <LadderTable ladder={asset.ladder} />
            <Rerun asset={asset} />
            <Group>
              <MakeAv1 asset={asset} />
            </Group>
          </>
        ) : null}
        {asset?.status === "failed" && asset.failureReason ? (
          <Text size="xs" c="red.3" lineClamp={3}>
            {asset.failureReason}
          </Text>
        ) : null}
        {!asset ? (
          <Text size="sm" c="gray.4">
            {i18n._({ id: "media.asset.not-uploaded", message: "Not uploaded yet." })}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** A title's videos: what plays now, an upload (resumable), and the title's transcode jobs. */
export function TitleMedia({ titleRef }: { titleRef: string }) {
  const jobs = useMediaJobs({ titleRef, page: 1 });
  const assets = useTitleMedia(
    titleRef,
    jobs.data?.jobs.map((job) => `${job.id}:${job.status}`).join(",") ?? "",
  );
  const refresh = useRefreshMedia();
  const i18n = useI18n();
  return (
    <Paper withBorder p="md" radius="md" bg="dark.7">
      <Title order={3} size="h5" mb={4}>
        {i18n._({ id: "media.title.heading", message: "Video" })}
      </Title>
      <Text size="sm" c="gray.4" mb="sm">
        {i18n._({
          id: "media.title.intro",
          message:
            "A title sells only once its main video is ready. A new upload replaces the old video when its transcode is done; until then viewers keep watching the old one.",
        })}
      </Text>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {MEDIA_KINDS.map((kind) => (
            <AssetCard
              key={kind}
              kind={kind}
              asset={assets.data?.assets.find((a) => a.kind === kind)}
            />
          ))}
        </SimpleGrid>
        <VideoUpload titleRef={titleRef} onUploaded={refresh} />
        <MediaJobsTable titleRef={titleRef} />
      </Stack>
    </Paper>
  );
}
