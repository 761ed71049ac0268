import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  BUILT_IN_PAGE_SLUGS,
  builtInSlugProblem,
  carFinanceLink,
  enquiryLink,
  financeLink,
  financePagePath,
  manufacturerSite,
  serviceAndSellLinks,
  testDriveLink,
} from './siteLinks'

describe('service and sell-my-car links', () => {
  const own = {
    hosts: ['www.harbourcitytoyota.com.au'],
    hasServicePage: false,
    hasTradeInPage: false,
    contactPath: '/contact',
  }

  it('go to the manufacturer’s dealer pages when a base domain is set and the site has no page of its own', () => {
    expect(serviceAndSellLinks('toyota-dealers.example.com', own)).toEqual({
      serviceBooking: 'https://toyota-dealers.example.com/service-booking',
      sellMyCar: 'https://toyota-dealers.example.com/sell-my-car',
    })
    expect(serviceAndSellLinks('https://dealer.example.com/', own).serviceBooking).toBe(
      'https://dealer.example.com/service-booking',
    )
  })

  it('prefer the site’s own service and trade-in pages', () => {
    expect(
      serviceAndSellLinks('toyota-dealers.example.com', { ...own, hasServicePage: true, hasTradeInPage: true }),
    ).toEqual({ serviceBooking: '/genuine-service', sellMyCar: '/trade-in' })
  })

  it('treat the site’s own domain, with or without www, as no manufacturer’s site', () => {
    for (const base of [
      'harbourcitytoyota.com.au',
      'www.harbourcitytoyota.com.au',
      'https://HarbourCityToyota.com.au/',
    ])
      expect(serviceAndSellLinks(base, own)).toEqual({ serviceBooking: '/contact', sellMyCar: '/trade-in' })
    expect(manufacturerSite('harbourcitytoyota.com.au', own.hosts)).toBeNull()
  })

  it('build only addresses that exist: without a service page or a base domain, booking a service is the contact page', () => {
    expect(serviceAndSellLinks(null, own)).toEqual({ serviceBooking: '/contact', sellMyCar: '/trade-in' })
    expect(serviceAndSellLinks('  ', { ...own, hasServicePage: true })).toEqual({
      serviceBooking: '/genuine-service',
      sellMyCar: '/trade-in',
    })
  })
})

describe('financeLink', () => {
  it('is the chosen finance path, /finance by default', () => {
    expect(financeLink({})).toBe('/finance')
    expect(financeLink({ financePath: '/apply-for-finance' })).toBe('/apply-for-finance')
  })

  it('is the custom link when the dealer chose one', () => {
    expect(financeLink({ financePath: 'custom', customFinanceLink: ' /car-finance ' })).toBe('/car-finance')
    expect(financeLink({ financePath: 'custom', customFinanceLink: '' })).toBe('/finance')
  })
})

describe('testDriveLink and enquiryLink', () => {
  it('name the model and the offer the visitor came from', () => {
    expect(testDriveLink()).toBe('/book-test-drive')
    expect(testDriveLink({ model: 'hilux', offer: 12 })).toBe('/book-test-drive?model=hilux&offer=12')
    expect(testDriveLink({ model: null, offer: 'abc' })).toBe('/book-test-drive?offer=abc')
    expect(enquiryLink('/contact', { offer: 7 })).toBe('/contact?offer=7')
    expect(enquiryLink('/contact-us')).toBe('/contact-us')
  })
})

describe('financePagePath', () => {
  it('is the dealer’s finance link when the site serves it, else /finance', () => {
    expect(financePagePath({})).toBe('/finance')
    expect(financePagePath({ financePath: '/apply-for-finance' })).toBe('/apply-for-finance')
    expect(financePagePath({ financePath: 'custom', customFinanceLink: 'https://lender.example/apply' })).toBe(
      '/finance',
    )
    expect(financePagePath({ financePath: 'custom', customFinanceLink: '/car-finance' })).toBe('/finance')
  })
})

describe('built-in page slugs', () => {
  it('are exactly the one-segment pages and redirects the site builds itself (files such as robots.txt are no slug)', () => {
    const site = path.resolve('src/app/[site]')
    const answers = (name: string) => ['page.tsx', 'route.ts'].some((file) => existsSync(path.join(site, name, file)))
    const builtIn = readdirSync(site, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && /^[a-z0-9-]+$/.test(entry.name) && answers(entry.name))
      .map((entry) => entry.name)
      .sort()
    expect([...BUILT_IN_PAGE_SLUGS]).toEqual(builtIn)
  })

  it('explain why a CMS page cannot take one', () => {
    expect(builtInSlugProblem('finance')).toBe(
      'The address /finance is a page the site builds itself, so a page with this slug would never be shown. Choose another slug.',
    )
    expect(builtInSlugProblem('car-finance')).toBeNull()
  })
})

describe('carFinanceLink', () => {
  it('goes to the personalised finance page, at its top, where the dealer chose it', () => {
    expect(
      carFinanceLink(
        { financePath: '/apply-for-finance', carFinancePage: 'personalised' },
        { slug: 'a-car', carType: 'used', price: 0 },
      ),
    ).toBe('/personalised/finance?car_id=a-car&car_type=used')
    expect(carFinanceLink({ carFinancePage: 'finance' }, { slug: 'a-car', carType: 'used' })).toBe(
      '/finance?car_id=a-car&car_type=used#finance-form',
    )
  })

  it('names the car, its price as the budget and the dealership on the dealer’s finance page, at the form', () => {
    expect(
      carFinanceLink(
        { financePath: '/apply-for-finance' },
        {
          slug: '2021-toyota-rav4-gx-ht00012',
          carType: 'used',
          vin: 'JT123',
          price: 32_990,
          dealership: 'Harbour City Toyota',
        },
      ),
    ).toBe(
      '/apply-for-finance?car_id=2021-toyota-rav4-gx-ht00012&car_type=used&vin=JT123&vehiclePriceBudget=32990&preferredDealership=Harbour+City+Toyota#finance-form',
    )
  })

  it('leaves out what the car does not have, and a zero price', () => {
    expect(carFinanceLink({}, { slug: 'a', carType: 'new', vin: null, price: 0, dealership: null })).toBe(
      '/finance?car_id=a&car_type=new#finance-form',
    )
  })
})
