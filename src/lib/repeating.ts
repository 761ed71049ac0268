/**
 * Runs `task` every `intervalMs` in this process, never two runs at once (a slow run makes
 * the next ones wait their turn instead of piling up); a failure is reported and the next
 * run tries again. Does not keep the process alive. Returns a stop function.
 */
export function repeatEvery(
  intervalMs: number,
  task: () => Promise<unknown>,
  onError: (error: unknown) => void,
): () => void {
  let running = false
  const timer = setInterval(async () => {
    if (running) return
    running = true
    try {
      await task()
    } catch (error) {
      onError(error)
    } finally {
      running = false
    }
  }, intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}
