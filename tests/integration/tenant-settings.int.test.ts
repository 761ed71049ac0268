import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Tenant } from '@/payload-types'
import { siteSettings } from '@tenants/settings'
import { seededPayload, tenantBySlug } from './payload'

let payload: Payload
let toyota: Tenant

beforeAll(async () => {
  payload = await seededPayload()
  toyota = await tenantBySlug(payload, 'harbour-toyota')
})

afterAll(async () => {
  await payload.destroy()
})

async function rejection(data: Partial<Tenant>): Promise<string> {
  const error = await payload.update({ collection: 'tenants', id: toyota.id, data, overrideAccess: true }).then(
    () => null,
    (e: { data?: { errors?: { message: string }[] } }) => e,
  )
  expect(error, 'expected the save to be rejected').not.toBeNull()
  return error?.data?.errors?.map((e) => e.message).join(' ') ?? ''
}

describe('tenant settings', () => {
  it('the demo dealers carry their own settings on top of the defaults', async () => {
    const group = siteSettings(await tenantBySlug(payload, 'southern-cross'))
    expect(group.reviews.minimumRating).toBe(3)
    expect(group.features.phoneReveal).toBe('revealed')
    expect(group.wording.enquiryTerm).toBe('Request')
    const independent = siteSettings(await tenantBySlug(payload, 'outback-cars'))
    expect(independent.stock.carTypes).toEqual(['used'])
    expect(independent.stock.usedLabel).toBe('Pre-Owned')
    const brand = siteSettings(toyota)
    expect(brand.identity.manufacturer).toBe('Toyota')
    expect(brand.stock.soldTagName).toBe('JUST SOLD')
    expect(brand.features.depositAmount).toBe(200)
  })

  it('rejects an ABN that fails the checksum', async () => {
    expect(await rejection({ identity: { abn: '51 824 753 557' } })).toContain('Enter the 11-digit ABN')
  })

  it('keeps calculator minimums below maximums', async () => {
    const message = await rejection({ finance: { priceMin: 300_000, priceMax: 250_000, rateMin: 20, rateMax: 15 } })
    expect(message).toContain('The minimum price must be less than the maximum (250000).')
    expect(message).toContain('The minimum rate must be less than the maximum (15).')
  })

  it('checks links, e-mail and phone numbers', async () => {
    const message = await rejection({
      contact: { leadEmail: 'not-an-email', mainPhone: 'call us', social: { facebook: 'facebook.com/dealer' } },
      links: {
        manufacturerBaseDomain: 'https://dealer.example.com/path',
        financePath: 'custom',
        customFinanceLink: '',
      },
    })
    expect(message).toContain('Enter an e-mail address')
    expect(message).toContain('Enter a phone number')
    expect(message).toContain('starting with https://')
    expect(message).toContain('no https:// and no path')
    expect(message).toContain('Enter the custom finance link')
  })

  it('a rejected save loses nothing already stored', async () => {
    await rejection({ identity: { abn: '123' }, name: 'Renamed by a bad save' })
    const stored = await payload.findByID({ collection: 'tenants', id: toyota.id, overrideAccess: true })
    expect(stored.name).toBe('Harbour City Toyota')
    expect(stored.identity?.abn).toBe('51 824 753 556')
  })
})
