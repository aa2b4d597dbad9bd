import { Button, Text } from "@mantine/core";
import { useState } from "react";
import { useNavigate } from "react-router";
import { ApiError } from "../../../lib/api-client.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { useStartWatchParty } from "../api/watch-parties.ts";

/** "Watch together": starts a private party for this title and opens its room. */
export function WatchTogetherButton({ contentRef }: { contentRef: string }) {
  const i18n = useI18n();
  const start = useStartWatchParty();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <>
      <Button
        variant="default"
        loading={start.isPending}
        onClick={() => {
          setProblem(null);
          start.mutate(contentRef, {
            onSuccess: (party) => void navigate(`/party/${party.code}`),
            onError: (error) => {
              setProblem(
                error instanceof ApiError && error.status === 403
                  ? i18n._({
                      id: "party.start-not-entitled",
                      message:
                        "Buy or rent this title first, then invite friends to watch it with you.",
                    })
                  : i18n._({
                      id: "party.start-failed",
                      message: "We could not start the party. Try again.",
                    }),
              );
            },
          });
        }}
      >
        {i18n._({ id: "party.watch-together", message: "Watch together" })}
      </Button>
      {problem && (
        <Text size="sm" c="yellow" role="alert">
          {problem}
        </Text>
      )}
    </>
  );
}
