import { type ComponentType, lazy } from "react";

/**
 * `React.lazy` for a part of the page the page works without (the footer, the language picker,
 * the Events button): when its code cannot be fetched (the connection went), it shows nothing
 * instead of failing the page into its error boundary. The next page load tries again.
 */
export function lazyOptional<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ReturnType<typeof lazy<ComponentType<P>>> {
  return lazy(async () => ({
    default: await load().catch(() => (() => null) as ComponentType<P>),
  }));
}
