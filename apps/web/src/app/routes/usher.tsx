import "@mantine/core/styles/Alert.css";
import { Alert, Anchor, Container, Stack, Text, Title } from "@mantine/core";
import { Link, useSearchParams } from "react-router";
import { MembersOnly } from "../../features/accounts/components/members-only.tsx";
import { useScreenings } from "../../features/screenings/api/screenings.ts";
import { DoorPanel } from "../../features/screenings/components/door-panel.tsx";
import { screeningWhen, screeningWhere } from "../../features/screenings/lib/format.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { useI18n } from "../../lib/i18n/use-i18n.ts";

/** The screenings an usher may pick: soonest first (today's at the top). */
function PickScreening() {
  const i18n = useI18n();
  const list = useScreenings(null);
  const screenings = list.data?.screenings ?? [];
  return (
    <Stack
      gap="xs"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: "none" }}
      aria-label={i18n._({ id: "screenings.heading", message: "Screenings" })}
    >
      {list.isSuccess && screenings.length === 0 ? (
        <Text c="dimmed">{i18n._({ id: "usher.none", message: "No screenings coming up." })}</Text>
      ) : null}
      {screenings.map((s) => (
        <li key={s.id}>
          <Anchor component={Link} to={`/usher?screening=${s.id}`} fw={700}>
            {s.title.title}
          </Anchor>
          <Text size="sm" c="gray.4">
            {screeningWhen(s.startsAt, i18n)} · {screeningWhere(s, i18n)}
          </Text>
        </li>
      ))}
    </Stack>
  );
}

/** /usher: at the door of a screening (ushers and admins). */
export function UsherPage() {
  const i18n = useI18n();
  const heading = i18n._({ id: "usher.heading", message: "At the door" });
  usePageTitle(heading);
  const [params] = useSearchParams();
  const screening = params.get("screening");
  return (
    <Container size="xs" py="lg">
      <MembersOnly>
        {(user) =>
          user.role === "usher" || user.role === "admin" ? (
            <Stack gap="md">
              <Title order={1} size="h2">
                {heading}
              </Title>
              {screening ? (
                <>
                  <DoorPanel screeningId={screening} usherName={user.name} />
                  <Anchor component={Link} to="/usher" size="sm">
                    {i18n._({ id: "usher.another", message: "Another screening" })}
                  </Anchor>
                </>
              ) : (
                <PickScreening />
              )}
            </Stack>
          ) : (
            <Alert
              color="red"
              variant="light"
              title={i18n._({ id: "usher.only", message: "Ushers only" })}
            >
              {i18n._({
                id: "usher.only-body",
                message: "This page is for the people at a screening's door.",
              })}
            </Alert>
          )
        }
      </MembersOnly>
    </Container>
  );
}
