import { PREVIEW_COOKIE } from '@tenants/previewToken'

/** Next's draft-mode cookie: pages rendered for it skip the cache. */
export const DRAFT_MODE_COOKIE = '__prerender_bypass'

/**
 * Set-Cookie values for the preview's cookies. Outside development they must also travel
 * inside Live Preview's frame, whose page (the dealer's host) is another site than the
 * admin's: SameSite=None, and a second, partitioned copy (CHIPS) for browsers that block
 * third-party cookies (Safari, Firefox, Chrome's incognito), which store only that one.
 * Development keeps SameSite=Lax over plain http.
 */
export function previewCookies(cookies: Record<string, string>, maxAgeSeconds: number): string[] {
  const development = process.env.NODE_ENV === 'development'
  return Object.entries(cookies).flatMap(([name, value]) => {
    const base = `${name}=${value}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly`
    return development
      ? [`${base}; SameSite=Lax`]
      : [`${base}; SameSite=None; Secure`, `${base}; SameSite=None; Secure; Partitioned`]
  })
}

/** Set-Cookie values that end a preview: both cookies, both copies. */
export const endedPreviewCookies = () => previewCookies({ [PREVIEW_COOKIE]: '', [DRAFT_MODE_COOKIE]: '' }, 0)
