import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Modal.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/CloseButton.css";
import "@mantine/core/styles/Alert.css";
import { Alert, Button, Group, Modal, Stack, Text } from "@mantine/core";
import type { AdminTitle, TitleStatus } from "@tazama/contracts";
import { useState } from "react";
import { useMainVideoReady } from "../../api/media-admin.ts";
import type { I18n } from "../../../../lib/i18n/i18n.ts";
import { useI18n } from "../../../../lib/i18n/use-i18n.ts";

export interface TitleMove {
  to: TitleStatus;
  label: string;
  done: string;
}

function moves(status: TitleStatus, i18n: I18n): TitleMove[] {
  const published = i18n._({
    id: "admin.title.published-done",
    message: "Published: viewers see it now.",
  });
  switch (status) {
    case "draft":
      return [
        {
          to: "published",
          label: i18n._({ id: "admin.title.publish", message: "Publish" }),
          done: published,
        },
      ];
    case "published":
      return [
        {
          to: "withdrawn",
          label: i18n._({ id: "admin.title.withdraw", message: "Withdraw" }),
          done: i18n._({
            id: "admin.title.withdrawn-done",
            message: "Withdrawn: viewers no longer see it.",
          }),
        },
      ];
    case "withdrawn":
      return [
        {
          to: "published",
          label: i18n._({ id: "admin.title.publish-again", message: "Publish again" }),
          done: published,
        },
        {
          to: "draft",
          label: i18n._({ id: "admin.title.back-to-draft", message: "Back to draft" }),
          done: i18n._({ id: "admin.title.back-to-draft-done", message: "Back to draft." }),
        },
      ];
  }
}

/**
 * The buttons that move a title between draft, published and withdrawn. Publishing a priced
 * title whose main video does not play yet asks first: it is published all the same, but stays
 * off the listings until its video is ready (ADR 0069).
 */
export function TitleMoves({
  title,
  pendingTo,
  onMove,
}: {
  title: AdminTitle;
  /** The status being saved, if any (its button spins). */
  pendingTo: TitleStatus | undefined;
  onMove: (move: TitleMove) => void;
}) {
  const i18n = useI18n();
  const mainVideoReady = useMainVideoReady(title.ref);
  const [confirming, setConfirming] = useState<TitleMove | null>(null);
  // Priced (an unpriced one is refused by the server, which says why) and known to have no video.
  const needsWarning = !title.isFree && title.prices.length > 0 && mainVideoReady === false;
  return (
    <>
      {moves(title.status, i18n).map((move) => (
        <Button
          key={move.to}
          variant={move.to === "published" ? "filled" : "default"}
          loading={pendingTo === move.to}
          onClick={() => {
            if (move.to === "published" && needsWarning) setConfirming(move);
            else onMove(move);
          }}
        >
          {move.label}
        </Button>
      ))}
      <Modal
        opened={confirming !== null}
        onClose={() => {
          setConfirming(null);
        }}
        title={i18n._({
          id: "admin.title.publish-confirm-title",
          message: "Publish {title}?",
          values: { title: title.title },
        })}
        centered
      >
        <Stack gap="md">
          <Alert color="yellow" variant="light">
            <Text size="sm">
              {i18n._({
                id: "admin.title.publish-no-video",
                message:
                  "This title has no playable video yet. It stays off the listings until its video is ready.",
              })}
            </Text>
          </Alert>
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              onClick={() => {
                setConfirming(null);
              }}
            >
              {i18n._({ id: "admin.title.publish-cancel", message: "Not now" })}
            </Button>
            <Button
              onClick={() => {
                if (confirming) onMove(confirming);
                setConfirming(null);
              }}
            >
              {i18n._({ id: "admin.title.publish-anyway", message: "Publish anyway" })}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
