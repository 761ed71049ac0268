// Runs after the other browser tests (files run in name order, one worker): every lead the
// forms sent during the run (enquiries, test drives, fleet, careers, finance, offers,
// trade-ins, quick enquiries, an accepted offer) reached its own dealer's mailbox, the
// test's SMTP server, exactly once; a dealer without a lead address gets nothing sent.
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
  email: string | null
  tenant: { slug: string; contact: { leadEmail: string } }
}

test('every lead sent in this run reached its own dealer’s mailbox, once', async ({ request }) => {
  test.setTimeout(90_000)
  const admin = await adminHeaders(request)
  const leads = async () =>
    (
      (await (
        await request.post(platformUrl('/api/graphql'), {
          headers: admin,
          data: {
            query:
              '{ Leads(limit: 1000) { docs { id category deliveryStatus email tenant { slug contact { leadEmail } } } } }',
          },
        })
      ).json()) as { data: { Leads: { docs: LeadRow[] } } }
    ).data.Leads.docs
  // The queue sends every 10 s; the last tests' leads may still be on their way.
  await expect
    .poll(
      async () =>
        (await leads())
          .filter((lead) => lead.deliveryStatus === 'pending' || lead.deliveryStatus === 'retrying')
          .map((lead) => `${lead.id} ${lead.deliveryStatus}`),
      { timeout: 50_000 },
    )
    .toEqual([])
  const all = await leads()
  expect(all.length).toBeGreaterThan(0)

  const dir = process.env.E2E_MAILBOX!
  const mails = await Promise.all(readdirSync(dir).map((file) => simpleParser(readFileSync(path.join(dir, file)))))
  for (const lead of all) {
    const link = new RegExp(`/admin/collections/leads/${lead.id}(\\s|$)`)
    const ours = mails.filter((mail) => link.test(mail.text ?? ''))
    const about = `lead ${lead.id} (${lead.category}, ${lead.tenant.slug})`
    if (!lead.tenant.contact.leadEmail) {
      // A dealer without a lead address (the load test's): failed at once, nothing sent anywhere.
      expect([lead.deliveryStatus, ours.length], about).toEqual(['failed', 0])
      continue
    }
    expect(lead.deliveryStatus, about).toBe('sent')
    expect(ours, about).toHaveLength(1)
    const to = ours[0]!.to && 'text' in ours[0]!.to ? ours[0]!.to.text : ''
    // location-enquiry.spec gives one location a lead address of its own for its one lead.
    const location = lead.email?.startsWith('location-enquiry-') && lead.email.replace('location-enquiry-', 'location-')
    expect(to, about).toContain(location || lead.tenant.contact.leadEmail)
  }
})
