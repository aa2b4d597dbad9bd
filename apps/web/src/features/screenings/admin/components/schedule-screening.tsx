import "@mantine/core/styles/Paper.css";
import { Button, Group, Paper, Stack, Title } from "@mantine/core";
import { useState } from "react";
import { notifications } from "../../../../lib/toasts.ts";
import { useI18n } from "../../../../lib/i18n/use-i18n.ts";
import { useScheduleScreening } from "../../api/screening-admin.ts";
import { screeningWhen } from "../../lib/format.ts";
import { ScreeningForm, type TitleSearch } from "./screening-form.tsx";

/** "New screening": the button that opens the form, the form, and what the server said. */
export function ScheduleScreening({
  useTitles,
  onChanged,
}: {
  useTitles: TitleSearch;
  onChanged: () => unknown;
}) {
  const i18n = useI18n();
  const schedule = useScheduleScreening();
  const [made, setMade] = useState(0);
  const [open, setOpen] = useState(false);
  return (
    <Paper withBorder p="md" radius="md" bg="dark.7">
      <Group justify="space-between" align="center">
        <Title order={2} size="h5">
          {i18n._({ id: "admin.screenings.new", message: "New screening" })}
        </Title>
        {open ? null : (
          <Button
            size="compact-md"
            onClick={() => {
              setOpen(true);
            }}
          >
            {i18n._({ id: "admin.screenings.schedule", message: "Schedule a screening" })}
          </Button>
        )}
      </Group>
      {open ? (
        <Stack mt="sm">
          <ScreeningForm
            key={made}
            useTitles={useTitles}
            busy={schedule.isPending}
            onSave={(body) => {
              schedule.mutate(body, {
                onSuccess: (s) => {
                  setMade((n) => n + 1);
                  setOpen(false);
                  void onChanged();
                  notifications.show({
                    message: i18n._({
                      id: "admin.screenings.scheduled",
                      message: "{title} is scheduled for {when}.",
                      values: { title: s.title.title, when: screeningWhen(s.startsAt, i18n) },
                    }),
                  });
                },
                onError: (error) => {
                  notifications.show({
                    color: "red",
                    title: i18n._({
                      id: "admin.screenings.not-scheduled",
                      message: "Not scheduled",
                    }),
                    message: error.message,
                  });
                },
              });
            }}
          />
        </Stack>
      ) : null}
    </Paper>
  );
}
