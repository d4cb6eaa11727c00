/**
 * Calls of the returned function share runs of `run`: a call made while no run is going starts one; a
 * call made during a run waits for the next run, which starts when that one ends and is shared by every
 * call made meanwhile. So each caller gets a run that started after it called (it sees whatever
 * happened before), and however many call at once, at most one run is going and one is waiting.
 */
export function nextRun<T>(run: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let waiting: Promise<T> | null = null;
  const start = (): Promise<T> => {
    const current: Promise<T> = run().finally(() => {
      if (running === current) running = null;
    });
    running = current;
    return current;
  };
  return () => {
    if (!running) return start();
    waiting ??= running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        waiting = null;
        return start();
      });
    return waiting;
  };
}
