// A lead from the browser to the dealer, on the production build: a car's Make an Offer on
// one dealer's site reaches that dealer's mailbox (the test's SMTP server, naming the car)
// and its CRM webhook (signed with the dealer's key), and the lead in the admin records both
// deliveries; another dealer's staff cannot read it.
import { createHmac } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { expect } from '@playwright/test'
import { simpleParser, type ParsedMail } from 'mailparser'
import { PASSWORD, platformUrl, siteUrl, test } from './env'
import { adminHeaders, captureLeadAnswer, fillContact, firstCar } from './leadForms'

const SIGNING_KEY = 'outback-crm-signing-key-2026'

/** The mails the server under test has sent so far (scripts/mailCatcher.mjs writes them). */
async function mailbox(): Promise<ParsedMail[]> {
  const dir = process.env.E2E_MAILBOX
  if (!dir) throw new Error('E2E_MAILBOX is set by scripts/e2e.mjs: run the browser tests through it.')
  return Promise.all(readdirSync(dir).map((file) => simpleParser(readFileSync(path.join(dir, file)))))
}

const bodyOf = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
  })

test('Make an Offer reaches the dealer’s mailbox and signed CRM webhook; the admin records both; other dealers see nothing', async ({
  page,
  request,
}) => {
  const received: { signature?: string; body: string }[] = []
  const crm = createServer(async (req, res) => {
    received.push({ signature: req.headers['x-signature'] as string | undefined, body: await bodyOf(req) })
    res.writeHead(200).end('ok')
  })
  await new Promise<void>((resolve) => crm.listen(0, '127.0.0.1', resolve))
  const admin = await adminHeaders(request)
  const outback = (
    (await (
      await request.get(platformUrl('/api/tenants?where[slug][equals]=outback-cars&depth=0'), { headers: admin })
    ).json()) as { docs: { id: string }[] }
  ).docs[0]!
  const setContact = (contact: Record<string, unknown>) =>
    request.patch(platformUrl(`/api/tenants/${outback.id}`), { headers: admin, data: { contact } })
  expect(
    (
      await setContact({
        leadWebhookUrl: `http://127.0.0.1:${(crm.address() as AddressInfo).port}/leads`,
        leadWebhookSecret: SIGNING_KEY,
      })
    ).status(),
  ).toBe(200)
  try {
    const car = await firstCar(request, 'outback-cars', 'car_type=used')
    await page.goto(siteUrl('outback-cars', `/cars/${car.slug}`))
    const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()
    await page.getByRole('button', { name: 'Make an Offer' }).click()
    const form = page.getByRole('dialog', { name: 'Make an Offer' }).getByRole('form', { name: 'Make an Offer' })
    await fillContact(form)
    await form.getByRole('textbox', { name: 'Your offer' }).fill('$19,000')
    const answer = await captureLeadAnswer(page)
    await form.getByRole('button', { name: 'Send My Offer' }).click()
    await expect(page).toHaveURL(/\/success$/)
    expect(answer.status).toBe(201)

    // The jobs queue sends it within its next pass (every 10 s). Other tests enquire about this car too: this is the offer.
    const ours = (mail: ParsedMail) => Boolean(mail.subject?.includes(title) && mail.text?.includes('Offer: $19,000'))
    await expect.poll(async () => (await mailbox()).filter(ours).length, { timeout: 45_000 }).toBe(1)
    const mail = (await mailbox()).find(ours)!
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toContain('hello@outbackcarsandcaravans.com.au')
    expect(mail.text).toContain(`/cars/${car.slug}`)
    expect(mail.replyTo && 'text' in mail.replyTo ? mail.replyTo.text : '').toContain('jess@example.com')

    // Leads other tests sent this dealer may still be going out: this is the one for our lead.
    const isOurs = (hook: { body: string }) =>
      (JSON.parse(hook.body) as { lead: { id: string } }).lead.id === answer.lead_id
    const ourHook = () => received.find(isOurs)
    await expect.poll(() => Boolean(ourHook()), { timeout: 45_000 }).toBe(true)
    expect(received.filter(isOurs)).toHaveLength(1)
    const hook = ourHook()!
    expect(hook.signature).toBe(`sha256=${createHmac('sha256', SIGNING_KEY).update(hook.body).digest('hex')}`)
    const sent = JSON.parse(hook.body) as {
      lead: { id: string; car: Record<string, unknown> }
      dealer: { slug: string }
    }
    expect(sent).toMatchObject({
      lead: { id: answer.lead_id, car: { 'Vehicle Make': expect.any(String), stock_number: expect.any(String) } },
      dealer: { slug: 'outback-cars' },
    })

    await expect
      .poll(
        async () =>
          (
            (await (
              await request.get(platformUrl(`/api/leads/${answer.lead_id}?depth=0`), { headers: admin })
            ).json()) as { deliveryStatus: string }
          ).deliveryStatus,
        { timeout: 20_000 },
      )
      .toBe('sent')
    const stored = (await (
      await request.get(platformUrl(`/api/leads/${answer.lead_id}?depth=0`), { headers: admin })
    ).json()) as { deliveryAttempts: { channel: string; outcome: string }[] }
    expect(stored.deliveryAttempts.map((a) => `${a.channel}:${a.outcome}`).sort()).toEqual([
      'email:sent',
      'webhook:sent',
    ])

    // Another dealer's editor: the lead does not exist for them.
    const login = await request.post(platformUrl('/api/users/login'), {
      data: { email: 'editor@southern-cross.test', password: PASSWORD },
    })
    const other = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
    expect((await request.get(platformUrl(`/api/leads/${answer.lead_id}`), { headers: other })).status()).toBe(404)
  } finally {
    await setContact({ leadWebhookUrl: '', leadWebhookSecret: '' })
    crm.close()
  }
})
