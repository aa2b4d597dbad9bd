import { Link } from "react-router";
import { BackIcon } from "./player-icons.tsx";
import classes from "./player-controls.module.css";

interface PlayerTopBarProps {
  title: string;
  /** The title page the back arrow returns to. */
  backTo: string;
}

/** Along the top of the player: back to the title's page, and what is playing. */
export function PlayerTopBar({ title, backTo }: PlayerTopBarProps) {
  return (
    <div className={classes.top}>
      <Link to={backTo} className={classes.control} aria-label={`Back to ${title}`} title="Back">
        <BackIcon />
      </Link>
      <h1 className={classes.title}>{title}</h1>
    </div>
  );
}
