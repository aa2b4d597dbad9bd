import type { FloatingReaction } from "../hooks/use-room-socket.ts";
import classes from "./watch-room.module.css";

/** Reactions rising over the player for a few seconds, with who sent them. */
export function FloatingReactions({ reactions }: { reactions: readonly FloatingReaction[] }) {
  return (
    <div className={classes.float} aria-live="polite">
      {reactions.map((r) => (
        <div key={r.key} className={classes.bubble}>
          <span aria-hidden>{r.emoji}</span>
          {r.name}
        </div>
      ))}
    </div>
  );
}
