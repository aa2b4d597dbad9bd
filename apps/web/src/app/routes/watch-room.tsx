import { useI18n } from "../../lib/i18n/use-i18n.ts";
import { Alert, Button, Container, Group, Loader, Stack } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { type WatchRoomQuery, timelinePosition } from "@tazama/contracts";
import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { requestStream } from "../../features/streaming/api/request-stream.ts";
import {
  type PlayerTransport,
  VideoPlayer,
} from "../../features/streaming/components/video-player.tsx";
import { loadHls } from "../../features/streaming/lib/load-hls.ts";
import { FloatingReactions } from "../../features/watch-party/components/floating-reactions.tsx";
import { PartyPanel } from "../../features/watch-party/components/party-panel.tsx";
import { RoomCover } from "../../features/watch-party/components/room-cover.tsx";
import classes from "../../features/watch-party/components/watch-room.module.css";
import { usePartySync } from "../../features/watch-party/hooks/use-party-sync.ts";
import { useRoomSocket } from "../../features/watch-party/hooks/use-room-socket.ts";
import { ApiError } from "../../lib/api-client.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";

/** A passing notice stays this long. */
const NOTICE_MS = 4000;

export interface WatchRoomProps {
  query: WatchRoomQuery;
  /** Where the back arrow goes (the screening, the title). */
  backTo: string;
  /** A private party's code, to invite with. */
  code?: string;
  /** What to offer when the room refuses this viewer (book a ticket, buy the film). */
  refusedActions?: (code: string) => ReactNode;
}

/**
 * A room: the player kept in step with everyone else's, who is watching, reactions. The lead of
 * a private party (its host, or who took over when the host left) plays, pauses and seeks for
 * everyone; others (and everyone at a premiere) follow.
 */
export function WatchRoom({ query, backTo, code, refusedActions }: WatchRoomProps) {
  const i18n = useI18n();
  const socket = useRoomSocket(query);
  const { room, you, serverNow, send } = socket;
  usePageTitle(
    room
      ? i18n._({
          id: "room.page-title",
          message: "{title} · together",
          values: { title: room.title },
        })
      : i18n._({ id: "party.watch-together", message: "Watch together" }),
  );
  useEffect(() => {
    void loadHls().catch(() => undefined);
  }, []);
  const ref = room?.ref ?? null;
  const roomRef = useRef(room);
  useEffect(() => {
    roomRef.current = room;
  }, [room]);
  const stream = useQuery({
    queryKey: ["stream", ref, "room"],
    // The player starts loading where the room is, not where this viewer last stopped.
    queryFn: async () => {
      const granted = await requestStream(ref!, "main");
      const current = roomRef.current;
      const at = current ? timelinePosition(current.timeline, serverNow()) : 0;
      return { ...granted, resumeAt: Math.max(0, Math.floor(at)) };
    },
    enabled: ref !== null,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    retry: (failures, error) => failures < 2 && !(error instanceof ApiError && error.status < 500),
  });
  const grant = stream.data ?? null;
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const sync = usePartySync(video, room, serverNow, send);

  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => {
      setNotice(null);
    }, NOTICE_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [notice]);
  // The lead plays, pauses and seeks for everyone: the host, or who took over when they left.
  const leads = room?.lead != null && room.lead === you?.id;
  const leadName = room?.members.find((m) => m.leads && !m.host)?.name ?? null;
  const transport = useMemo<PlayerTransport>(() => {
    const position = () => {
      const current = roomRef.current;
      return current ? Math.max(0, timelinePosition(current.timeline, serverNow())) : 0;
    };
    if (!leads) {
      const say = () => {
        setNotice(
          roomRef.current?.kind !== "party"
            ? i18n._({
                id: "room.no-pause",
                message: "Everyone watches the same moment: an online screening does not pause.",
              })
            : leadName
              ? i18n._({
                  id: "room.member-leads",
                  message: "{name} plays, pauses and seeks for everyone.",
                  values: { name: leadName },
                })
              : i18n._({
                  id: "room.host-leads",
                  message: "The host plays, pauses and seeks for everyone.",
                }),
        );
      };
      return { togglePlay: say, seekTo: say };
    }
    return {
      togglePlay: () => {
        const playing = roomRef.current?.timeline.playing ?? false;
        send({ type: "command", action: playing ? "pause" : "play", position: position() });
      },
      seekTo: (seconds) => {
        send({ type: "command", action: "seek", position: Math.max(0, seconds) });
      },
    };
  }, [leads, leadName, send, serverNow, i18n]);

  if (socket.status === "refused") {
    return (
      <Container size="sm" py="xl">
        <Alert
          color="yellow"
          title={
            socket.refusal?.message ??
            i18n._({ id: "room.refused", message: "You cannot join this room." })
          }
        >
          <Group mt="xs">
            {socket.refusal && refusedActions?.(socket.refusal.code)}
            <Button variant="default" component={Link} to={backTo}>
              {i18n._({ id: "player.back", message: "Back" })}
            </Button>
          </Group>
        </Alert>
      </Container>
    );
  }
  const lost = socket.status === "lost";
  const waiting = room && room.waitingFor.length > 0;
  return (
    <Container size="lg" py="md">
      <Stack gap="sm">
        <div className={classes.stage}>
          {grant && room ? (
            <VideoPlayer
              contentRef={room.ref}
              title={room.title}
              backTo={backTo}
              grant={grant}
              trackProgress={false}
              countView
              onVideo={setVideo}
              transport={transport}
            />
          ) : (
            <Loader
              aria-label={i18n._({ id: "room.joining", message: "Joining the room" })}
              role="status"
            />
          )}
          <FloatingReactions reactions={socket.reactions} />
          <RoomCover
            needsTap={sync.needsTap}
            onTap={() => {
              sync.tapToJoin();
            }}
            startsIn={sync.startsIn}
            ended={sync.ended}
            onRestart={
              leads
                ? () => {
                    send({ type: "command", action: "play", position: 0 });
                  }
                : undefined
            }
          >
            {lost
              ? i18n._({ id: "room.reconnecting", message: "Reconnecting…" })
              : waiting
                ? i18n._({
                    id: "room.waiting-for",
                    message: "Waiting for {names}…",
                    values: { names: room.waitingFor.join(", ") },
                  })
                : null}
          </RoomCover>
        </div>
        {stream.error && (
          <Alert
            color="yellow"
            title={i18n._({ id: "room.video-failed", message: "The video could not be loaded." })}
          >
            <Button mt="xs" onClick={() => void stream.refetch()}>
              {i18n._({ id: "action.try-again", message: "Try again" })}
            </Button>
          </Alert>
        )}
        {room && (
          <PartyPanel
            room={room}
            you={you}
            code={code}
            notice={notice}
            newLead={socket.newLead}
            onReact={(emoji) => {
              send({ type: "react", emoji });
            }}
          />
        )}
      </Stack>
    </Container>
  );
}
