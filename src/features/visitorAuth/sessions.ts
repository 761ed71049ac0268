import { createHash, randomBytes } from 'node:crypto'
import type { Payload } from 'payload'
import type { Tenant, Visitor } from '@/payload-types'

/** The cookie a signed-in visitor carries: host-only (the dealer's own site), HttpOnly, SameSite=Lax. */
export const SESSION_COOKIE = 'visitor_session'
export const SESSION_DAYS = 30
const DAY_MS = 86_400_000

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex')

const options = { depth: 0, overrideAccess: true } as const

/** The Set-Cookie value for a session token; Secure outside development (HTTPS in production). */
export function sessionCookie(token: string, maxAgeSeconds: number, env = process.env.NODE_ENV): string {
  const secure = env === 'production' ? '; Secure' : ''
  return `${SESSION_COOKIE}=${token}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`
}

/** A new session for a visitor on their dealer's site; its token goes in the cookie, only its hash is kept. */
export async function startSession(payload: Payload, visitor: Visitor, tenant: Tenant, now = new Date()) {
  const token = randomBytes(32).toString('base64url')
  await payload.create({
    collection: 'visitor-sessions',
    ...options,
    data: {
      tokenHash: tokenHash(token),
      visitor: visitor.id,
      tenant: tenant.id,
      expiresAt: new Date(now.getTime() + SESSION_DAYS * DAY_MS).toISOString(),
    },
  })
  return sessionCookie(token, SESSION_DAYS * 86_400)
}

/** The session token a request's Cookie header carries, if any. */
export function sessionToken(cookieHeader: string | null): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name === SESSION_COOKIE && value.length) return value.join('=') || null
  }
  return null
}

/** The signed-in visitor of this site, or null: a token from another site, an ended or expired session is nobody. */
export async function sessionVisitor(
  payload: Payload,
  tenant: Tenant,
  cookieHeader: string | null,
  now = new Date(),
): Promise<Visitor | null> {
  const token = sessionToken(cookieHeader)
  if (!token || token.length > 100) return null
  const { docs } = await payload.find({
    collection: 'visitor-sessions',
    ...options,
    where: { tokenHash: { equals: tokenHash(token) } },
    limit: 1,
  })
  const session = docs[0]
  const tenantId = typeof session?.tenant === 'object' ? session.tenant.id : session?.tenant
  if (!session || String(tenantId) !== String(tenant.id) || new Date(session.expiresAt) <= now) return null
  const visitorId = typeof session.visitor === 'object' ? session.visitor.id : session.visitor
  return payload.findByID({ collection: 'visitors', id: visitorId, ...options, disableErrors: true })
}

/** Ends the session the cookie names; the answer clears the cookie. */
export async function endSession(payload: Payload, cookieHeader: string | null): Promise<string> {
  const token = sessionToken(cookieHeader)
  if (token)
    await payload.delete({
      collection: 'visitor-sessions',
      ...options,
      where: { tokenHash: { equals: tokenHash(token) } },
    })
  return sessionCookie('', 0)
}
