import { appendFile, mkdir } from 'node:fs/promises'
import path from 'node:path'
import { log } from '@/lib/log.mjs'
import type { SmsSender } from './port'

/**
 * Development's and the tests' provider: each message goes to the server log and is appended
 * to `<SMS_INBOX_DIR>/<number>.jsonl` (default .data/sms-inbox), where the browser tests read
 * the code a visitor was sent. Nothing leaves the machine.
 */
export function localInbox(env: Partial<NodeJS.ProcessEnv> = process.env): SmsSender {
  const dir = path.resolve(env.SMS_INBOX_DIR?.trim() || path.join('.data', 'sms-inbox'))
  let count = 0
  return {
    name: 'local',
    async send({ to, body }) {
      if (!/^\+[1-9]\d{7,14}$/.test(to)) throw new Error(`Not an E.164 number: ${to}`)
      const id = `local-${Date.now()}-${++count}`
      await mkdir(dir, { recursive: true })
      await appendFile(
        path.join(dir, `${to}.jsonl`),
        `${JSON.stringify({ id, to, body, at: new Date().toISOString() })}\n`,
      )
      log.info({ msg: `Text message to ${to} (local inbox): ${body}` })
      return { id }
    },
  }
}
