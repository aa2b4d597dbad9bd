import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";

const KEY = "overlay";

function stateOf(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === "object" ? (value as Record<string, unknown>) : {};
}

/**
 * An overlay whose open state is a history entry of its own, as a phone's Back button expects:
 * opening pushes the same address with `{ overlay: name }`, Back (or `close`) pops it, and a
 * navigation that replaces the entry (opening a result) closes it without a trip back.
 */
export function useHistoryOpen(name: string) {
  const location = useLocation();
  const navigate = useNavigate();
  const state = stateOf(location.state);
  const opened = state[KEY] === name;
  const { pathname, search, hash } = location;

  const open = useCallback(() => {
    if (opened) return;
    void navigate({ pathname, search, hash }, { state: { ...state, [KEY]: name } });
  }, [opened, navigate, pathname, search, hash, state, name]);

  const close = useCallback(() => {
    if (opened) void navigate(-1);
  }, [opened, navigate]);

  return { opened, open, close };
}
