import { Text } from "@mantine/core";
import type { Notification } from "@tazama/contracts";
import { useCallback, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { useDismiss } from "../../../lib/use-dismiss.ts";
import { useMarkAllRead, useNotifications } from "../api/get-notifications.ts";
import classes from "./notifications-bell.module.css";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";
import { dateFormat } from "../../../lib/i18n/date-format.ts";

function Item({ item, onOpen }: { item: Notification; onOpen: () => void }) {
  const i18n = useI18n();
  const when = dateFormat(i18n, { day: "numeric", month: "short" });
  const body = (
    <>
      <Text size="sm" fw={item.read ? 500 : 700}>
        {item.title}
      </Text>
      <Text size="xs" c="dimmed">
        {item.body} · {when.format(new Date(item.createdAt))}
      </Text>
    </>
  );
  const className = `${classes.item} ${item.read ? "" : classes.unread}`;
  return (
    <li>
      {item.link ? (
        <Link to={item.link} className={className} onClick={onOpen}>
          {body}
        </Link>
      ) : (
        <div className={className}>{body}</div>
      )}
    </li>
  );
}

/**
 * The bell in the top bar (signed-in viewers): how many notifications are unread; opening it
 * lists the latest and marks them read. A plain panel under the bell, not a floating popover:
 * the bell is on every page's first paint, and a positioning library would weigh ~19 KB there.
 */
export function NotificationsBell() {
  const i18n = useI18n();
  const label = i18n._({ id: "notifications.label", message: "Notifications" });
  const list = useNotifications(true);
  const markAllRead = useMarkAllRead();
  const [opened, setOpened] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const unread = list.data?.unread ?? 0;

  const close = useCallback(() => {
    setOpened(false);
  }, []);
  useDismiss(opened, close, root);

  const toggle = () => {
    const next = !opened;
    setOpened(next);
    if (next && unread > 0) markAllRead.mutate();
  };
  return (
    <div className={classes.root} ref={root}>
      <button
        type="button"
        className={classes.bell}
        onClick={toggle}
        aria-label={
          unread > 0
            ? i18n._({
                id: "notifications.unread",
                message: "Notifications, {unread, number} unread",
                values: { unread },
              })
            : label
        }
        aria-expanded={opened}
        aria-controls={panelId}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="none">
          <path
            d="M6 9a6 6 0 1 1 12 0c0 4.5 2 6 2 6H4s2-1.5 2-6Zm4 9a2 2 0 0 0 4 0"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {unread > 0 ? (
          <span className={classes.count} aria-hidden="true">
            {unread > 9 ? "9+" : unread}
          </span>
        ) : null}
      </button>
      {opened ? (
        <div id={panelId} className={classes.panel} role="region" aria-label={label}>
          {list.data?.items.length ? (
            <ul className={classes.list}>
              {list.data.items.map((item) => (
                <Item
                  key={item.id}
                  item={item}
                  onOpen={() => {
                    setOpened(false);
                  }}
                />
              ))}
            </ul>
          ) : (
            <Text size="sm" c="dimmed" p="sm">
              {i18n._({
                id: "notifications.none",
                message: "Nothing new. When a title you asked for arrives, you will see it here.",
              })}
            </Text>
          )}
        </div>
      ) : null}
    </div>
  );
}
