import "@mantine/core/styles/Input.css";
import { Button, Stack, Text, TextInput, Textarea } from "@mantine/core";
import { type SyntheticEvent, useState } from "react";
import { useNavigate } from "react-router";
import { useAddEpisode } from "../../../features/catalogue/api/title-admin.ts";

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
    <form onSubmit={submit} aria-label="Next episode">
      <Stack gap="sm">
        <Textarea
          label="Synopsis"
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
          label="Minutes"
          required
          inputMode="numeric"
          w={120}
          value={minutes}
          error={minutesOk ? undefined : "1 to 1440"}
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
          Create episode draft
        </Button>
      </Stack>
    </form>
  );
}
