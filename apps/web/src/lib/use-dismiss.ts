import { type RefObject, useEffect } from "react";

/**
 * Closes an open panel (a menu under its button) on Escape and on a press outside `root`.
 * Plain listeners instead of a floating-popover library: these panels are in every page's header.
 */
export function useDismiss(
  opened: boolean,
  close: () => void,
  root: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!opened) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
    };
    const onPress = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPress);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPress);
    };
  }, [opened, close, root]);
}
