import type { Seat } from "@tazama/contracts";
import type { CSSProperties } from "react";
import classes from "./seat-map.module.css";

/**
 * The seat map: the screen at the top, rows front to back, each seat a toggle. Taken seats are
 * disabled; the caller's held and chosen seats are marked. Scrolls sideways inside itself on a
 * phone when a row is wider than the screen.
 */
export function SeatMap({
  seats,
  chosen,
  max,
  onToggle,
}: {
  seats: readonly Seat[];
  chosen: ReadonlySet<string>;
  max: number;
  onToggle: (label: string) => void;
}) {
  const rows = new Map<string, Seat[]>();
  for (const seat of seats) {
    const row = seat.row ?? "";
    rows.set(row, [...(rows.get(row) ?? []), seat]);
  }
  const full = chosen.size >= max;
  return (
    <div className={classes.wrap}>
      <div className={classes.screen} aria-hidden="true">
        Screen
      </div>
      <div className={classes.rows} role="group" aria-label="Seats">
        {[...rows].map(([row, list]) => (
          <div
            key={row}
            className={classes.row}
            style={{ "--seats": list.length } as CSSProperties}
          >
            <span className={classes.rowLabel} aria-hidden="true">
              {row}
            </span>
            {list.map((seat) => {
              const on = chosen.has(seat.label);
              const taken = seat.state === "taken";
              return (
                <button
                  key={seat.label}
                  type="button"
                  className={classes.seat}
                  data-state={on ? "chosen" : seat.state}
                  aria-pressed={on}
                  aria-label={`Seat ${seat.label}${taken ? ", taken" : ""}`}
                  disabled={taken || (!on && full)}
                  onClick={() => {
                    onToggle(seat.label);
                  }}
                >
                  {seat.label.slice(row.length)}
                </button>
              );
            })}
          </div>
        ))}
      </div>
      <div className={classes.legend} aria-hidden="true">
        <span>
          <i data-state="free" /> Free
        </span>
        <span>
          <i data-state="chosen" /> Yours
        </span>
        <span>
          <i data-state="taken" /> Taken
        </span>
      </div>
    </div>
  );
}
