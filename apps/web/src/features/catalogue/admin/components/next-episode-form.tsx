import "@mantine/core/styles/Input.css";
import { Button, Stack, Text, TextInput, Textarea } from "@mantine/core";
import { type SyntheticEvent, useState } from "react";
import { useNavigate } from "react-router";
import { useAddEpisode } from "../../api/title-admin.ts";
import { useI18n } from "../../../../lib/i18n/use-i18n.ts";

/**
 * The next episode of a series as a new draft (the series gives its year, country and
 * language; this form its story and length). Opens the new episode's page.
 */
export function NextEpisodeForm({
  seriesRef,
  durationS,
}: {
  seriesRef: string;
  durationS: number;
}) {
  const i18n = useI18n();
  const add = useAddEpisode(seriesRef);
  const navigate = useNavigate();
  const [synopsis, setSynopsis] = useState("");
  const [minutes, setMinutes] = useState(String(Math.round(durationS / 60)));
  const minutesValue = Number(minutes);
  const minutesOk = Number.isInteger(minutesValue) && minutesValue > 0 && minutesValue <= 1440;

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!minutesOk) return;
    add.mutate(
      { synopsis: synopsis.trim(), durationS: minutesValue * 60 },
      {
        onSuccess: (made) => {
          void navigate(`/admin/titles/${encodeURIComponent(made.ref)}`);
        },
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      aria-label={i18n._({ id: "admin.next-episode.label", message: "Next episode" })}
    >
      <Stack gap="sm">
        <Textarea
          label={i18n._({ id: "admin.title-fields.synopsis", message: "Synopsis" })}
          required
          autosize
          minRows={2}
          maxLength={2000}
          value={synopsis}
          onChange={(e) => {
            setSynopsis(e.currentTarget.value);
          }}
        />
        <TextInput
          label={i18n._({ id: "admin.title-fields.minutes", message: "Minutes" })}
          required
          inputMode="numeric"
          w={120}
          value={minutes}
          error={
            minutesOk
              ? undefined
              : i18n._({
                  id: "admin.title-fields.range",
                  message: "{min} to {max}",
                  values: { min: 1, max: 1440 },
                })
          }
          onChange={(e) => {
            setMinutes(e.currentTarget.value);
          }}
        />
        {add.error ? (
          <Text c="red.4" role="alert">
            {add.error.message}
          </Text>
        ) : null}
        <Button type="submit" loading={add.isPending} style={{ alignSelf: "flex-start" }}>
          {i18n._({ id: "admin.next-episode.create", message: "Create episode draft" })}
        </Button>
      </Stack>
    </form>
  );
}
