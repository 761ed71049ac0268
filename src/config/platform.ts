import { originOf } from '@/lib/securityHeaders.mjs'
import { ConfigurationError } from './configurationError'

/**
 * Where staff open the admin (PLATFORM_ADMIN_URL), as an origin. It is the one origin whose
 * cookie-authenticated writes Payload accepts (its CSRF list), the only origin that may frame
 * dealer pages (Live Preview), and where /admin on a dealer's host is sent. Development
 * defaults to http://localhost:<PORT>; production has no default (the start-up check asks for it).
 */
export function platformAdminOrigin(env: Partial<NodeJS.ProcessEnv> = process.env): string | null {
  const configured = env.PLATFORM_ADMIN_URL?.trim()
  if (configured) {
    const origin = originOf(configured)
    if (!origin)
      throw new ConfigurationError(
        `PLATFORM_ADMIN_URL must be an http(s) address such as https://admin.example.com.au, not "${configured}".`,
      )
    return origin
  }
  return env.NODE_ENV === 'production' ? null : `http://localhost:${env.PORT ?? 3000}`
}

/** The platform's name, as staff see it in the admin (sign-in screen, menu, tab titles). */
export const PLATFORM_NAME = 'Dealer Platform'
