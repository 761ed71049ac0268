import { withPayload } from '@payloadcms/next/withPayload'

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Tenant logos and media are served by Payload from /api/media/file/*.
  images: { formats: ['image/avif', 'image/webp'] },
  // Stylesheets go inline in the HTML: no render-blocking CSS request before the first
  // paint on a slow phone connection (the dealer sites' CSS is a few KB compressed).
  experimental: { inlineCss: true },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
