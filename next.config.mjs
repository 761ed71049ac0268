import { fileURLToPath } from 'node:url'
import { withPayload } from '@payloadcms/next/withPayload'
import { offerSearchRedirects, siteRewrites } from './tenants/siteRewrites.mjs'

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // The production server compresses (Brotli or gzip; src/lib/compression.mjs), not Next (gzip only).
  compress: false,
  // Tenant logos and media are served by Payload from /api/media/file/*.
  images: { formats: ['image/avif', 'image/webp'] },
  // Stylesheets go inline in the HTML: no render-blocking CSS request before the first
  // paint on a slow phone connection (the dealer sites' CSS is a few KB compressed).
  // The route and data caches live in memory, bounded (least recently used pages go first):
  // a flood of made-up hosts or paths cannot fill the disk with cached 404s, and nothing
  // cached outlives the process (see scripts/dataCache.mjs). The handler is Next's own plus
  // exact expiry of pages showing dated content (src/lib/routeCacheHandler.mjs).
  cacheHandler: fileURLToPath(new URL('./src/lib/routeCacheHandler.mjs', import.meta.url)),
  cacheMaxMemorySize: 256 * 1024 * 1024,
  experimental: { inlineCss: true, isrFlushToDisk: false },
  // Each public path is served from its host's site segment (tenants/siteRewrites.mjs).
  rewrites: async () => ({ beforeFiles: siteRewrites(), afterFiles: [], fallback: [] }),
  redirects: async () => offerSearchRedirects(),
}

const config = withPayload(nextConfig, { devBundleServerPackages: false })

// Payload asks every page, on every path, for the visitor's colour scheme as a client hint
// (Accept-CH, Vary and Critical-CH: Sec-CH-Prefers-Color-Scheme) so its admin can render in
// the dark or light theme. Critical-CH makes Chromium browsers make a first visit twice: the
// first answer only tells the browser to ask again with the hint, so a buyer's first page cost
// a second request and a second render before anything showed. The dealer sites do not use the
// hint; it stays on the admin only.
const payloadHeaders = config.headers
config.headers = async () =>
  (await payloadHeaders()).map((rule) =>
    rule.source === '/:path*' && rule.headers.some((header) => header.key === 'Critical-CH')
      ? { ...rule, source: '/admin/:path*' }
      : rule,
  )

export default config
