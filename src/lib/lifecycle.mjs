// The process's background work (the job queues' loops, the cache expiry follower), which the
// app starts and the production server (scripts/server.mjs) stops on SIGTERM beside draining
// its requests. Shared through globalThis: the server imports this file apart from the app.

const BACKGROUND = Symbol.for('dealer-platform.background-work')

/** @returns {Map<string, (withinMs: number) => Promise<void> | void>} */
const registry = () => (globalThis[BACKGROUND] ??= new Map())

/**
 * Registers background work by name. `stop(withinMs)` takes on nothing new and resolves once
 * what it was doing is finished, or released for another instance, within `withinMs`.
 * @param {string} name
 * @param {(withinMs: number) => Promise<void> | void} stop
 */
export function runsInBackground(name, stop) {
  registry().set(name, stop)
}

/**
 * Stops every piece of background work at once, each given `withinMs`. Resolves with the
 * names of those that failed to stop; they are cut when the process exits.
 * @param {number} withinMs
 * @returns {Promise<string[]>}
 */
export async function stopBackgroundWork(withinMs) {
  const work = [...registry()]
  registry().clear()
  const results = await Promise.all(
    work.map(([name, stop]) =>
      Promise.resolve()
        .then(() => stop(withinMs))
        .then(
          () => null,
          () => name,
        ),
    ),
  )
  return results.filter((name) => name !== null)
}
