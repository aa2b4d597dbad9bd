import "@mantine/core/styles/Container.css";
import "@mantine/core/styles/Text.css";
import "@mantine/core/styles/Title.css";
import "@mantine/core/styles/Alert.css";
import { Alert, Button, Container, Skeleton, Stack, Text, Title } from "@mantine/core";
import type { EventItem } from "@tazama/contracts";
import { Link } from "react-router";
import { dateFormat } from "../../../lib/i18n/date-format.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { AnimationDayForm } from "./animation-day-form.tsx";

export interface AnimationDayPageProps {
  /** The day's event (date, venue, end); null when it could not be found. */
  event: EventItem | null;
  loading: boolean;
  /** The time, ms since the epoch. */
  now: number;
}

/**
 * The sign-up page of /international-animation-day-registration (spec §2): heading, when and
 * where, a note on the screening and the form — or "Registration has closed" once the event has
 * ended (the server refuses late sign-ups too). The route sets the document title.
 */
export function AnimationDayPage({ event, loading, now }: AnimationDayPageProps) {
  const i18n = useI18n();
  const day = dateFormat(i18n, { dateStyle: "full" });
  const time = dateFormat(i18n, { timeStyle: "short" });
  const closed = event !== null && now > Date.parse(event.endDate);
  const startsAt = event?.startsAt ? new Date(event.startsAt) : null;
  return (
    <Container size="xs" py="xl">
      <Title order={1}>
        {i18n._({ id: "registration.page.title", message: "International Animation Day" })}
      </Title>
      {loading ? (
        <Skeleton height={44} mt="sm" aria-hidden="true" />
      ) : event ? (
        <Stack
          gap={2}
          mt="sm"
          aria-label={i18n._({ id: "registration.page.when-where", message: "When and where" })}
          component="section"
        >
          {startsAt ? (
            <Text fw={700}>
              <time dateTime={event.startsAt ?? undefined}>
                {day.format(startsAt)} · {time.format(startsAt)}
              </time>
            </Text>
          ) : null}
          {event.venue ? <Text c="gray.3">{event.venue}</Text> : null}
        </Stack>
      ) : null}
      <Text c="gray.3" mt="sm" mb="xl">
        {i18n._({
          id: "registration.page.intro",
          message:
            "A free screening of African animated shorts, for families, students and studios, with the animators afterwards.",
        })}
      </Text>
      {loading ? null : closed ? (
        <Alert
          color="gray"
          variant="light"
          title={i18n._({ id: "registration.page.closed", message: "Registration has closed" })}
          role="status"
        >
          <Text size="sm">
            {i18n._({
              id: "registration.page.closed-text",
              message: "This screening has taken place. Thank you to everyone who came.",
            })}
          </Text>
          <Button component={Link} to="/movies" size="xs" mt="sm" variant="default">
            {i18n._({ id: "registration.page.browse", message: "Browse movies" })}
          </Button>
        </Alert>
      ) : (
        <AnimationDayForm />
      )}
    </Container>
  );
}
