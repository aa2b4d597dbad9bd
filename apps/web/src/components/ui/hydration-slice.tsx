import { type ReactNode, Suspense } from "react";

/**
 * A part of a server-drawn page that hydrates on its own. React hydrates each Suspense boundary
 * of the server's markup as separate, interruptible work (its commit and effects too), so a page
 * made of slices hydrates in several short tasks instead of one long one: less Total Blocking
 * Time on a slow phone (issue 41). It draws nothing of its own: its content never suspends.
 */
export function HydrationSlice({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
