import "@mantine/core/styles/Button.css";
import { Button, Group, Stack, Text } from "@mantine/core";
import type { TitleRequest } from "@tazama/contracts";
import { Link } from "react-router";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { RequestStatus, kindLabel, votesLine } from "./request-status.tsx";
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
  const i18n = useI18n();
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
                {kindLabel(item.kind, i18n)} · {item.year} · {votesLine(item, i18n)}
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
                {i18n._({ id: "request.watch-now", message: "Watch now" })}
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
                aria-label={i18n._({
                  id: "request.withdraw-label",
                  message: "Withdraw your request for {title}",
                  values: { title: item.title },
                })}
              >
                {i18n._({ id: "request.withdraw", message: "Withdraw" })}
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
                aria-label={i18n._({
                  id: "request.me-too-label",
                  message: "Ask for {title} too",
                  values: { title: item.title },
                })}
              >
                {i18n._({ id: "request.me-too", message: "Me too" })}
              </Button>
            ) : null}
          </li>
        );
      })}
    </Stack>
  );
}
