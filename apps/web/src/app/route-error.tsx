import { Button, Container, Text, Title } from "@mantine/core";
import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { ApiError } from "../lib/api-client.ts";
import { failureTexts } from "../lib/failure-texts.ts";
import { type I18n, sourceI18n } from "../lib/i18n/i18n.ts";
import { useI18n } from "../lib/i18n/use-i18n.ts";
import { useOnline } from "../lib/use-online.ts";
import { OfflineState } from "./layout/offline-state.tsx";

export interface RouteErrorText {
  title: string;
  description: string;
  /** The page's code could not be loaded: only a fresh load of the page can fix that. */
  reload: boolean;
}

/** A connection that has just come back often drops once more: wait a moment before retrying. */
const RECONNECT_SETTLE_MS = 1_000;

/** A lazy route's chunk that failed to load (offline, or a new deploy removed it). */
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  );
}

/**
 * What a failed page says, in the words of spec §8's catalogue: a network failure, a failure of
 * our server, or anything else. Never the error's own message (it may carry internals).
 */
export function describeRouteError(error: unknown, i18n: I18n = sourceI18n): RouteErrorText {
  const { network: NETWORK, server: SERVER } = failureTexts(i18n);
  const OTHER = {
    title: i18n._({ id: "failure.other", message: "Error" }),
    // Spec §8: AUTH_FALLBACK_TEXTS.otherDescription (route-error.test.tsx keeps them the same).
    description: i18n._({
      id: "failure.other-text",
      message: "An unexpected error occurred. Please try again.",
    }),
  };
  if (isChunkLoadError(error)) return { ...NETWORK, reload: true };
  if (error instanceof TypeError) return { ...NETWORK, reload: false };
  if (error instanceof DOMException && error.name === "TimeoutError") {
    return { ...NETWORK, reload: false };
  }
  const status = error instanceof ApiError ? (error.code === "http/error" ? 500 : error.status) : 0;
  if (status >= 500) return { ...SERVER, reload: false };
  return { ...OTHER, reload: false };
}

/**
 * What every route's boundary (route-boundary.tsx) draws: what went wrong, and Retry, which draws
 * the page again (or loads it afresh when its code failed to load).
 */
export function RouteError({
  error,
  reload = () => {
    window.location.reload();
  },
}: {
  error: unknown;
  /** How Retry loads the page afresh (tests); undefined: `window.location.reload`. */
  reload?: (() => void) | undefined;
}) {
  const location = useLocation();
  const navigate = useNavigate();
  const online = useOnline();
  const i18n = useI18n();
  const text = describeRouteError(error, i18n);
  // Going to the same address again (a new history entry in place of this one) resets the
  // boundary and draws the page afresh; a page whose code did not load needs a fresh load.
  const retry = () => {
    if (text.reload) reload();
    else void navigate(location, { replace: true, state: location.state as unknown });
  };
  // A page that failed for want of a connection tries again by itself when it comes back. One
  // listener for the boundary's life: the re-render the same event causes must not swap it out
  // mid-dispatch (a listener added during an event does not hear it).
  const latestRetry = useRef(retry);
  useEffect(() => {
    latestRetry.current = retry;
  });
  useEffect(() => {
    let timer: number | undefined;
    const onOnline = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        latestRetry.current();
      }, RECONNECT_SETTLE_MS);
    };
    window.addEventListener("online", onOnline);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("online", onOnline);
    };
  }, []);
  // With no connection, that is the whole story (a page's code or data could not come).
  if (!online) return <OfflineState />;
  return (
    <Container size="sm" py={80} ta="center" role="alert">
      <Title order={1}>{text.title}</Title>
      <Text c="dimmed" mt="sm">
        {text.description}
      </Text>
      <Button mt="lg" onClick={retry}>
        {i18n._({ id: "failure.retry", message: "Retry" })}
      </Button>
    </Container>
  );
}
