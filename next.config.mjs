import { withPayload } from '@payloadcms/next/withPayload'

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Tenant logos and media are served by Payload from /api/media/file/*.
  images: { formats: ['image/avif', 'image/webp'] },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
