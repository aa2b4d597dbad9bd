interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Ends the current task: what follows runs in a new one, after the browser has had its turn
 * (input, a frame). A long start cut so counts as short tasks, not one blocking one (Total
 * Blocking Time, issue 41). `scheduler.yield()` where the browser has it (its continuation keeps
 * its place ahead of other tasks), else a zero timeout.
 */
export function yieldToMain(
  on: { scheduler?: Partial<YieldingScheduler> } & Pick<
    typeof globalThis,
    "setTimeout"
  > = globalThis,
): Promise<void> {
  const scheduler = on.scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => {
    on.setTimeout(resolve, 0);
  });
}
