import { Alert, Badge, Button, CopyButton, Group, Stack, Text, Title } from "@mantine/core";
import { PARTY_REACTIONS, type PartyRoomView } from "@tazama/contracts";
import classes from "./watch-room.module.css";

export interface PartyPanelProps {
  room: PartyRoomView;
  you: { id: string; host: boolean } | null;
  onReact: (emoji: (typeof PARTY_REACTIONS)[number]) => void;
  /** A private party's code: shown with a link to copy, for inviting friends. */
  code?: string;
  /** A passing word for this member ("Only the host can pause"). */
  notice?: string | null;
}

const watching = (count: number) => (count === 1 ? "1 watching" : `${count} watching`);

/** Under the player: who is watching, who the party waits for, the invite, and reactions. */
export function PartyPanel({ room, you, onReact, code, notice }: PartyPanelProps) {
  const link = code ? `${window.location.origin}/party/${code}` : "";
  const others = room.count - room.members.length;
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={1} size="h3">
          {room.kind === "party" ? "Watch party" : "Online screening"} · {room.title}
        </Title>
        <Badge variant="light" color="red" size="lg" aria-live="polite">
          <span className={classes.live} aria-hidden />
          {watching(room.count)}
        </Badge>
      </Group>
      {room.waitingFor.length > 0 && (
        <Alert color="yellow" role="status" title={`Waiting for ${room.waitingFor.join(", ")}…`}>
          The party goes on in a few seconds if their video is still loading.
        </Alert>
      )}
      {notice && (
        <Text size="sm" c="dimmed" role="status">
          {notice}
        </Text>
      )}
      <div className={classes.reactions} role="group" aria-label="Reactions">
        {PARTY_REACTIONS.map((emoji) => (
          <Button
            key={emoji}
            variant="default"
            px={8}
            aria-label={`React ${emoji}`}
            onClick={() => {
              onReact(emoji);
            }}
          >
            {emoji}
          </Button>
        ))}
      </div>
      <Group gap={6} wrap="wrap" aria-label="Who is watching">
        {room.members.map((member) => (
          <Badge
            key={member.id}
            variant={member.id === you?.id ? "filled" : "default"}
            color={member.buffering ? "yellow" : undefined}
            tt="none"
          >
            {member.name}
            {member.host ? " (host)" : ""}
            {member.id === you?.id ? " · you" : ""}
            {member.buffering ? " · loading" : ""}
          </Badge>
        ))}
        {others > 0 && <Text size="sm">and {others} more</Text>}
      </Group>
      {code && (
        <Group gap="sm" wrap="wrap">
          <Text>
            Invite friends with the code <strong data-testid="party-code">{code}</strong>: each
            guest needs their own way to watch the film.
          </Text>
          <CopyButton value={link}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy}>
                {copied ? "Link copied" : "Copy invite link"}
              </Button>
            )}
          </CopyButton>
        </Group>
      )}
    </Stack>
  );
}
