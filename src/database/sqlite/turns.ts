/**
 * The embedded database runs every statement synchronously on the server's one thread, and
 * answers with an already-settled promise. So a run of database work (the job worker
 * delivering twenty leads, each a few reads and a transaction) goes from statement to
 * statement in microtasks and never lets the server read an incoming request: measured in
 * the import fault test, visitors' requests stood still for 1.5-2 s while the worker ran.
 * Here every statement first waits one turn of the event loop (setImmediate: after pending
 * I/O), so requests interleave with long runs of database work instead of queueing behind them.
 */

/** The parts of @libsql/client's Client and Transaction that run statements. */
type Runs = Record<string, unknown> & {
  execute: (...args: never[]) => Promise<unknown>
  batch?: (...args: never[]) => Promise<unknown>
  executeMultiple?: (...args: never[]) => Promise<unknown>
  commit?: () => Promise<unknown>
  rollback?: () => Promise<unknown>
  transaction?: (...args: never[]) => Promise<unknown>
}

const STATEMENT_METHODS = ['execute', 'batch', 'executeMultiple', 'commit', 'rollback'] as const
const TAKES_TURNS = Symbol('takesTurns')

export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))

/** Makes `runner`'s statements (and those of the transactions it opens) wait a turn first. */
export function takeTurns<T extends object>(runner: T, turn: () => Promise<void> = nextTurn): T {
  const target = runner as unknown as Runs
  if (target[TAKES_TURNS as unknown as string]) return runner
  Object.defineProperty(target, TAKES_TURNS, { value: true })
  for (const name of STATEMENT_METHODS) {
    const original = target[name]
    if (typeof original !== 'function') continue
    target[name] = async (...args: unknown[]) => {
      await turn()
      return (original as (...a: unknown[]) => Promise<unknown>).apply(runner, args)
    }
  }
  const open = target.transaction
  if (typeof open === 'function') {
    target.transaction = async (...args: unknown[]) => {
      await turn()
      const transaction = await (open as (...a: unknown[]) => Promise<object>).apply(runner, args)
      return takeTurns(transaction, turn)
    }
  }
  return runner
}
