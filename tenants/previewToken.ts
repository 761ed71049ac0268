import { createHmac, timingSafeEqual } from 'node:crypto'
import { isSameSitePath } from '@/domain/sameSitePath'

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
export function verifyPreview(
  secret: string,
  query: URLSearchParams,
  now = Date.now(),
): PreviewGrant | { refused: string } {
  const tenant = query.get('tenant') ?? ''
  const path = query.get('path') ?? ''
  const expires = Number(query.get('expires'))
  const token = query.get('token') ?? ''
  if (!tenant || !isSameSitePath(path) || !Number.isFinite(expires))
    return { refused: 'This preview link is incomplete.' }
  const expected = Buffer.from(sign(secret, { tenant, path, expires }))
  const given = Buffer.from(token)
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { refused: 'This preview link is not valid.' }
  if (expires < now) return { refused: 'This preview link has expired. Open the preview again from the admin.' }
  return { tenant, path, expires }
}

/**
 * The cookie that carries a verified grant on the dealer's host. Next's draft mode alone is
 * one bypass cookie for the whole build, valid on every host: whoever held it from one
 * dealer's preview link could read every dealer's drafts with it. Pages show drafts only
 * while this grant is valid for their own tenant and path.
 */
export const PREVIEW_COOKIE = 'dealer-preview'

/** Whether the grant in the preview cookie (a preview link's query) opens `path` of `tenant` now. */
export function previewGrantsPage(
  secret: string,
  cookie: string | undefined,
  tenant: string | number,
  path: string,
  now = Date.now(),
): boolean {
  if (!cookie) return false
  const grant = verifyPreview(secret, new URLSearchParams(cookie), now)
  return !('refused' in grant) && grant.tenant === String(tenant) && grant.path === path
}
