/**
 * Runs a background job now and then every `everyMs`, one run at a time (a run still going when
 * the next is due is not doubled). The returned stop() clears the timer and awaits a run in
 * flight, so the server closes its database only after it. The timer does not keep the process
 * alive.
 */
export function startPeriodic(
  run: () => Promise<unknown>,
  everyMs: number,
  onError: (err: unknown) => void,
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = run()
      .then(() => undefined)
      .catch(onError)
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
