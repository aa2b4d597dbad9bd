import "@mantine/core/styles/Button.css";
import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { Link } from "react-router";
import { downloadManager, waitReason } from "../lib/download-manager.ts";
import { statedTerms } from "../lib/licence.ts";
import type { LocalDownload } from "../lib/offline-store.ts";
import { DownloadStatus } from "./download-status.tsx";
import classes from "./downloads-list.module.css";

const day = new Intl.DateTimeFormat(undefined, { day: "numeric", month: "short" });

function playableUntil(download: LocalDownload): string | null {
  const terms = statedTerms(download.licence);
  if (!terms) return null;
  if (terms.playWindowS !== null && !terms.firstPlayedAt && !download.firstPlayedAt) {
    return `Rental: ${terms.playWindowS / 3600} h from your first play, start by ${day.format(new Date(terms.startBy!))}`;
  }
  return `Plays offline until ${day.format(new Date(terms.expiresAt))}`;
}

function DownloadRow({ download }: { download: LocalDownload }) {
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
          {download.status === "done" ? ` · ${playableUntil(download) ?? ""}` : ""}
        </Text>
        <DownloadStatus download={download} />
        <Group gap="xs" mt={4}>
          {download.status === "done" ? (
            <Button component={Link} to={`/downloads/${download.id}`} size="xs">
              Play
            </Button>
          ) : null}
          {download.status === "downloading" ? (
            <Button
              size="xs"
              variant="default"
              onClick={() => void downloadManager.pause(download.id)}
            >
              Pause
            </Button>
          ) : null}
          {download.status === "paused" || download.status === "failed" ? (
            <Button
              size="xs"
              variant="default"
              onClick={() => void downloadManager.resume(download.id)}
            >
              Resume
            </Button>
          ) : null}
          {waiting === "wifi" || waiting === "night" ? (
            <Button
              size="xs"
              variant="default"
              onClick={() => void downloadManager.startNow(download.id)}
            >
              Start now
            </Button>
          ) : null}
          {confirming ? (
            <>
              <Button
                size="xs"
                color="red"
                onClick={() => void downloadManager.remove(download.id)}
              >
                Remove from this device
              </Button>
              <Button
                size="xs"
                variant="subtle"
                onClick={() => {
                  setConfirming(false);
                }}
              >
                Keep
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
              Remove
            </Button>
          )}
        </Group>
      </Stack>
    </li>
  );
}

/** This device's downloads, newest first. */
export function DownloadsList({ downloads }: { downloads: readonly LocalDownload[] }) {
  if (downloads.length === 0) {
    return (
      <Text c="dimmed">
        Nothing downloaded on this device yet. Titles you bought or rented have a Download button on
        their page.
      </Text>
    );
  }
  return (
    <ul className={classes.list} aria-label="Downloads on this device">
      {downloads.map((d) => (
        <DownloadRow key={d.id} download={d} />
      ))}
    </ul>
  );
}
