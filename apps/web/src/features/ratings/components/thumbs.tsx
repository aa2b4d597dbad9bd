import "@mantine/core/styles/Button.css";
import { useHydrated } from "../../../lib/use-hydrated.ts";
import { Button, Group } from "@mantine/core";
import type { Thumb } from "@tazama/contracts";
import { useRating } from "../api/get-rating.ts";
import { useRate } from "../api/rate.ts";
import type { I18n } from "../../../lib/i18n/i18n.ts";
import { lookUp } from "../../../lib/i18n/i18n.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import classes from "./thumbs.module.css";
import type { ReactNode } from "react";
import { HeartIcon, ThumbDownIcon, ThumbUpIcon } from "../../../components/ui/icons.tsx";

const CHOICES: { thumb: Thumb; label: (i18n: I18n) => string; icon: ReactNode }[] = [
  {
    thumb: "down",
    label: (i18n) => i18n._({ id: "thumbs.down", message: "Not for me" }),
    icon: <ThumbDownIcon />,
  },
  {
    thumb: "up",
    label: (i18n) => i18n._({ id: "thumbs.up", message: "I like this" }),
    icon: <ThumbUpIcon />,
  },
  {
    thumb: "love",
    label: (i18n) => i18n._({ id: "thumbs.love", message: "Love this!" }),
    icon: <HeartIcon />,
  },
];

/** "87% of viewers liked this" once enough have rated; nothing before that. */
export function RatingSummary({ contentRef }: { contentRef: string }) {
  const i18n = useI18n();
  const { data } = useRating(contentRef);
  // ThumbsControl may have fetched the rating before this hydrates: show it after hydration.
  const hydrated = useHydrated();
  // Its words are looked up where it is not drawn yet, so that a drawn page's head has them.
  if (!hydrated) lookUp(i18n, ["thumbs.summary"]);
  if (!hydrated || data?.upShare == null) return null;
  return (
    <p className={classes.summary}>
      {i18n._({
        id: "thumbs.summary",
        message: "{share}% of viewers liked this",
        values: { share: Math.round(data.upShare * 100) },
      })}
    </p>
  );
}

/**
 * Thumbs for a signed-in viewer: down, up or love, one at a time; pressing the chosen one again
 * takes it back. The choice shows at once.
 */
export function ThumbsControl({ contentRef }: { contentRef: string }) {
  const i18n = useI18n();
  const { data } = useRating(contentRef);
  const rate = useRate(contentRef);
  const mine = data?.thumb ?? null;
  return (
    <div>
      <Group
        gap={6}
        role="group"
        aria-label={i18n._({ id: "thumbs.group", message: "Rate this title" })}
      >
        {CHOICES.map((choice) => {
          const pressed = mine === choice.thumb;
          const label = choice.label(i18n);
          return (
            <Button
              key={choice.thumb}
              size="compact-md"
              radius="xl"
              variant={pressed ? "light" : "subtle"}
              color={pressed ? "teal" : "gray"}
              aria-pressed={pressed}
              title={label}
              disabled={!data}
              onClick={() => {
                rate.mutate(pressed ? null : choice.thumb);
              }}
              leftSection={choice.icon}
            >
              <span className={classes.label}>{label}</span>
            </Button>
          );
        })}
      </Group>
      {rate.isError ? (
        <p role="alert" style={{ margin: "6px 0 0", color: "var(--mantine-color-red-4)" }}>
          {i18n._({ id: "thumbs.failed", message: "Your rating was not saved. Try again." })}
        </p>
      ) : null}
    </div>
  );
}
