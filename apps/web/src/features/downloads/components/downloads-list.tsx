import "@mantine/core/styles/Button.css";
import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { Link } from "react-router";
import { downloadManager, waitReason } from "../lib/download-manager.ts";
import { statedTerms } from "../lib/licence.ts";
import type { LocalDownload } from "../lib/offline-store.ts";
import { DownloadStatus } from "./download-status.tsx";
import { DownloadsHelp } from "./downloads-help.tsx";
import { revocationLabel } from "./offline-refusal.ts";
import classes from "./downloads-list.module.css";
import type { I18n } from "../../../lib/i18n/i18n.ts";
import { dateFormat } from "../../../lib/i18n/date-format.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";

function playableUntil(download: LocalDownload, i18n: I18n): string | null {
  const terms = download.licence ? statedTerms(download.licence) : null;
  if (!terms) return null;
  const day = dateFormat(i18n, { day: "numeric", month: "short" });
  if (terms.playWindowS !== null && !terms.firstPlayedAt && !download.firstPlayedAt) {
    return i18n._({
      id: "downloads.rental-terms",
      message: "Rental: {hours, number} h from your first play, start by {day}",
      values: { hours: terms.playWindowS / 3600, day: day.format(new Date(terms.startBy!)) },
    });
  }
  return i18n._({
    id: "downloads.plays-until",
    message: "Plays offline until {day}",
    values: { day: day.format(new Date(terms.expiresAt)) },
  });
}

/** A download the server revoked: its files are gone; the row says why until it is removed. */
function RevokedRow({ download }: { download: LocalDownload }) {
  const i18n = useI18n();
  return (
    <li className={classes.row}>
      <div className={classes.poster} aria-hidden="true">
        {download.poster ? <img src={download.poster} alt="" loading="lazy" /> : null}
      </div>
      <Stack gap={4} className={classes.body}>
        <Title order={2} size="h5">
          {download.title}
        </Title>
        <Text size="sm" c="yellow">
          {revocationLabel(i18n, download.revoked!)}
        </Text>
        <Text size="xs" c="dimmed">
          {i18n._({
            id: "downloads.revoked.note",
            message: "It no longer plays here and its files were deleted.",
          })}
        </Text>
        <Group gap="xs" mt={4}>
          <Button
            size="xs"
            variant="default"
            onClick={() => void downloadManager.remove(download.id)}
          >
            {i18n._({ id: "downloads.dismiss", message: "Remove from the list" })}
          </Button>
        </Group>
      </Stack>
    </li>
  );
}

function DownloadRow({ download }: { download: LocalDownload }) {
  const i18n = useI18n();
  const [confirming, setConfirming] = useState(false);
  const waiting = download.status === "waiting" && waitReason(download);
  return (
    <li className={classes.row}>
      <div className={classes.poster} aria-hidden="true">
        {download.poster ? <img src={download.poster} alt="" loading="lazy" /> : null}
      </div>
      <Stack gap={4} className={classes.body}>
        <Title order={2} size="h5">
          {download.title}
        </Title>
        <Text size="xs" c="dimmed">
          {download.height}p
          {download.status === "done" ? ` · ${playableUntil(download, i18n) ?? ""}` : ""}
        </Text>
        <DownloadStatus download={download} />
        <Group gap="xs" mt={4}>
          {download.status === "done" ? (
            <Button component={Link} to={`/downloads/${download.id}`} size="xs">
              {i18n._({ id: "downloads.play", message: "Play" })}
            </Button>
          ) : null}
          {download.status === "downloading" ? (
            <Button
              size="xs"
              variant="default"
              onClick={() => void downloadManager.pause(download.id)}
            >
              {i18n._({ id: "downloads.pause", message: "Pause" })}
            </Button>
          ) : null}
          {download.status === "paused" || download.status === "failed" ? (
            <Button
              size="xs"
              variant="default"
              onClick={() => void downloadManager.resume(download.id)}
            >
              {i18n._({ id: "downloads.resume", message: "Resume" })}
            </Button>
          ) : null}
          {waiting === "wifi" || waiting === "night" ? (
            <Button
              size="xs"
              variant="default"
              onClick={() => void downloadManager.startNow(download.id)}
            >
              {i18n._({ id: "downloads.start-now", message: "Start now" })}
            </Button>
          ) : null}
          {confirming ? (
            <>
              <Button
                size="xs"
                color="red"
                onClick={() => void downloadManager.remove(download.id)}
              >
                {i18n._({ id: "downloads.remove-confirm", message: "Remove from this device" })}
              </Button>
              <Button
                size="xs"
                variant="subtle"
                onClick={() => {
                  setConfirming(false);
                }}
              >
                {i18n._({ id: "downloads.keep", message: "Keep" })}
              </Button>
            </>
          ) : (
            <Button
              size="xs"
              variant="subtle"
              color="gray"
              onClick={() => {
                setConfirming(true);
              }}
            >
              {i18n._({ id: "downloads.remove", message: "Remove" })}
            </Button>
          )}
        </Group>
      </Stack>
    </li>
  );
}

/** This device's downloads, newest first. */
export function DownloadsList({ downloads }: { downloads: readonly LocalDownload[] }) {
  const i18n = useI18n();
  if (downloads.length === 0) return <DownloadsHelp nothingHere />;
  return (
    <ul
      className={classes.list}
      aria-label={i18n._({ id: "downloads.on-device", message: "Downloads on this device" })}
    >
      {downloads.map((d) =>
        d.revoked ? (
          <RevokedRow key={d.id} download={d} />
        ) : (
          <DownloadRow key={d.id} download={d} />
        ),
      )}
    </ul>
  );
}
