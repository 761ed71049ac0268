/** A stop function: no run starts after it is called; it resolves when the run under way (if any) ends. */
export type StopRepeating = () => Promise<void>

/**
 * Runs `task` every `intervalMs` in this process, never two runs at once (a slow run makes
 * the next ones wait their turn instead of piling up); a failure is reported and the next
 * run tries again. Does not keep the process alive.
 */
export function repeatEvery(
  intervalMs: number,
  task: () => Promise<unknown>,
  onError: (error: unknown) => void,
): StopRepeating {
  let running: Promise<void> | null = null
  const timer = setInterval(() => {
    if (running) return
    running = task()
      .then(
        () => {},
        (error: unknown) => onError(error),
      )
      .finally(() => {
        running = null
      })
  }, intervalMs)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await running
  }
}
