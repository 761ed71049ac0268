import { expect } from '@playwright/test'
import { SMTPServer } from 'smtp-server'
import { startProductionServer } from '../../scripts/productionServer.mjs'
import { test } from './env'

// A lead's e-mail is in flight to the dealer's mail server when the instance is killed
// (SIGKILL: an out-of-memory kill, a crashed host). The mail server had not answered, so by
// SMTP's rules nothing was delivered; the job was left marked running. The instance started
// again takes the job up and the dealer gets the lead once.
const PORT = 3102
const SLUG = 'harbour-toyota'

test('a lead whose e-mail was in flight when the server was killed arrives once after the restart', async ({
  request,
}) => {
  test.setTimeout(420_000)
  let inFlight = false
  const accepted: string[] = []
  const mail = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const message = Buffer.concat(chunks).toString()
        // The first message is held unanswered: the server is killed while it waits.
        if (!inFlight) {
          inFlight = true
          return
        }
        accepted.push(message.match(/^X-Lead-Id: (.+)$/im)?.[1]?.trim() ?? '')
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => mail.listen(0, '127.0.0.1', resolve))
  const mailPort = String((mail.server.address() as { port: number }).port)
  const options = {
    name: 'e2e-crash',
    port: PORT,
    skipBuild: true,
    quiet: true,
    env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: mailPort, SITE_URL_TEMPLATE: `http://{slug}.localhost:${PORT}` },
  }
  let server = await startProductionServer(options)
  try {
    const sent = await request.post(`http://127.0.0.1:${PORT}/api/leads`, {
      headers: { Host: `${SLUG}.localhost:${PORT}` },
      data: {
        category: 'general',
        name: 'Crash Test',
        email: 'crash@example.com',
        phone: '0412345678',
        subject: 'Sales Enquiry',
        message: 'Still there after the crash?',
      },
    })
    expect(sent.status()).toBe(201)
    const { lead_id: leadId } = (await sent.json()) as { lead_id: string | number }

    await expect.poll(() => inFlight, { timeout: 30_000 }).toBe(true)
    server.kill('SIGKILL')
    await expect
      .poll(
        () =>
          fetch(`http://127.0.0.1:${PORT}/api/health`).then(
            () => 'up',
            () => 'down',
          ),
        { timeout: 10_000 },
      )
      .toBe('down')
    expect(accepted).toEqual([])

    const restarted = Date.now()
    server = await startProductionServer({ ...options, fresh: false })
    await expect.poll(() => accepted.length, { timeout: 60_000 }).toBe(1)
    expect(accepted).toEqual([String(leadId)])
    console.log(`the lead's e-mail arrived ${Date.now() - restarted} ms after the restart began`)
    // Once: nothing else arrives while the queue goes on working.
    await new Promise((resolve) => setTimeout(resolve, 8_000))
    expect(accepted).toEqual([String(leadId)])
  } finally {
    server.stop()
    await new Promise<void>((resolve) => mail.close(() => resolve()))
  }
})
