import { useCallback, useState } from "react";

export interface ActiveOption {
  /** Index of the highlighted option, -1 when none. */
  activeIndex: number;
  /** Moves the highlight by `delta`, wrapping around the ends. */
  move: (delta: 1 | -1) => void;
  setActiveIndex: (index: number) => void;
}

/**
 * The highlighted option of a list of `count` options. The highlight belongs to one list:
 * when `list` changes (new results) it starts again from none, without an effect.
 */
export function useActiveOption(list: unknown, count: number): ActiveOption {
  const [state, setState] = useState<{ list: unknown; index: number }>({ list, index: -1 });
  const activeIndex = state.list === list && state.index < count ? state.index : -1;

  const move = useCallback(
    (delta: 1 | -1) => {
      setState((prev) => {
        const current = prev.list === list && prev.index < count ? prev.index : -1;
        return { list, index: nextIndex(current, delta, count) };
      });
    },
    [list, count],
  );

  const setActiveIndex = useCallback(
    (index: number) => {
      setState({ list, index });
    },
    [list],
  );

  return { activeIndex, move, setActiveIndex };
}

/** The next index in a wrapping list; from none, down goes to the first and up to the last. */
export function nextIndex(current: number, delta: 1 | -1, count: number): number {
  if (count <= 0) return -1;
  if (current < 0) return delta > 0 ? 0 : count - 1;
  return (current + delta + count) % count;
}
