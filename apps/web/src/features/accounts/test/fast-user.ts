import { PointerEventsCheckLevel } from "@testing-library/user-event";

/**
 * user-event options for these forms: no pause between actions, and no CSS pointer-events check
 * on every pointer action (it walks getComputedStyle up the tree and dominates the run time).
 */
export const FAST = { delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never } as const;
