import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Signed preview links: a token names one tenant and one path and expires, so a link
 * copied from the admin cannot show drafts of another dealer or another page, or work
 * forever. Signed with the Payload secret; no session needed on the dealer's host.
 */
export type PreviewGrant = { tenant: string; path: string; expires: number }

const PREVIEW_LIFETIME_MS = 60 * 60 * 1000

const sign = (secret: string, grant: PreviewGrant) =>
  createHmac('sha256', secret).update(`${grant.tenant}\n${grant.path}\n${grant.expires}`).digest('base64url')

export function previewQuery(secret: string, tenant: string | number, path: string, now = Date.now()): URLSearchParams {
  const grant = { tenant: String(tenant), path, expires: now + PREVIEW_LIFETIME_MS }
  return new URLSearchParams({ tenant: grant.tenant, path, expires: String(grant.expires), token: sign(secret, grant) })
}

/** The grant a preview link carries, or why it is refused. */
export function verifyPreview(secret: string, query: URLSearchParams, now = Date.now()): PreviewGrant | { refused: string } {
  const tenant = query.get('tenant') ?? ''
  const path = query.get('path') ?? ''
  const expires = Number(query.get('expires'))
  const token = query.get('token') ?? ''
  if (!tenant || !path.startsWith('/') || path.startsWith('//') || !Number.isFinite(expires)) return { refused: 'This preview link is incomplete.' }
  const expected = Buffer.from(sign(secret, { tenant, path, expires }))
  const given = Buffer.from(token)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { refused: 'This preview link is not valid.' }
  if (expires < now) return { refused: 'This preview link has expired. Open the preview again from the admin.' }
  return { tenant, path, expires }
}
