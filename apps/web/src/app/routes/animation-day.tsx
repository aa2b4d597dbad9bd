import { AnimationDayPage } from "../../features/registrations/components/animation-day-page.tsx";
import { usePageTitle } from "../../lib/use-page-title.ts";

export function AnimationDayRoute() {
  usePageTitle("International Animation Day");
  return <AnimationDayPage />;
}
