import { Alert, Badge, Button, CopyButton, Group, Stack, Text, Title } from "@mantine/core";
import { PARTY_REACTIONS, type PartyRoomView } from "@tazama/contracts";
import { SLOT, splitAtSlot } from "../../../lib/i18n/slot.ts";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import classes from "./watch-room.module.css";

export interface PartyPanelProps {
  room: PartyRoomView;
  you: { id: string; host: boolean } | null;
  onReact: (emoji: (typeof PARTY_REACTIONS)[number]) => void;
  /** A private party's code: shown with a link to copy, for inviting friends. */
  code?: string;
  /** A passing word for this member ("Only the host can pause"). */
  notice?: string | null;
  /** Who took the lead while this member watched (the lead left, or the host came back). */
  newLead?: { id: string; name: string } | null;
}

/** Under the player: who is watching, who the party waits for, the invite, and reactions. */
export function PartyPanel({ room, you, onReact, code, notice, newLead }: PartyPanelProps) {
  const i18n = useI18n();
  const link = code ? `${window.location.origin}/party/${code}` : "";
  const others = room.count - room.members.length;
  // One sentence to translate; the code, marked, is drawn bold where the language puts it.
  const invite = splitAtSlot(
    i18n._({
      id: "party.invite",
      message:
        "Invite friends with the code {code}: each guest needs their own way to watch the film.",
      values: { code: SLOT },
    }),
  );
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={1} size="h3">
          {room.kind === "party"
            ? i18n._({ id: "party.name", message: "Watch party" })
            : i18n._({ id: "room.online-screening", message: "Online screening" })}{" "}
          · {room.title}
        </Title>
        <Badge variant="light" color="red" size="lg" aria-live="polite">
          <span className={classes.live} aria-hidden />
          {i18n._({
            id: "room.watching-count",
            message: "{count, plural, one {# watching} other {# watching}}",
            values: { count: room.count },
          })}
        </Badge>
      </Group>
      {room.waitingFor.length > 0 && (
        <Alert
          color="yellow"
          role="status"
          title={i18n._({
            id: "room.waiting-for",
            message: "Waiting for {names}…",
            values: { names: room.waitingFor.join(", ") },
          })}
        >
          {i18n._({
            id: "room.goes-on",
            message: "The party goes on in a few seconds if their video is still loading.",
          })}
        </Alert>
      )}
      {newLead && room.lead === newLead.id && (
        <Text size="sm" fw={500} role="status" data-testid="party-leads-now">
          {newLead.id === you?.id
            ? i18n._({
                id: "party.youLeadNow",
                message: "You lead now: your play, pause and seek are everyone's.",
              })
            : i18n._({
                id: "party.leadsNow",
                message: "{name} leads now",
                values: { name: newLead.name },
              })}
        </Text>
      )}
      {notice && (
        <Text size="sm" c="dimmed" role="status">
          {notice}
        </Text>
      )}
      <div
        className={classes.reactions}
        role="group"
        aria-label={i18n._({ id: "room.reactions", message: "Reactions" })}
      >
        {PARTY_REACTIONS.map((emoji) => (
          <Button
            key={emoji}
            variant="default"
            px={8}
            aria-label={i18n._({ id: "room.react", message: "React {emoji}", values: { emoji } })}
            onClick={() => {
              onReact(emoji);
            }}
          >
            {emoji}
          </Button>
        ))}
      </div>
      <Group
        gap={6}
        wrap="wrap"
        aria-label={i18n._({ id: "room.who", message: "Who is watching" })}
      >
        {room.members.map((member) => (
          <Badge
            key={member.id}
            variant={member.id === you?.id ? "filled" : "default"}
            color={member.buffering ? "yellow" : undefined}
            tt="none"
          >
            {member.name}
            {member.host ? ` (${i18n._({ id: "room.member.host", message: "host" })})` : ""}
            {member.leads && !member.host
              ? ` (${i18n._({ id: "room.member.leads", message: "leads" })})`
              : ""}
            {member.id === you?.id ? ` · ${i18n._({ id: "room.member.you", message: "you" })}` : ""}
            {member.buffering
              ? ` · ${i18n._({ id: "room.member.loading", message: "loading" })}`
              : ""}
          </Badge>
        ))}
        {others > 0 && (
          <Text size="sm">
            {i18n._({ id: "room.and-more", message: "and {others} more", values: { others } })}
          </Text>
        )}
      </Group>
      {code && (
        <Group gap="sm" wrap="wrap">
          <Text>
            {invite[0]}
            <strong data-testid="party-code">{code}</strong>
            {invite[1]}
          </Text>
          <CopyButton value={link}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy}>
                {copied
                  ? i18n._({ id: "party.link-copied", message: "Link copied" })
                  : i18n._({ id: "party.copy-link", message: "Copy invite link" })}
              </Button>
            )}
          </CopyButton>
        </Group>
      )}
    </Stack>
  );
}
