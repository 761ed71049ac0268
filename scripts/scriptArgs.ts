/** The command-line arguments of a script started with `node scripts/payload.mjs run <script> ...`. */
export function scriptArgs(): string[] {
  const passed = process.env.PAYLOAD_SCRIPT_ARGS
  return passed ? (JSON.parse(passed) as string[]) : process.argv.slice(2)
}
