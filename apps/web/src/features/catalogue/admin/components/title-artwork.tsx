import "@mantine/core/styles/Paper.css";
import { Box, Button, FileButton, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { notifications } from "../../../../lib/toasts.ts";
import { ARTWORK_TYPES, type AdminTitle, type ArtworkKind, imageSrc } from "@tazama/contracts";
import { useState } from "react";
import { useSetArtwork } from "../../api/title-admin.ts";
import type { I18n } from "../../../../lib/i18n/i18n.ts";
import { useI18n } from "../../../../lib/i18n/use-i18n.ts";

interface Slot {
  kind: ArtworkKind;
  label: string;
  rule: string;
  replace: string;
  replaceShort: string;
  replaced: string;
  notReplaced: string;
  missing: string;
  alt: string;
  ratio: string;
  cols: number;
}

/** The two images, with every text about each one written out (no sentence is pieced). */
function slots(i18n: I18n): Slot[] {
  return [
    {
      kind: "portrait",
      label: i18n._({ id: "admin.artwork.poster", message: "Poster" }),
      rule: i18n._({ id: "admin.artwork.poster-rule", message: "2:3, at least 600 × 900" }),
      replace: i18n._({ id: "admin.artwork.replace-the-poster", message: "Replace the poster" }),
      replaceShort: i18n._({ id: "admin.artwork.replace-poster", message: "Replace poster" }),
      replaced: i18n._({ id: "admin.artwork.poster-replaced", message: "Poster replaced." }),
      notReplaced: i18n._({
        id: "admin.artwork.poster-not-replaced",
        message: "Poster not replaced",
      }),
      missing: i18n._({ id: "admin.artwork.no-poster", message: "No poster yet" }),
      alt: i18n._({ id: "admin.artwork.poster-alt", message: "Poster as viewers see it" }),
      ratio: "2 / 3",
      cols: 1,
    },
    {
      kind: "landscape",
      label: i18n._({ id: "admin.artwork.backdrop", message: "Backdrop" }),
      rule: i18n._({ id: "admin.artwork.backdrop-rule", message: "16:9, at least 1280 × 720" }),
      replace: i18n._({
        id: "admin.artwork.replace-the-backdrop",
        message: "Replace the backdrop",
      }),
      replaceShort: i18n._({ id: "admin.artwork.replace-backdrop", message: "Replace backdrop" }),
      replaced: i18n._({ id: "admin.artwork.backdrop-replaced", message: "Backdrop replaced." }),
      notReplaced: i18n._({
        id: "admin.artwork.backdrop-not-replaced",
        message: "Backdrop not replaced",
      }),
      missing: i18n._({ id: "admin.artwork.no-backdrop", message: "No backdrop yet" }),
      alt: i18n._({ id: "admin.artwork.backdrop-alt", message: "Backdrop as viewers see it" }),
      ratio: "16 / 9",
      cols: 2,
    },
  ];
}

/**
 * A title's poster and backdrop: what viewers see now, and a new image for either. The server
 * checks the shape and size and crops the rest; the new art shows at a new URL at once.
 */
export function TitleArtwork({
  title,
  onChanged,
}: {
  title: AdminTitle;
  onChanged: () => unknown;
}) {
  const i18n = useI18n();
  const setArtwork = useSetArtwork(title.ref, onChanged);
  return (
    <Paper withBorder p="md" radius="md" bg="dark.7">
      <Title order={3} size="h5" mb={4}>
        {i18n._({ id: "admin.artwork.heading", message: "Artwork" })}
      </Title>
      <Text size="sm" c="gray.4" mb="sm">
        {i18n._({
          id: "admin.artwork.help",
          message:
            "JPEG, PNG, WebP or AVIF up to 25 MB. A little off the shape is cropped from the edges.",
        })}
      </Text>
      <SimpleGrid cols={3} spacing="md">
        {slots(i18n).map((slot) => (
          <Stack key={slot.kind} gap={6} style={{ gridColumn: `span ${slot.cols}` }}>
            <Preview src={title.images[slot.kind]} slot={slot} />
            <FileButton
              accept={ARTWORK_TYPES.join(",")}
              onChange={(file) => {
                if (!file) return;
                setArtwork.mutate(
                  { kind: slot.kind, file },
                  {
                    onSuccess: () => notifications.show({ message: slot.replaced }),
                    onError: (error) =>
                      notifications.show({
                        color: "red",
                        title: slot.notReplaced,
                        message: error.message,
                      }),
                  },
                );
              }}
            >
              {(props) => (
                <Button
                  {...props}
                  size="compact-sm"
                  variant="default"
                  loading={setArtwork.isPending && setArtwork.variables.kind === slot.kind}
                  aria-label={slot.replace}
                >
                  {slot.replaceShort}
                </Button>
              )}
            </FileButton>
            <Text size="xs" c="gray.5">
              {slot.rule}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Paper>
  );
}

/** The art as the site serves it, or a dashed box while the title has none yet. */
function Preview({ src, slot }: { src: string | null; slot: Slot }) {
  const i18n = useI18n();
  const [missing, setMissing] = useState<string | null>(null);
  const box = { aspectRatio: slot.ratio, borderRadius: 6, width: "100%" } as const;
  if (src === null || missing === src) {
    return (
      <Box
        style={{ ...box, border: "1px dashed var(--mantine-color-dark-3)", display: "grid" }}
        aria-label={slot.missing}
      >
        <Text size="xs" c="gray.5" style={{ placeSelf: "center", textAlign: "center" }} p={4}>
          {i18n._({
            id: "admin.artwork.none-yet",
            message: "None yet: one is drawn from the video",
          })}
        </Text>
      </Box>
    );
  }
  return (
    <img
      src={imageSrc(src)}
      alt={slot.alt}
      style={{ ...box, objectFit: "cover", display: "block", background: "#111" }}
      onError={() => {
        setMissing(src);
      }}
    />
  );
}
