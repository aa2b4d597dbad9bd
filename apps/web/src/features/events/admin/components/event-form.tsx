import "@mantine/core/styles/Input.css";
import {
  Box,
  Button,
  FileButton,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from "@mantine/core";
import { ARTWORK_TYPES, type AdminEvent, type CreateEventBody, imageSrc } from "@tazama/contracts";
import { type SyntheticEvent, useState } from "react";
import { useUploadEventArtwork } from "../../api/event-admin.ts";
import { useI18n } from "../../../../lib/i18n/use-i18n.ts";

/** "2027-03-31T17:00:00.000Z" → the `datetime-local` value in this browser's time zone. */
function toLocalInput(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : null);

/**
 * An event's card as the Events dialog shows it: title, text (TEKA starts a new paragraph), a
 * 16:9 picture, where the button leads, when and where. Times are typed in this browser's zone.
 */
export function EventForm({
  event,
  label,
  submitLabel,
  busy,
  onSave,
}: {
  event?: AdminEvent;
  label: string;
  submitLabel: string;
  busy: boolean;
  onSave: (body: CreateEventBody) => void;
}) {
  const i18n = useI18n();
  const [title, setTitle] = useState(event?.title ?? "");
  const [description, setDescription] = useState(event?.description ?? "");
  const [link, setLink] = useState(event?.link ?? "");
  const [venue, setVenue] = useState(event?.venue ?? "");
  const [startsAt, setStartsAt] = useState(toLocalInput(event?.startsAt ?? null));
  const [endsAt, setEndsAt] = useState(toLocalInput(event?.endDate ?? null));
  const [artwork, setArtwork] = useState(
    event ? { file: event.artworkFile, url: event.artwork } : null,
  );
  const upload = useUploadEventArtwork();
  const order =
    startsAt && endsAt && startsAt > endsAt
      ? i18n._({
          id: "admin.event-form.end-before-start",
          message: "It cannot end before it starts",
        })
      : null;

  const submit = (e: SyntheticEvent) => {
    e.preventDefault();
    if (!artwork || !endsAt || order) return;
    onSave({
      title: title.trim(),
      description: description.trim(),
      artwork: artwork.file,
      link: link.trim(),
      startsAt: fromLocalInput(startsAt),
      venue: venue.trim() === "" ? null : venue.trim(),
      endDate: fromLocalInput(endsAt)!,
    });
  };

  return (
    <form onSubmit={submit} aria-label={label}>
      <Stack gap="sm">
        <TextInput
          label={i18n._({ id: "admin.event-form.title", message: "Title" })}
          required
          minLength={3}
          maxLength={120}
          value={title}
          onChange={(e) => {
            setTitle(e.currentTarget.value);
          }}
        />
        <Textarea
          label={i18n._({ id: "admin.event-form.description", message: "Description" })}
          description={i18n._({
            id: "admin.event-form.description-help",
            message: "Write TEKA where a new paragraph starts",
          })}
          required
          autosize
          minRows={3}
          minLength={10}
          maxLength={2000}
          value={description}
          onChange={(e) => {
            setDescription(e.currentTarget.value);
          }}
        />
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Box w={200} style={{ aspectRatio: "16 / 9", borderRadius: 6, overflow: "hidden" }}>
            {artwork ? (
              <img
                src={imageSrc(artwork.url)}
                alt={i18n._({ id: "admin.event-form.picture-alt", message: "The event's picture" })}
                style={{ width: "100%", height: "100%", objectFit: "cover", display: "block" }}
              />
            ) : (
              <Box
                h="100%"
                style={{ border: "1px dashed var(--mantine-color-dark-3)", display: "grid" }}
              >
                <Text size="xs" c="gray.5" style={{ placeSelf: "center" }}>
                  {i18n._({ id: "admin.event-form.no-picture", message: "No picture yet" })}
                </Text>
              </Box>
            )}
          </Box>
          <Stack gap={4}>
            <FileButton
              accept={ARTWORK_TYPES.join(",")}
              onChange={(file) => {
                if (!file) return;
                upload.mutate(file, { onSuccess: setArtwork });
              }}
            >
              {(props) => (
                <Button {...props} size="compact-sm" variant="default" loading={upload.isPending}>
                  {artwork
                    ? i18n._({ id: "admin.event-form.replace-picture", message: "Replace picture" })
                    : i18n._({ id: "admin.event-form.choose-picture", message: "Choose picture" })}
                </Button>
              )}
            </FileButton>
            <Text size="xs" c={upload.isError ? "red.4" : "gray.5"} role="status">
              {upload.isError
                ? upload.error.message
                : i18n._({
                    id: "admin.artwork.backdrop-rule",
                    message: "16:9, at least 1280 × 720",
                  })}
            </Text>
          </Stack>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={i18n._({ id: "admin.event-form.link", message: "Button leads to" })}
            description={i18n._({
              id: "admin.event-form.link-help",
              message: "A page here (/movies) or an https:// link",
            })}
            required
            value={link}
            onChange={(e) => {
              setLink(e.currentTarget.value);
            }}
          />
          <TextInput
            label={i18n._({ id: "admin.event-form.venue", message: "Venue" })}
            description={i18n._({
              id: "admin.event-form.venue-help",
              message: "Empty for online or to be announced",
            })}
            value={venue}
            maxLength={160}
            onChange={(e) => {
              setVenue(e.currentTarget.value);
            }}
          />
          <TextInput
            label={i18n._({ id: "admin.event-form.starts", message: "Starts" })}
            type="datetime-local"
            value={startsAt}
            onChange={(e) => {
              setStartsAt(e.currentTarget.value);
            }}
          />
          <TextInput
            label={i18n._({ id: "admin.event-form.ends", message: "Ends" })}
            type="datetime-local"
            required
            value={endsAt}
            error={order}
            onChange={(e) => {
              setEndsAt(e.currentTarget.value);
            }}
          />
        </SimpleGrid>
        <Group>
          <Button
            type="submit"
            variant="light"
            loading={busy}
            disabled={!artwork || order !== null || upload.isPending}
          >
            {submitLabel}
          </Button>
          {!artwork ? (
            <Text size="xs" c="gray.5">
              {i18n._({ id: "admin.event-form.picture-first", message: "Choose a picture first." })}
            </Text>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
