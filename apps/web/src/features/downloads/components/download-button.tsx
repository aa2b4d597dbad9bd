import "@mantine/core/styles/Button.css";
import { Button, Group } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { downloadOptions } from "../api/downloads-api.ts";
import { type AccountHint, useLocalDownloads } from "../hooks/use-local-downloads.ts";
import { downloadManager } from "../lib/download-manager.ts";
import { DownloadDialog } from "./download-dialog.tsx";
import { DownloadStatus } from "./download-status.tsx";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { CheckIcon } from "../../../components/ui/icons.tsx";

/**
 * "Download" on a title page, for a viewer who may watch it (bought, rented, a pass): opens the
 * choices; once queued, its progress with pause and resume, then a link to the downloads.
 * `version` changes when the viewer's purchases do (a rental makes the button appear).
 */
export function DownloadButton({
  account,
  contentRef,
  title,
  version,
}: {
  /** Who is signed in (a download shows only to its account). */
  account: AccountHint;
  contentRef: string;
  title: string;
  version: number;
}) {
  const i18n = useI18n();
  const local = useLocalDownloads(account).find((d) => d.ref === contentRef && !d.revoked);
  const allowed = useQuery({
    queryKey: ["download-options", contentRef, version],
    queryFn: ({ signal }) => downloadOptions(contentRef, signal),
    retry: false,
    staleTime: 60_000,
    enabled: !local,
  });
  const [opened, setOpened] = useState(false);
  if (local) {
    return (
      <div style={{ minWidth: 200 }}>
        <Group gap="xs">
          {local.status === "done" ? (
            <Button
              component={Link}
              to="/downloads"
              variant="light"
              radius="xl"
              leftSection={<CheckIcon />}
            >
              {i18n._({ id: "downloads.done", message: "Downloaded" })}
            </Button>
          ) : local.status === "downloading" || local.status === "waiting" ? (
            <Button
              variant="default"
              radius="xl"
              onClick={() => void downloadManager.pause(local.id)}
            >
              {i18n._({ id: "downloads.pause-download", message: "Pause download" })}
            </Button>
          ) : (
            <Button
              variant="default"
              radius="xl"
              onClick={() => void downloadManager.resume(local.id)}
            >
              {i18n._({ id: "downloads.resume-download", message: "Resume download" })}
            </Button>
          )}
        </Group>
        <DownloadStatus download={local} />
      </div>
    );
  }
  if (!allowed.data?.downloadable || allowed.data.renditions.length === 0) return null;
  return (
    <>
      <Button
        variant="default"
        radius="xl"
        leftSection={<span aria-hidden="true">↓</span>}
        onClick={() => {
          setOpened(true);
        }}
      >
        {i18n._({ id: "downloads.download", message: "Download" })}
      </Button>
      {opened ? (
        <DownloadDialog
          contentRef={contentRef}
          title={title}
          renditions={allowed.data.renditions}
          opened={opened}
          onClose={() => {
            setOpened(false);
          }}
        />
      ) : null}
    </>
  );
}
