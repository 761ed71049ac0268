// Runs after the other browser tests (files run in name order, one worker): every lead the
// forms sent during the run (enquiries, test drives, fleet, careers, finance, offers,
// trade-ins, quick enquiries, an accepted offer) reached its own dealer's mailbox, the
// test's SMTP server, exactly once.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { expect } from '@playwright/test'
import { simpleParser } from 'mailparser'
import { platformUrl, test } from './env'
import { adminHeaders } from './leadForms'

type LeadRow = {
  id: string
  category: string
  deliveryStatus: string
  tenant: { slug: string; contact: { leadEmail: string } }
}

test('every lead sent in this run reached its own dealer’s mailbox, once', async ({ request }) => {
  const admin = await adminHeaders(request)
  const leads = async () =>
    (
      (await (
        await request.post(platformUrl('/api/graphql'), {
          headers: admin,
          data: {
            query:
              '{ Leads(limit: 1000) { docs { id category deliveryStatus tenant { slug contact { leadEmail } } } } }',
          },
        })
      ).json()) as { data: { Leads: { docs: LeadRow[] } } }
    ).data.Leads.docs
  // The queue sends every 10 s; the last tests' leads may still be on their way.
  await expect
    .poll(async () => (await leads()).filter((lead) => lead.deliveryStatus !== 'sent').map((lead) => lead.id), {
      timeout: 60_000,
    })
    .toEqual([])
  const all = await leads()
  expect(new Set(all.map((lead) => lead.category)).size).toBeGreaterThanOrEqual(5)

  const dir = process.env.E2E_MAILBOX!
  const mails = await Promise.all(readdirSync(dir).map((file) => simpleParser(readFileSync(path.join(dir, file)))))
  for (const lead of all) {
    const link = new RegExp(`/admin/collections/leads/${lead.id}(\\s|$)`)
    const ours = mails.filter((mail) => link.test(mail.text ?? ''))
    expect(ours, `lead ${lead.id} (${lead.category}, ${lead.tenant.slug})`).toHaveLength(1)
    const to = ours[0]!.to && 'text' in ours[0]!.to ? ours[0]!.to.text : ''
    expect(to, `lead ${lead.id}`).toContain(lead.tenant.contact.leadEmail)
  }
})
