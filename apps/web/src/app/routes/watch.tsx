import { Alert, Anchor, Button, Container, Group, Loader, Stack, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { useEffect } from "react";
import { useViewer } from "../../features/accounts/hooks/use-viewer.ts";
import { useContent } from "../../features/catalogue/api/get-content.ts";
import {
  type StreamKind,
  requestStream,
  streamQueryKey,
} from "../../features/streaming/api/request-stream.ts";
import { VideoPlayer } from "../../features/streaming/components/video-player.tsx";
import { takeEmbeddedGrant } from "../../features/streaming/api/embedded-grant.ts";
import { loadHls } from "../../features/streaming/lib/load-hls.ts";
import { pickNextEpisode } from "../../features/streaming/lib/next-episode.ts";
import { ApiError } from "../../lib/api-client.ts";
import { MyListButton } from "../../features/favourites/components/my-list-button.tsx";
import { MistakeRefund } from "../../features/purchases/components/mistake-refund.tsx";
import { useI18n } from "../../lib/i18n/use-i18n.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";

function problem(error: unknown, ref: string, kind: StreamKind) {
  const code = error instanceof ApiError ? error.code : "";
  if (code === "content/rental-expired") {
    return {
      message: "Your rental has ended.",
      actions: (
        <Group>
          <Button component={Link} to={`/view/${ref}`}>
            Rent again
          </Button>
        </Group>
      ),
      retry: false,
    };
  }
  if (code === "content/not-entitled") {
    return {
      message: "Buy or rent this title to watch it.",
      actions: (
        <Group>
          <Button component={Link} to={`/view/${ref}`}>
            Buy or rent
          </Button>
          {kind === "main" && (
            <Button variant="default" component={Link} to={`/watch/${ref}?kind=trailer`}>
              Watch the trailer
            </Button>
          )}
        </Group>
      ),
      retry: false,
    };
  }
  if (code === "media/unavailable" || code === "content/not-found") {
    return { message: "There is no video for this title yet.", actions: null, retry: false };
  }
  if (code === "media/not-ready") {
    return {
      message: "This video is still being prepared. Try again in a few minutes.",
      actions: null,
      retry: true,
    };
  }
  return {
    message: "We could not reach Tazama. Check your connection and try again.",
    actions: null,
    retry: true,
  };
}

/** /watch/{ref}[?kind=trailer]: the player (hls.js is loaded only on this route). */
export function WatchPage() {
  const ref = useParams().ref ?? "";
  const [search] = useSearchParams();
  const kind: StreamKind = search.get("kind") === "trailer" ? "trailer" : "main";
  const { viewer } = useViewer();
  const i18n = useI18n();
  const content = useContent(ref);
  const name = content.data?.title ?? "";
  usePageTitle(
    name
      ? kind === "trailer"
        ? i18n._({ id: "watch.trailer-title", message: "{name} (trailer)", values: { name } })
        : name
      : i18n._({ id: "watch.title", message: "Watch" }),
  );
  // The player library downloads while the stream grant is requested, not after it.
  useEffect(() => {
    void loadHls().catch(() => undefined);
  }, []);
  const stream = useQuery({
    queryKey: streamQueryKey(ref, kind, viewer !== null),
    queryFn: () => requestStream(ref, kind),
    // A cold open's page carries the grant (its playlists and key are already on the way).
    initialData: () => takeEmbeddedGrant(ref, kind),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: (failures, error) => failures < 2 && !(error instanceof ApiError && error.status < 500),
  });

  const failed = stream.error ? problem(stream.error, ref, kind) : null;
  const navigate = useNavigate();
  const next = kind === "main" ? pickNextEpisode(content.data?.series?.episodes, ref) : null;
  const episodes = kind === "main" ? (content.data?.series?.episodes ?? []) : [];
  const playing = name ? (kind === "trailer" ? `${name} · Trailer` : name) : ref;
  // My List is offered with the player, and also where the film is refused (buy it later).
  const myList =
    viewer && content.data ? (
      <MyListButton
        title={{
          ref: content.data.ref,
          title: content.data.title,
          poster: content.data.images.portrait,
          year: content.data.year,
        }}
      />
    ) : null;
  return (
    <Container size="lg" py="md">
      <Stack gap="sm">
        {stream.data && !failed ? (
          <VideoPlayer
            contentRef={ref}
            title={playing}
            backTo={`/view/${ref}`}
            grant={stream.data}
            trackProgress={kind === "main" && viewer !== null}
            countView={kind === "main"}
            kind={kind}
            clipKind={viewer ? kind : null}
            episodes={episodes}
            nextEpisode={next}
            onEpisode={(nextRef) => {
              void navigate(`/watch/${nextRef}`);
            }}
            onAccessLost={() => {
              // Ask again: the answer says why (rental ended, signed out) and shows that state.
              void stream.refetch();
            }}
          >
            {myList}
            {viewer && kind === "main" ? (
              <MistakeRefund
                contentRef={ref}
                onReturned={() => {
                  void navigate(`/view/${ref}`);
                }}
              />
            ) : null}
          </VideoPlayer>
        ) : (
          <>
            {/* The player's page has no top bar: the way back is here until the player shows. */}
            <Anchor component={Link} to={`/view/${ref}`} size="sm" c="gray.4">
              ←{" "}
              {i18n._({
                id: "player.back-to",
                message: "Back to {title}",
                values: { title: name || ref },
              })}
            </Anchor>
            <Group justify="space-between" wrap="nowrap" align="center">
              <Title order={1} size="h3">
                {playing}
              </Title>
              {myList}
            </Group>
          </>
        )}
        {stream.isPending && <Loader aria-label="Loading the video" role="status" />}
        {failed && (
          <Alert color="yellow" title={failed.message}>
            <Stack gap="xs" mt="xs">
              {failed.actions}
              {failed.retry && (
                <Group>
                  <Button onClick={() => void stream.refetch()}>Try again</Button>
                </Group>
              )}
            </Stack>
          </Alert>
        )}
      </Stack>
    </Container>
  );
}
