import "@mantine/core/styles/Button.css";
import { Button, Group, Stack, Text } from "@mantine/core";
import type { TitleRequest } from "@tazama/contracts";
import { Link } from "react-router";
import { RequestStatus, votesLine } from "./request-status.tsx";
import classes from "./requests.module.css";

export interface RequestListProps {
  items: readonly TitleRequest[];
  /** The action on an open request: Withdraw (mine) or "Me too" (most asked for). */
  action: "withdraw" | "me-too";
  onAction: (request: TitleRequest) => void;
  busyId: number | null;
}

/** Requests as cards: title, year and kind, where it stands, how many asked, one action. */
export function RequestList({ items, action, onAction, busyId }: RequestListProps) {
  return (
    <Stack component="ul" gap="xs" className={classes.list}>
      {items.map((item) => {
        const open = item.status === "pending" || item.status === "planned";
        return (
          <li key={item.id} className={classes.card}>
            <div className={classes.cardText}>
              <Group gap="xs" wrap="wrap">
                <Text fw={700} className={classes.title}>
                  {item.title}
                </Text>
                <RequestStatus status={item.status} />
              </Group>
              <Text size="sm" c="dimmed">
                {item.kind === "series" ? "Series" : "Film"} · {item.year} · {votesLine(item)}
              </Text>
              {item.note ? (
                <Text size="sm" c="gray.4">
                  {item.note}
                </Text>
              ) : null}
            </div>
            {item.status === "available" && item.availableRef ? (
              <Button
                component={Link}
                to={`/view/${item.availableRef}`}
                size="xs"
                className={classes.action}
              >
                Watch now
              </Button>
            ) : open && action === "withdraw" ? (
              <Button
                variant="subtle"
                color="gray"
                size="xs"
                className={classes.action}
                loading={busyId === item.id}
                onClick={() => {
                  onAction(item);
                }}
                aria-label={`Withdraw your request for ${item.title}`}
              >
                Withdraw
              </Button>
            ) : open && action === "me-too" && !item.asked ? (
              <Button
                variant="light"
                size="xs"
                className={classes.action}
                loading={busyId === item.id}
                onClick={() => {
                  onAction(item);
                }}
                aria-label={`Ask for ${item.title} too`}
              >
                Me too
              </Button>
            ) : null}
          </li>
        );
      })}
    </Stack>
  );
}
