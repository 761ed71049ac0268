import type { Tenant } from '@/payload-types'
import type { SiteFont } from '@tenants/theme'

/** Three demo dealers modelled on the spec: a Toyota dealer, a multi-brand group, an independent. */
export type DemoTenant = {
  name: string
  slug: string
  template: Tenant['template']
  /** Slug of the dealer group this site belongs to (listed earlier). */
  dealerGroup?: string
  domain: string
  theme: { primaryColour: string; secondaryColour: string; accentColour: string; font: SiteFont }
  /** Wordmark drawn into the generated SVG logo. */
  logoText: string
  /** The home page's hero: its headline (the page's h1) and the line under it. */
  home: { title: string; summary: string }
  /** Per-tenant settings where the demo dealer differs from the defaults. */
  settings: Pick<Tenant, 'identity' | 'contact' | 'features' | 'stock' | 'finance' | 'reviews' | 'links' | 'wording'>
}

export const DEMO_TENANTS: DemoTenant[] = [
  {
    name: 'Harbour City Toyota',
    slug: 'harbour-toyota',
    template: 'brand',
    domain: 'www.harbourcitytoyota.com.au',
    theme: { primaryColour: '#EB0A1E', secondaryColour: '#F5F5F5', accentColour: '#1A1A1A', font: 'inter' },
    logoText: 'HARBOUR CITY TOYOTA',
    home: {
      title: 'Welcome to Harbour City Toyota',
      summary: 'New Toyota, demo and Toyota Certified Pre-Owned vehicles, genuine service and parts.',
    },
    settings: {
      identity: {
        legalName: 'Harbour City Motors Pty Ltd',
        manufacturer: 'Toyota',
        dealerLicenceNumber: 'MD012345',
        motorVehicleRepairerNumber: 'MVRL54321',
        abn: '51 824 753 556',
      },
      contact: {
        mainPhone: '(02) 9643 1200',
        salesPhone: '(02) 9643 1200',
        servicePhone: '(02) 9643 1222',
        partsPhone: '(02) 9643 1233',
        leadEmail: 'leads@harbourcitytoyota.com.au',
        social: {
          facebook: 'https://www.facebook.com/harbourcitytoyota',
          instagram: 'https://www.instagram.com/harbourcitytoyota',
        },
      },
      features: {
        reserveOnline: true,
        reserveOnCards: true,
        buyOnline: true,
        payInFull: true,
        stripeAccount: 'acct_1HarbourDemo01',
        stickyMobileFooter: true,
      },
      stock: { minimumPhotos: 1 },
      finance: {
        lenderType: 'A',
        interestRate: 9.49,
        comparisonRate: 10.21,
        lenderLicensing:
          'Finance is provided by Coastline Motor Finance Pty Ltd, Australian Credit Licence 512345.\nApproval is subject to the lender’s credit criteria. Fees, charges, terms and conditions apply.\nHarbour City Toyota is not the lender; ask our finance team on (02) 9643 1200.',
      },
      reviews: { reviewLink: 'https://g.page/r/harbour-city-toyota/review' },
      links: { contactPath: '/contact' },
    },
  },
  {
    name: 'Southern Cross Motor Group',
    slug: 'southern-cross',
    template: 'group',
    domain: 'www.southerncrossmotorgroup.com.au',
    theme: { primaryColour: '#0B2545', secondaryColour: '#EEF4FB', accentColour: '#F2A900', font: 'open-sans' },
    logoText: 'SOUTHERN CROSS',
    home: {
      title: 'Southern Cross Motor Group',
      summary: 'Seven brands, five locations across New South Wales and Queensland.',
    },
    settings: {
      identity: { legalName: 'Southern Cross Motor Group Pty Ltd', abn: '53 004 085 616' },
      contact: {
        mainPhone: '(02) 4323 8800',
        leadEmail: 'sales@southerncrossmotorgroup.com.au',
        social: {
          facebook: 'https://www.facebook.com/southerncrossmotorgroup',
          youtube: 'https://www.youtube.com/@southerncrossmotorgroup',
        },
      },
      features: {
        phoneReveal: 'revealed',
        favourites: true,
        compare: true,
        shortlistUsedOnly: true,
        marketPriceIndicator: true,
      },
      stock: { priceAscendingExcludesZero: true, kilometreSorts: true, makesByVolume: true },
      finance: {
        lenderType: 'B',
        interestRate: 8.5,
        comparisonRate: 9.12,
        // Instant quotes from the broker: the local broker in development and the tests.
        quickQuote: true,
        brokerDealerId: 'SCMG-DEMO',
        lenderLicensing:
          'Finance is arranged by Southern Cross Finance Solutions Pty Ltd, Australian Credit Licence 498765, with a panel of lenders.\nApproval is subject to the lender’s credit criteria. Fees, charges, terms and conditions apply.',
      },
      reviews: { minimumRating: 3 },
      links: { financePath: '/finance-enquiry' },
      wording: { enquiryTerm: 'Request' },
    },
  },
  {
    name: 'Outback Cars & Caravans',
    slug: 'outback-cars',
    template: 'independent',
    dealerGroup: 'southern-cross',
    domain: 'www.outbackcarsandcaravans.com.au',
    theme: { primaryColour: '#1F6F3F', secondaryColour: '#F4F1EA', accentColour: '#C8702A', font: 'montserrat' },
    logoText: 'OUTBACK',
    home: {
      title: 'Outback Cars & Caravans',
      summary: 'Quality used cars, 4WDs and caravans, inspected and ready for the road.',
    },
    settings: {
      identity: { legalName: 'Outback Cars & Caravans Pty Ltd', dealerLicenceNumber: 'MD098765' },
      contact: { mainPhone: '(02) 6882 7700', leadEmail: 'hello@outbackcarsandcaravans.com.au' },
      features: { stickyMobileFooter: true, favourites: true, compare: true },
      stock: { carTypes: ['used'], pricedOnly: true, usedLabel: 'Pre-Owned', minimumPhotos: 1, kilometreSorts: true },
      finance: {
        lenderType: 'D',
        interestRate: 11.95,
        comparisonRate: 12.84,
        establishmentFee: 395,
        estimateNote: 'Estimates are our lender’s own weekly figures: 5 year term, 10.0% deposit, 30% final payment',
        lenderLicensing:
          'Finance is provided by Inland Credit Co Pty Ltd, Australian Credit Licence 387654.\nApproval is subject to the lender’s credit criteria. Fees, charges, terms and conditions apply.',
      },
      links: { financePath: '/apply-for-finance' },
    },
  },
]

export const PLATFORM_ADMIN_EMAIL = 'admin@platform.test'
export const editorEmail = (tenant: Pick<DemoTenant, 'slug'>) => `editor@${tenant.slug}.test`
