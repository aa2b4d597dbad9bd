import { Link } from "react-router";
import { BackIcon } from "./player-icons.tsx";
import classes from "./player-controls.module.css";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";

interface PlayerTopBarProps {
  title: string;
  /** The title page the back arrow returns to. */
  backTo: string;
}

/** Along the top of the player: back to the title's page, and what is playing. */
export function PlayerTopBar({ title, backTo }: PlayerTopBarProps) {
  const i18n = useI18n();
  return (
    <div className={classes.top}>
      <Link
        to={backTo}
        className={classes.control}
        aria-label={i18n._({ id: "player.back-to", message: "Back to {title}", values: { title } })}
        title={i18n._({ id: "player.back", message: "Back" })}
      >
        <BackIcon />
      </Link>
      <h1 className={classes.title}>{title}</h1>
    </div>
  );
}
