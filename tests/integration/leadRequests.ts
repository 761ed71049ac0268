import { NextRequest } from 'next/server'
import { POST } from '@/app/api/leads/route'
import { CLIENT_ADDRESS_HEADER } from '@/lib/requestGate.mjs'

/**
 * A lead posted to the site's endpoint as a browser would, each from its own address (leads
 * are limited per address) unless the test names one. Each test file draws from its own
 * block of addresses so the files' limits never meet.
 */
export function leadPoster(addressPrefix: string) {
  let visitor = 0
  return (body: unknown, host = 'harbour-toyota.localhost', address = `${addressPrefix}.${++visitor}`) =>
    POST(
      new NextRequest(`http://${host}/api/leads`, {
        method: 'POST',
        headers: { host, 'content-type': 'application/json', [CLIENT_ADDRESS_HEADER]: address },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
    )
}
