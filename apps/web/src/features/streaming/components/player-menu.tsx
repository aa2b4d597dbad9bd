import { type ReactNode, useRef } from "react";
import { useDismiss } from "../../../lib/use-dismiss.ts";
import classes from "./player-controls.module.css";

export interface PlayerMenuItem {
  key: string;
  label: string;
  checked: boolean;
  onSelect: () => void;
}

interface PlayerMenuProps {
  /** The button's accessible name and the panel's heading. */
  label: string;
  icon: ReactNode;
  opened: boolean;
  onToggle: (opened: boolean) => void;
  items: readonly PlayerMenuItem[];
  /** A line under the heading (e.g. what each rung costs in data). */
  note?: string;
}

/**
 * A control-bar button with a panel of choices above it (inside the player, so it also works in
 * fullscreen). Arrow keys move between the choices; Escape or a press outside closes it.
 */
export function PlayerMenu({ label, icon, opened, onToggle, items, note }: PlayerMenuProps) {
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useDismiss(
    opened,
    () => {
      onToggle(false);
      button.current?.focus();
    },
    root,
  );
  const id = `player-menu-${label.toLowerCase().replace(/\W+/g, "-")}`;

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    const buttons = Array.from(
      event.currentTarget.querySelectorAll<HTMLButtonElement>("[role=menuitemradio]"),
    );
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const step = event.key === "ArrowDown" ? 1 : -1;
    buttons[(at + step + buttons.length) % buttons.length]?.focus();
  };

  return (
    <div className={classes.menuRoot} ref={root}>
      <button
        ref={button}
        type="button"
        className={classes.control}
        aria-label={label}
        title={label}
        aria-haspopup="menu"
        aria-expanded={opened}
        aria-controls={opened ? id : undefined}
        onClick={() => {
          onToggle(!opened);
        }}
      >
        {icon}
      </button>
      {opened && (
        <div id={id} className={classes.menu}>
          <div className={classes.menuHeader}>
            <p className={classes.menuHeading}>{label}</p>
            <button
              type="button"
              className={classes.menuClose}
              aria-label={`Close ${label.toLowerCase()}`}
              onClick={() => {
                onToggle(false);
                button.current?.focus();
              }}
            >
              ×
            </button>
          </div>
          {note && <p className={classes.menuNote}>{note}</p>}
          <div role="menu" aria-label={label} onKeyDown={onKeyDown}>
            {items.map((item, index) => (
              <button
                key={item.key}
                type="button"
                role="menuitemradio"
                aria-checked={item.checked}
                className={classes.menuItem}
                // The checked choice (or the first) takes the focus when the panel opens.
                autoFocus={item.checked || (index === 0 && !items.some((i) => i.checked))}
                onClick={() => {
                  item.onSelect();
                  onToggle(false);
                  button.current?.focus();
                }}
              >
                {item.label}
              </button>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
