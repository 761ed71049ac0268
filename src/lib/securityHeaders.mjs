// Response headers the production server (scripts/server.mjs) sets on every answer. Plain
// JavaScript for the same reason as requestGate.mjs. Decided at run time, not in next.config
// (whose headers are fixed at build time), because they name the admin's origin.

/**
 * The dealer sites' Content-Security-Policy. No per-request nonces: they would make every
 * page render per visit instead of coming from the route cache, so Next's inline scripts
 * (the page's RSC payload) need 'unsafe-inline'. Everything else is this origin only (car
 * photos too: the platform's own renditions), but images from https origins (map tiles, the
 * dealer's tags) and the map embed.
 * @param {{ adminOrigin: string | null, mapOrigin: string | null }} options
 */
export function siteContentSecurityPolicy({ adminOrigin, mapOrigin }) {
  return [
    "default-src 'self'",
    // A dealer's Google Tag Manager container and Google's tags it loads (src/integrations/tagManager.ts).
    "script-src 'self' 'unsafe-inline' https://www.googletagmanager.com https://*.googletagmanager.com",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self' https://*.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com",
    `frame-src 'self'${mapOrigin ? ` ${mapOrigin}` : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // Live Preview shows the page inside the admin.
    `frame-ancestors 'self'${adminOrigin ? ` ${adminOrigin}` : ''}`,
  ].join('; ')
}

/**
 * @param {string} path the request path
 * @param {{ production: boolean, adminOrigin: string | null, mapOrigin: string | null }} options
 * @returns {Record<string, string>}
 */
export function securityHeadersFor(path, { production, adminOrigin, mapOrigin }) {
  const common = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Browsers heed it only over https, where production is served.
    ...(production ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
  }
  if (path === '/admin' || path.startsWith('/admin/')) {
    // The admin is never framed by another site.
    return {
      ...common,
      'X-Frame-Options': 'SAMEORIGIN',
      'Content-Security-Policy': "frame-ancestors 'self'; object-src 'none'; base-uri 'self'",
    }
  }
  if (path === '/api' || path.startsWith('/api/') || path.startsWith('/_next/')) return common
  return { ...common, 'Content-Security-Policy': siteContentSecurityPolicy({ adminOrigin, mapOrigin }) }
}

/** The origin of an http(s) address, or null. @param {string | undefined} url */
export function originOf(url) {
  try {
    const parsed = new URL(url ?? '')
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null
  } catch {
    return null
  }
}
