import { describe, expect, it } from 'vitest'
import type { Lead } from '@/payload-types'
import { leadEmail, leadMessageId } from './leadEmail'

const lead = {
  id: 7,
  tenant: 1,
  summary: 'x',
  category: 'test-drive',
  status: 'new',
  subject: 'Test drive booking',
  firstName: 'Jo',
  lastName: '<b>Bloggs</b>',
  email: 'jo@example.com',
  phone: '0412345678',
  optIn: true,
  message: 'See you <script>alert(1)</script> then',
  details: { model: 'HiLux SR5', preferredDate: '2026-12-01', amountToBorrow: 25000, context: { offer: '12' } },
  createdAt: '',
  updatedAt: '',
} as unknown as Lead

describe('the lead e-mail', () => {
  it('says who and what in the subject, carries every answer, and escapes what the visitor typed', () => {
    const email = leadEmail(lead, {
      dealerName: 'Harbour City Toyota',
      locationName: 'Auburn',
      adminUrl: 'https://admin.example/x',
    })
    expect(email.subject).toBe('Test drive booking from Jo <b>Bloggs</b> (Harbour City Toyota website)')
    expect(email.replyTo).toBe('jo@example.com')
    for (const line of [
      'Phone: 0412345678',
      'Dealership: Auburn',
      'Model: HiLux SR5',
      'Preferred date: 2026-12-01',
      'Amount to borrow: $25,000',
      'From offer: 12',
      'Offers and updates: Subscribed',
      'https://admin.example/x',
    ])
      expect(email.text).toContain(line)
    expect(email.html).not.toContain('<script>')
    expect(email.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(email.html).toContain('Jo &lt;b&gt;Bloggs&lt;/b&gt;')
  })
})

describe('the e-mail of a lead about a car', () => {
  const aboutCar = {
    ...lead,
    category: 'vehicle',
    subcategory: 'Make an offer',
    details: { offerFromClient: 31500, campaign: { utm_source: 'google', gclid: 'abc' } },
    vehicle: {
      car: 41,
      title: '2021 Toyota HiLux SR5',
      stockNumber: 'HT00041',
      price: 44990,
      link: '/cars/2021-toyota-hilux-sr5-ht00041',
      photo: '/demo/hilux.jpg',
    },
  } as unknown as Lead

  it('names the car in the subject, links its page and shows its photo', () => {
    const email = leadEmail(aboutCar, { dealerName: 'Harbour City Toyota', siteUrl: 'https://harbour.example' })
    expect(email.subject).toBe(
      'Make an offer from Jo <b>Bloggs</b>: 2021 Toyota HiLux SR5 (Harbour City Toyota website)',
    )
    for (const line of [
      'Enquiry type: Make an offer',
      'Car: 2021 Toyota HiLux SR5',
      'Stock number: HT00041',
      'Listed price: $44,990',
      'Offer: $31,500',
      'Campaign: utm_source=google, gclid=abc',
      'Car page: https://harbour.example/cars/2021-toyota-hilux-sr5-ht00041',
    ])
      expect(email.text).toContain(line)
    expect(email.html).toContain('<img src="https://harbour.example/demo/hilux.jpg"')
  })
})

describe('the lead e-mail’s Message-ID', () => {
  it('is one per lead and send, in the sender’s domain: a copy after a crash is the same message', () => {
    const first = leadMessageId(7, 'leads@dealer-sites.example')
    expect(first).toBe('<lead-7@dealer-sites.example>')
    expect(leadMessageId(7, 'leads@dealer-sites.example')).toBe(first)
    expect(leadMessageId(8, 'leads@dealer-sites.example')).not.toBe(first)
    // Staff sending it again is a new message.
    expect(leadMessageId(7, 'leads@dealer-sites.example', '2026-12-05T08:00:00.000Z')).toBe(
      '<lead-7-1796457600000@dealer-sites.example>',
    )
  })
})
