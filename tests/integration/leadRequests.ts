import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import type { Tenant } from '@/payload-types'
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

/** A general enquiry stored straight through the Local API (its delivery is queued as a site's would be). */
export const storeLead = (payload: Payload, tenant: Tenant, firstName: string) =>
  payload.create({
    collection: 'leads',
    data: {
      tenant: tenant.id,
      summary: `${firstName} Citizen · General enquiry`,
      category: 'general',
      status: 'new',
      firstName,
      lastName: 'Citizen',
      email: `${firstName.toLowerCase()}@example.com`,
      phone: '0412345678',
      message: 'Is the RAV4 still available?',
      details: { model: 'RAV4', context: { car: 'HT1234' } },
      pageUrl: 'http://harbour-toyota.localhost/cars/2024-toyota-rav4',
    },
    overrideAccess: true,
  })
