import { Anchor, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useUpcomingScreenings } from "../api/get-upcoming-screenings.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { dateFormat } from "../../../lib/i18n/date-format.ts";

const WHEN: Intl.DateTimeFormatOptions = {
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
};

/** The Events dialog's screenings: the next three, each a link to book, and all of them. */
export function UpcomingScreenings({ onNavigate }: { onNavigate: () => void }) {
  const i18n = useI18n();
  const when = dateFormat(i18n, WHEN);
  const { data } = useUpcomingScreenings();
  const next = (data?.screenings ?? []).slice(0, 3);
  if (next.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="events-screenings">
      <Group justify="space-between">
        <Title order={3} size="h4" id="events-screenings">
          {i18n._({ id: "screenings.heading", message: "Screenings" })}
        </Title>
        <Anchor component={Link} to="/screenings" onClick={onNavigate} size="sm">
          {i18n._({ id: "events.see-all", message: "See all" })}
        </Anchor>
      </Group>
      <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: "none" }}>
        {next.map((s) => (
          <li key={s.id}>
            <Anchor component={Link} to={`/screenings/${s.id}`} onClick={onNavigate} fw={600}>
              {s.title.title}
            </Anchor>
            <Text size="sm" c="gray.4">
              {when.format(new Date(s.startsAt))} ·{" "}
              {s.venue
                ? `${s.venue.name}, ${s.venue.city}`
                : i18n._({ id: "screening.online", message: "Online" })}
            </Text>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
