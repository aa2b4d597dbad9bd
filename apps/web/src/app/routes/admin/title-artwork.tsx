import "@mantine/core/styles/Paper.css";
import { Box, Button, FileButton, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { ARTWORK_TYPES, type AdminTitle, type ArtworkKind, imageSrc } from "@tazama/contracts";
import { useState } from "react";
import { useSetArtwork } from "../../../features/catalogue/api/title-admin.ts";

const SLOTS: { kind: ArtworkKind; label: string; rule: string; ratio: string; cols: number }[] = [
  { kind: "portrait", label: "Poster", rule: "2:3, at least 600 × 900", ratio: "2 / 3", cols: 1 },
  {
    kind: "landscape",
    label: "Backdrop",
    rule: "16:9, at least 1280 × 720",
    ratio: "16 / 9",
    cols: 2,
  },
];

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
  const setArtwork = useSetArtwork(title.ref, onChanged);
  return (
    <Paper withBorder p="md" radius="md" bg="dark.7">
      <Title order={3} size="h5" mb={4}>
        Artwork
      </Title>
      <Text size="sm" c="gray.4" mb="sm">
        JPEG, PNG, WebP or AVIF up to 25 MB. A little off the shape is cropped from the edges.
      </Text>
      <SimpleGrid cols={3} spacing="md">
        {SLOTS.map((slot) => (
          <Stack key={slot.kind} gap={6} style={{ gridColumn: `span ${slot.cols}` }}>
            <Preview src={title.images[slot.kind]} ratio={slot.ratio} label={slot.label} />
            <FileButton
              accept={ARTWORK_TYPES.join(",")}
              onChange={(file) => {
                if (!file) return;
                setArtwork.mutate(
                  { kind: slot.kind, file },
                  {
                    onSuccess: () => notifications.show({ message: `${slot.label} replaced.` }),
                    onError: (error) =>
                      notifications.show({
                        color: "red",
                        title: `${slot.label} not replaced`,
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
                  aria-label={`Replace the ${slot.label.toLowerCase()}`}
                >
                  Replace {slot.label.toLowerCase()}
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
function Preview({ src, ratio, label }: { src: string | null; ratio: string; label: string }) {
  const [missing, setMissing] = useState<string | null>(null);
  const box = { aspectRatio: ratio, borderRadius: 6, width: "100%" } as const;
  if (src === null || missing === src) {
    return (
      <Box
        style={{ ...box, border: "1px dashed var(--mantine-color-dark-3)", display: "grid" }}
        aria-label={`No ${label.toLowerCase()} yet`}
      >
        <Text size="xs" c="gray.5" style={{ placeSelf: "center", textAlign: "center" }} p={4}>
          None yet: one is drawn from the video
        </Text>
      </Box>
    );
  }
  return (
    <img
      src={imageSrc(src)}
      alt={`${label} as viewers see it`}
      style={{ ...box, objectFit: "cover", display: "block", background: "#111" }}
      onError={() => {
        setMissing(src);
      }}
    />
  );
}
