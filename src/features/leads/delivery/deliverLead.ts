import type { PayloadRequest, TaskConfig } from 'payload'
import type { Lead } from '@/payload-types'
import { emailAddresses } from '@/domain/emailAddresses'
import { idOf } from '@/domain/ids'
import { platformAdminOrigin } from '@/config/platform'
import type { SentEmail } from '@/integrations/email/smtpEmailAdapter'
import { leadEmail } from './leadEmail'

/** The queue leads are delivered from (worked first by the web server: src/jobs/worker.ts). */
export const LEADS_QUEUE = 'leads'

/** Tries per lead: the first and five retries, over about half an hour with the default delay. */
export const DELIVERY_ATTEMPTS = 6

/** The first retry's wait; each next one waits twice as long. LEAD_RETRY_DELAY_MS changes it (tests). */
export const retryDelayMs = (env: Partial<NodeJS.ProcessEnv> = process.env) =>
  Number(env.LEAD_RETRY_DELAY_MS) >= 0 && env.LEAD_RETRY_DELAY_MS ? Number(env.LEAD_RETRY_DELAY_MS) : 60_000

type Attempt = NonNullable<Lead['deliveryAttempts']>[number]

/** Queues a stored lead's delivery, in the transaction that stored it: no lead without its job. */
export async function queueLeadDelivery(lead: Pick<Lead, 'id'>, req: PayloadRequest) {
  await req.payload.jobs.queue({ task: 'deliverLead', queue: LEADS_QUEUE, input: { lead: String(lead.id) }, req })
}

/**
 * Sends one lead to its dealer: an e-mail to every address of the dealer's "E-mail for leads"
 * (Contact settings). Every attempt is recorded on the lead (to, time, outcome, error) with
 * its delivery status: sent, retrying (the queue tries again, waiting longer each time) or
 * failed (after the last try, or at once when the dealer has set no address). A lead already
 * sent is never sent again, so a retried job cannot deliver twice.
 */
export const deliverLeadTask: TaskConfig<'deliverLead'> = {
  slug: 'deliverLead',
  label: 'Deliver a lead to its dealer',
  inputSchema: [{ name: 'lead', type: 'text', required: true }],
  outputSchema: [{ name: 'status', type: 'text' }],
  retries: { attempts: DELIVERY_ATTEMPTS - 1, backoff: { type: 'exponential', delay: retryDelayMs() } },
  handler: async ({ input, req }) => {
    const { payload } = req
    const lead = await payload.findByID({ collection: 'leads', id: input.lead, depth: 0, overrideAccess: true })
    if (lead.deliveryStatus === 'sent') return { output: { status: 'sent' } }
    const tenantId = idOf(lead.tenant)
    const tenant = tenantId
      ? await payload.findByID({ collection: 'tenants', id: tenantId, depth: 0, overrideAccess: true })
      : null
    const to = emailAddresses(tenant?.contact?.leadEmail)
    const attempts = lead.deliveryAttempts ?? []
    const record = async (status: NonNullable<Lead['deliveryStatus']>, attempt: Omit<Attempt, 'at'>) => {
      await payload.update({
        collection: 'leads',
        id: lead.id,
        data: { deliveryStatus: status, deliveryAttempts: [...attempts, { ...attempt, at: new Date().toISOString() }] },
        overrideAccess: true,
        context: { leadDelivery: true },
      })
    }
    if (!tenant || to.length === 0) {
      await record('failed', {
        channel: 'email',
        outcome: 'failed',
        detail: 'No address to send to: set "E-mail for leads" in the dealer’s Contact settings, then resend.',
      })
      return { output: { status: 'failed' } }
    }
    const location = lead.location
      ? await payload.findByID({
          collection: 'locations',
          id: idOf(lead.location)!,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
        })
      : null
    const admin = platformAdminOrigin()
    const email = leadEmail(lead, {
      dealerName: tenant.name,
      locationName: location?.name ?? undefined,
      adminUrl: admin ? `${admin}/admin/collections/leads/${lead.id}` : undefined,
    })
    let sent: SentEmail
    try {
      sent = (await payload.sendEmail({
        to,
        ...email,
        headers: { 'X-Lead-Id': String(lead.id) },
      })) as SentEmail
    } catch (error) {
      const last = attempts.length + 1 >= DELIVERY_ATTEMPTS
      await record(last ? 'failed' : 'retrying', {
        channel: 'email',
        to: to.join(', '),
        outcome: 'failed',
        detail: (error as Error).message.slice(0, 500),
      })
      throw error
    }
    const status = sent.loggedOnly ? 'logged' : 'sent'
    await record(status, {
      channel: 'email',
      to: to.join(', '),
      outcome: status,
      detail: sent.loggedOnly
        ? 'Written to the server log: no SMTP server is configured (SMTP_URL or SMTP_HOST).'
        : `Accepted by the mail server (${sent.messageId}).`,
    })
    return { output: { status } }
  },
}
