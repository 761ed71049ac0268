// An SMTP server for the browser tests: the production server under test sends its lead
// e-mails here (SMTP_HOST/SMTP_PORT), and each message is written as a .eml file to a
// mailbox folder the tests read (E2E_MAILBOX). Loopback only, no TLS or sign-in.
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { SMTPServer } from 'smtp-server'

/** @param {{ dir: string }} options */
export async function startMailCatcher({ dir }) {
  mkdirSync(dir, { recursive: true })
  let count = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks = []
      stream.on('data', (chunk) => chunks.push(chunk))
      stream.on('end', () => {
        writeFileSync(path.join(dir, `${Date.now()}-${++count}.eml`), Buffer.concat(chunks))
        callback()
      })
    },
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', resolve)
  })
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.server.address())
  return { port, stop: () => new Promise((resolve) => server.close(resolve)) }
}
