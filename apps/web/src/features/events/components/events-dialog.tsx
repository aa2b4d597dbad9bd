import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Modal.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/CloseButton.css";
import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Card.css";
import "@mantine/core/styles/Button.css";
import "@mantine/core/styles/Stack.css";
import "@mantine/core/styles/Text.css";
import "@mantine/core/styles/Title.css";
import { Button, Card, Modal, Stack, Text, Title } from "@mantine/core";
import type { EventItem } from "@tazama/contracts";
import { useId, useState } from "react";
import { Link } from "react-router";
import { imageSrc, imageSrcSet } from "../../../lib/image.ts";
import { descriptionParagraphs, isInternalLink, upcomingEvents } from "../lib/events.ts";
import classes from "./events-dialog.module.css";
import { UpcomingScreenings } from "./upcoming-screenings.tsx";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { dateFormat } from "../../../lib/i18n/date-format.ts";

const WHEN: Intl.DateTimeFormatOptions = {
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
};

export interface EventsDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Every event; the dialog lists those not yet ended at `now`. */
  events: readonly EventItem[];
  now: Date;
}

/** The Events dialog (spec §2): upcoming events as cards, or a note when none remain. */
export function EventsDialog({ opened, onClose, events, now }: EventsDialogProps) {
  const i18n = useI18n();
  const upcoming = upcomingEvents(events, now);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={i18n._({ id: "events.button", message: "Events" })}
      size="lg"
      centered
    >
      <Stack gap="lg">
        {upcoming.length === 0 ? (
          <Text c="dimmed">
            {i18n._({ id: "events.none", message: "No upcoming events at this time." })}
          </Text>
        ) : (
          upcoming.map((event, index) => (
            <EventCard key={event.id} event={event} first={index === 0} onNavigate={onClose} />
          ))
        )}
        <UpcomingScreenings onNavigate={onClose} />
      </Stack>
    </Modal>
  );
}

interface EventCardProps {
  event: EventItem;
  /** The first card's art is on screen at once: fetched eagerly, the others lazily. */
  first: boolean;
  onNavigate: () => void;
}

function EventCard({ event, first, onNavigate }: EventCardProps) {
  const i18n = useI18n();
  const when = dateFormat(i18n, WHEN);
  const titleId = useId();
  const [loaded, setLoaded] = useState(false);
  const internal = isInternalLink(event.link);
  return (
    <Card component="article" aria-labelledby={titleId} withBorder padding="md">
      {/* The box has the art's final size and a tinted ground; the art fades in over it. */}
      <Card.Section className={classes.frame}>
        <img
          className={classes.artwork}
          data-loaded={loaded || undefined}
          onLoad={() => {
            setLoaded(true);
          }}
          src={imageSrc(event.artwork)}
          srcSet={imageSrcSet(event.artwork, 1080)}
          sizes="(min-width: 48em) 570px, 100vw"
          width={1920}
          height={1080}
          alt={event.title}
          loading={first ? "eager" : "lazy"}
          decoding="async"
        />
      </Card.Section>
      <Stack gap="xs" mt="md">
        <Title order={3} size="h4" id={titleId}>
          {event.title}
        </Title>
        {event.startsAt || event.venue ? (
          <Text component="div" size="sm" fw={600} c="orange.3">
            {[event.startsAt ? when.format(new Date(event.startsAt)) : null, event.venue]
              .filter(Boolean)
              .join(" · ")}
          </Text>
        ) : null}
        {descriptionParagraphs(event.description).map((paragraph, index) => (
          <Text key={index} component="p" size="sm" c="gray.3" className={classes.paragraph}>
            {paragraph}
          </Text>
        ))}
        {internal ? (
          <Button component={Link} to={event.link} onClick={onNavigate} mt="xs">
            {i18n._({ id: "events.learn-more", message: "Learn more" })}
          </Button>
        ) : (
          <Button component="a" href={event.link} target="_blank" rel="noopener noreferrer" mt="xs">
            {i18n._({ id: "events.learn-more", message: "Learn more" })}
          </Button>
        )}
      </Stack>
    </Card>
  );
}
