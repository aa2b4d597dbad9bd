import { ANIMATION_DAY_PATH } from "@tazama/contracts";
import { useEvents } from "../../features/events/api/get-events.ts";
import { AnimationDayPage } from "../../features/registrations/components/animation-day-page.tsx";
import { useNow } from "../../lib/use-now.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";

/** The day's date and venue come from its event; once the event has ended, sign-ups close. */
export function AnimationDayRoute({ clock }: { clock?: () => number }) {
  usePageTitle("International Animation Day");
  const events = useEvents();
  const now = useNow(60_000, clock);
  const event = events.data?.events.find((e) => e.link === ANIMATION_DAY_PATH) ?? null;
  return <AnimationDayPage event={event} loading={events.isPending} now={now} />;
}
