import type { Seat } from "@tazama/contracts";
import type { CSSProperties } from "react";
import classes from "./seat-map.module.css";
import { useI18n } from "../../../lib/i18n/use-i18n.ts";

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
  const i18n = useI18n();
  const rows = new Map<string, Seat[]>();
  for (const seat of seats) {
    const row = seat.row ?? "";
    rows.set(row, [...(rows.get(row) ?? []), seat]);
  }
  const full = chosen.size >= max;
  return (
    <div className={classes.wrap}>
      <div className={classes.screen} aria-hidden="true">
        {i18n._({ id: "seats.screen", message: "Screen" })}
      </div>
      <div
        className={classes.rows}
        role="group"
        aria-label={i18n._({ id: "org-screenings.seats", message: "Seats" })}
      >
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
                  aria-label={
                    taken
                      ? i18n._({
                          id: "seats.seat-taken",
                          message: "Seat {seat}, taken",
                          values: { seat: seat.label },
                        })
                      : i18n._({
                          id: "seats.seat",
                          message: "Seat {seat}",
                          values: { seat: seat.label },
                        })
                  }
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
          <i data-state="free" /> {i18n._({ id: "seats.free", message: "Free" })}
        </span>
        <span>
          <i data-state="chosen" /> {i18n._({ id: "seats.yours", message: "Yours" })}
        </span>
        <span>
          <i data-state="taken" /> {i18n._({ id: "seats.taken", message: "Taken" })}
        </span>
      </div>
    </div>
  );
}
