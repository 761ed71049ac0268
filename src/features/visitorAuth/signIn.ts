import type { Payload } from 'payload'
import { CODE_INVALID, codeCheckMessage, codeProblem, judgeCode, type CodeCheck } from '@/domain/oneTimeCode'
import type { Tenant, Verification, Visitor } from '@/payload-types'
import { codeMatches } from './codes'
import { codeLimiters, overLimit } from './limits'
import type { VisitorAuthOutcome } from './outcome'
import { mobileOf, purposeOf } from './sendCode'
import { startSession } from './sessions'

const options = { overrideAccess: true, depth: 0 } as const

/** What a visitor is told about their own account (never its id or the session). */
export const accountOf = (visitor: Visitor) => ({
  phone_number: visitor.phone,
  first_name: visitor.firstName ?? null,
  last_name: visitor.lastName ?? null,
  email: visitor.email ?? null,
  marketing_consent: Boolean(visitor.marketingConsent),
  marketing_consent_at: visitor.marketingConsentAt ?? null,
  signed_in_at: visitor.lastSignInAt ?? null,
})

/**
 * POST /api/visitor/session: the code the visitor was texted signs them in to this site. The
 * latest code sent to the number is the one that counts; a wrong one costs one of its tries;
 * a right one is spent as it is used (two requests with it at once: one wins). Every attempt is recorded.
 */
export async function signIn(
  payload: Payload,
  tenant: Tenant,
  input: Record<string, unknown>,
  sender: { address: string },
  now = new Date(),
): Promise<VisitorAuthOutcome> {
  const mobile = mobileOf(input.phone_number, tenant)
  const problem = codeProblem(typeof input.code === 'string' ? input.code : '')
  if ('problem' in mobile || problem)
    return {
      status: 400,
      body: {
        errors: {
          ...('problem' in mobile ? { phone_number: mobile.problem } : {}),
          ...(problem ? { code: problem } : {}),
        },
      },
    }
  const { phone } = mobile
  const limited = await overLimit(
    [
      [codeLimiters.checksPerPhone, `${tenant.id}:${phone}`],
      [codeLimiters.checksPerAddress, sender.address],
    ],
    now.getTime(),
  )
  if (limited) return limited

  const refuse = async (check: CodeCheck) => {
    await payload.create({
      collection: 'verifications',
      ...options,
      data: { tenant: tenant.id, phone, type: 'verify', outcome: 'refused', purpose: purposeOf(input.type) },
    })
    return { status: 400, body: { errors: { code: codeCheckMessage(check) ?? CODE_INVALID } } }
  }
  const issued = await latestCode(payload, tenant, phone)
  if (!issued?.codeHash) return refuse('invalid')
  const check = judgeCode(
    { hash: issued.codeHash, expiresAt: issued.expiresAt!, tries: issued.tries ?? 0, usedAt: issued.usedAt },
    codeMatches(issued.codeHash, String(input.code), phone, payload.secret),
    now,
  )
  if (check === 'invalid')
    await payload.update({
      collection: 'verifications',
      id: issued.id,
      ...options,
      data: { tries: (issued.tries ?? 0) + 1 },
    })
  if (check !== 'ok') return refuse(check)
  // Spent by the record of its use: its code's id is unique, so of two requests with one code
  // only the first record is stored, on every database, without a transaction.
  const spent = await payload
    .create({
      collection: 'verifications',
      ...options,
      data: {
        tenant: tenant.id,
        phone,
        type: 'verify',
        outcome: 'verified',
        purpose: purposeOf(input.type),
        spentCode: String(issued.id),
      },
    })
    .catch((error: unknown) => {
      if ((error as Error).name === 'ValidationError') return null
      throw error
    })
  if (!spent) return refuse('used')
  await payload.update({ collection: 'verifications', id: issued.id, ...options, data: { usedAt: now.toISOString() } })
  const visitor = await visitorWithPhone(payload, tenant, phone, input.marketing_consent, now)
  await payload.update({ collection: 'verifications', id: spent.id, ...options, data: { visitor: visitor.id } })
  return {
    status: 200,
    body: { account: accountOf(visitor) },
    cookie: await startSession(payload, visitor, tenant, now),
  }
}

async function latestCode(payload: Payload, tenant: Tenant, phone: string): Promise<Verification | undefined> {
  const { docs } = await payload.find({
    collection: 'verifications',
    ...options,
    where: {
      and: [
        { tenant: { equals: tenant.id } },
        { phone: { equals: phone } },
        { type: { equals: 'sms' } },
        { outcome: { equals: 'sent' } },
      ],
    },
    sort: '-createdAt',
    limit: 1,
  })
  return docs[0]
}

/** The site's visitor with this number, made on their first sign-in; a consent given or withdrawn is kept with when. */
async function visitorWithPhone(
  payload: Payload,
  tenant: Tenant,
  phone: string,
  consent: unknown,
  now: Date,
): Promise<Visitor> {
  const { docs } = await payload.find({
    collection: 'visitors',
    ...options,
    where: { and: [{ tenant: { equals: tenant.id } }, { phone: { equals: phone } }] },
    limit: 1,
  })
  const at = now.toISOString()
  const consentChange =
    typeof consent === 'boolean' && consent !== Boolean(docs[0]?.marketingConsent)
      ? { marketingConsent: consent, marketingConsentAt: at }
      : {}
  if (docs[0])
    return payload.update({
      collection: 'visitors',
      id: docs[0].id,
      ...options,
      data: { lastSignInAt: at, ...consentChange },
    })
  return payload.create({
    collection: 'visitors',
    ...options,
    data: { tenant: tenant.id, phone, lastSignInAt: at, ...consentChange },
  })
}
