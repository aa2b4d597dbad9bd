import { Stack } from "@mantine/core";
import { type SyntheticEvent, useState } from "react";
import { useNavigate } from "react-router";
import { useAddEpisode } from "../../api/title-admin.ts";
import { useI18n } from "../../../../lib/i18n/use-i18n.ts";
import {
  FormEnd,
  MINUTES_RANGE,
  RangedNumberInput,
  SynopsisInput,
  useRangedNumber,
} from "./title-field-rows.tsx";

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
  const minutes = useRangedNumber(Math.round(durationS / 60), ...MINUTES_RANGE);

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!minutes.ok) return;
    add.mutate(
      { synopsis: synopsis.trim(), durationS: minutes.value * 60 },
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
        <SynopsisInput value={synopsis} onChange={setSynopsis} minRows={2} />
        <RangedNumberInput kind="minutes" field={minutes} w={120} />
        <FormEnd
          error={add.error?.message}
          busy={add.isPending}
          label={i18n._({ id: "admin.next-episode.create", message: "Create episode draft" })}
        />
      </Stack>
    </form>
  );
}
