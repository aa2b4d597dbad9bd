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
import { notifications } from "@mantine/notifications";
import { MEDIA_KINDS, type MediaAsset, type MediaKind } from "@tazama/contracts";
import { useState } from "react";
import {
  useMediaJobs,
  useRefreshMedia,
  useRerunRendition,
  useTitleMedia,
} from "../api/media-admin.ts";
import { MediaJobsTable } from "./media-jobs-table.tsx";
import { VideoUpload } from "./video-upload.tsx";

const KIND_NAMES: Record<MediaKind, string> = { main: "Main video", trailer: "Trailer" };
const ASSET_COLORS: Record<MediaAsset["status"], string> = {
  queued: "gray",
  processing: "blue",
  ready: "green",
  failed: "red",
};

const minutes = (seconds: number) =>
  seconds < 60
    ? `${Math.round(seconds)} s`
    : `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;

function Rerun({ asset }: { asset: MediaAsset }) {
  const [rendition, setRendition] = useState(asset.renditions[0] ?? "");
  const rerun = useRerunRendition();
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <NativeSelect
        size="xs"
        label="Make one rendition again"
        value={rendition}
        onChange={(event) => {
          setRendition(event.currentTarget.value);
        }}
        data={asset.renditions}
      />
      <Button
        size="xs"
        variant="default"
        loading={rerun.isPending}
        onClick={() => {
          rerun.mutate(
            { assetId: asset.id, rendition },
            {
              onSuccess: () =>
                notifications.show({
                  message: `${rendition} is queued; the video plays meanwhile.`,
                }),
              onError: (error) =>
                notifications.show({ color: "red", title: "Not queued", message: error.message }),
            },
          );
        }}
      >
        Make again
      </Button>
    </Group>
  );
}

function AssetCard({ kind, asset }: { kind: MediaKind; asset: MediaAsset | undefined }) {
  return (
    <Paper withBorder radius="md" p="sm" bg="dark.6" data-testid={`asset-${kind}`}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text fw={600}>{KIND_NAMES[kind]}</Text>
          {asset ? (
            <Badge
              color={ASSET_COLORS[asset.status]}
              variant="light"
              style={{ minWidth: "max-content" }}
            >
              {asset.status}
            </Badge>
          ) : (
            <Badge color="gray" variant="outline">
              none
            </Badge>
          )}
        </Group>
        {asset?.status === "ready" ? (
          <>
            <Text size="sm" c="gray.4">
              {asset.durationS ? minutes(asset.durationS) : ""} · {asset.renditions.join(", ")}
            </Text>
            <Rerun asset={asset} />
          </>
        ) : null}
        {asset?.status === "failed" && asset.failureReason ? (
          <Text size="xs" c="red.3" lineClamp={3}>
            {asset.failureReason}
          </Text>
        ) : null}
        {!asset ? (
          <Text size="sm" c="gray.4">
            Not uploaded yet.
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
  return (
    <Paper withBorder p="md" radius="md" bg="dark.7">
      <Title order={3} size="h5" mb={4}>
        Video
      </Title>
      <Text size="sm" c="gray.4" mb="sm">
        A title sells only once its main video is ready. A new upload replaces the old video when
        its transcode is done; until then viewers keep watching the old one.
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
