import type { PayloadRequest, TaskConfig } from 'payload'
import type { Lead } from '@/payload-types'
import { emailAddresses } from '@/domain/emailAddresses'
import { idOf } from '@/domain/ids'
import { platformAdminOrigin } from '@/config/platform'
import type { SentEmail } from '@/integrations/email/smtpEmailAdapter'
import { siteOrigin } from '@tenants/siteUrl'
import { ADF_CONTENT_TYPE, adfLead } from './adfLead'
import { leadEmail, leadMessageId } from './leadEmail'
import { leadWebhookBody, postLeadWebhook } from './leadWebhook'

/** The queue leads are delivered from (worked first by the web server: src/jobs/worker.ts). */
export const LEADS_QUEUE = 'leads'

/**
 * Tries per lead: the first and nine retries, waiting 1, 2, 4 ... 256 minutes (about eight and
 * a half hours in all with the default delay), so a lead outlasts a mail server that is down
 * for a working day. Measured: with six tries, a server refusing every other message left one
 * lead in 64 undelivered (tests/integration/lead-delivery-load.int.test.ts).
 */
export const DELIVERY_ATTEMPTS = 10

/** The first retry's wait; each next one waits twice as long. LEAD_RETRY_DELAY_MS changes it (tests). */
export const retryDelayMs = (env: Partial<NodeJS.ProcessEnv> = process.env) => {
  const configured = Number(env.LEAD_RETRY_DELAY_MS)
  return env.LEAD_RETRY_DELAY_MS && configured >= 0 ? configured : 60_000
}

type Attempt = NonNullable<Lead['deliveryAttempts']>[number]

/** Queues a stored lead's delivery, in the transaction that stored it: no lead without its job. */
export async function queueLeadDelivery(lead: Pick<Lead, 'id'>, req: PayloadRequest, resendFrom?: string) {
  await req.payload.jobs.queue({
    task: 'deliverLead',
    queue: LEADS_QUEUE,
    input: { lead: String(lead.id), ...(resendFrom ? { resendFrom } : {}) },
    req,
  })
}

type Channel = Attempt['channel']
type Outcome = { outcome: 'sent' | 'logged'; detail: string; to: string }

/**
 * Sends one lead to its dealer on every channel the dealer set (Contact settings): an e-mail
 * to every address of "E-mail for leads", and a signed JSON POST to the lead webhook. Every
 * attempt is recorded on the lead (channel, to, time, outcome, error) with its delivery
 * status: sent, retrying (the queue tries again, waiting longer each time) or failed (after
 * the last try, or at once when the dealer has set nowhere to send). A channel that has
 * delivered is never tried again, so neither a retry nor a job taken up again after its worker
 * died sends the same lead twice on one channel; only a worker dying between a channel taking
 * it and the record sends a second copy, the same message (leadMessageId, the X-Lead-Id header).
 */
export const deliverLeadTask: TaskConfig<'deliverLead'> = {
  slug: 'deliverLead',
  label: 'Deliver a lead to its dealer',
  // resendFrom: staff asked to send it again at this time; only attempts since then count.
  inputSchema: [
    { name: 'lead', type: 'text', required: true },
    { name: 'resendFrom', type: 'text' },
  ],
  outputSchema: [{ name: 'status', type: 'text' }],
  retries: { attempts: DELIVERY_ATTEMPTS - 1, backoff: { type: 'exponential', delay: retryDelayMs() } },
  handler: async ({ input, req }) => {
    const { payload } = req
    const lead = await payload.findByID({ collection: 'leads', id: input.lead, depth: 0, overrideAccess: true })
    const since = input.resendFrom ?? ''
    if (!since && (lead.deliveryStatus === 'sent' || lead.deliveryStatus === 'logged'))
      return { output: { status: lead.deliveryStatus } }
    const tenantId = idOf(lead.tenant)
    const tenant = tenantId
      ? await payload.findByID({
          collection: 'tenants',
          id: tenantId,
          depth: 0,
          overrideAccess: true,
          showHiddenFields: true,
        })
      : null
    const attempts = [...(lead.deliveryAttempts ?? [])]
    const at = () => new Date().toISOString()
    const save = async (status?: NonNullable<Lead['deliveryStatus']>) => {
      await payload.update({
        collection: 'leads',
        id: lead.id,
        data: { ...(status ? { deliveryStatus: status } : {}), deliveryAttempts: attempts },
        overrideAccess: true,
        context: { leadDelivery: true },
      })
    }
    const department = await locationOf(req, lead)
    const location = department?.name ?? undefined
    // A department with its own lead addresses gets its leads there; the others, the dealer's.
    const departmentTo = emailAddresses(department?.leadEmail)
    const to = departmentTo.length ? departmentTo : emailAddresses(tenant?.contact?.leadEmail)
    const webhook = tenant?.contact?.leadWebhookUrl?.trim()
    const secret = tenant?.contact?.leadWebhookSecret?.trim()
    const adfContext = tenant ? { locationName: location, siteUrl: siteOrigin(tenant) } : {}
    const channels: Partial<Record<Channel, () => Promise<Outcome>>> = {}
    if (tenant && to.length) {
      channels.email = async () => {
        const admin = platformAdminOrigin()
        const email = leadEmail(lead, {
          dealerName: tenant.name,
          locationName: location,
          adminUrl: admin ? `${admin}/admin/collections/leads/${lead.id}` : undefined,
          siteUrl: siteOrigin(tenant),
        })
        const attachments = tenant.contact?.leadEmailAdf
          ? [{ filename: 'lead.xml', content: adfLead(lead, tenant, adfContext), contentType: ADF_CONTENT_TYPE }]
          : undefined
        const sent = (await payload.sendEmail({
          to,
          ...email,
          attachments,
          messageId: leadMessageId(lead.id, payload.email.defaultFromAddress, since),
          headers: { 'X-Lead-Id': String(lead.id) },
        })) as SentEmail
        return sent.loggedOnly
          ? {
              outcome: 'logged',
              to: to.join(', '),
              detail: 'Written to the server log: no SMTP server is configured (SMTP_URL or SMTP_HOST).',
            }
          : { outcome: 'sent', to: to.join(', '), detail: `Accepted by the mail server (${sent.messageId}).` }
      }
    }
    if (tenant && webhook && secret) {
      channels.webhook = async () => {
        const adf = tenant.contact?.leadWebhookFormat === 'adf'
        const body = adf
          ? adfLead(lead, tenant, adfContext)
          : leadWebhookBody(lead, tenant, location, siteOrigin(tenant))
        const status = await postLeadWebhook(webhook, body, secret, String(lead.id), adf ? ADF_CONTENT_TYPE : undefined)
        return { outcome: 'sent', to: webhook, detail: `The webhook answered ${status}.` }
      }
    }
    if (Object.keys(channels).length === 0) {
      attempts.push({
        channel: 'email',
        at: at(),
        outcome: 'failed',
        detail: 'Nowhere to send it: set "E-mail for leads" (or the lead webhook) in the dealer’s Contact settings.',
      })
      await save('failed')
      return { output: { status: 'failed' } }
    }
    const current = (a: Attempt) => !since || a.at >= since
    const delivered = (channel: Channel) =>
      attempts.some((a) => a.channel === channel && a.outcome !== 'failed' && current(a))
    const failures: string[] = []
    for (const [channel, send] of Object.entries(channels) as [Channel, () => Promise<Outcome>][]) {
      if (delivered(channel)) continue
      let outcome: Outcome
      try {
        outcome = await send()
      } catch (error) {
        const detail = (error as Error).message.slice(0, 500)
        attempts.push({
          channel,
          at: at(),
          outcome: 'failed',
          to: channel === 'email' ? to.join(', ') : webhook,
          detail,
        })
        failures.push(`${channel}: ${detail}`)
        continue
      }
      attempts.push({ channel, at: at(), ...outcome })
      // Recorded the moment the channel took it: a worker that dies before the next channel
      // leaves a job that is taken up again and skips this one.
      await save()
    }
    if (failures.length) {
      // The tries so far: each run records one failed attempt per channel it could not deliver on.
      const tries = Math.max(
        ...Object.keys(channels).map(
          (c) => attempts.filter((a) => a.channel === c && a.outcome === 'failed' && current(a)).length,
        ),
      )
      const last = tries >= DELIVERY_ATTEMPTS
      await save(last ? 'failed' : 'retrying')
      throw new Error(`The lead could not be delivered (${failures.join('; ')})`)
    }
    const status = attempts.some((a) => a.outcome === 'logged' && current(a)) ? 'logged' : 'sent'
    await save(status)
    return { output: { status } }
  },
}

/** The lead's department (its name for the e-mail, its own lead addresses if it has them). */
async function locationOf(req: PayloadRequest, lead: Lead) {
  const id = idOf(lead.location)
  if (!id) return null
  return req.payload.findByID({
    collection: 'locations',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
}
