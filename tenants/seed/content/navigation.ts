import { SELL_MY_CAR_PATH, SERVICE_BOOKING_PATH } from '@/domain/siteLinks'
import type { Navigation } from '@/payload-types'

type Link = { label: string; link: string; newTab?: boolean }
type Nav = { header: NonNullable<Navigation['header']>; footer: NonNullable<Navigation['footer']> }
/** A menu link to a path on the site or an address (the demo's pages are built-in routes or seeded by path). */
const to = (url: string, newTab = false) => ({ type: 'url' as const, url, newTab })
const link = (label: string, url: string, newTab = false) => ({
  blockType: 'menuLink' as const,
  label,
  link: to(url, newTab),
})
const group = (label: string, links: Link[]) => ({
  blockType: 'menuGroup' as const,
  label,
  links: links.map((l) => ({ label: l.label, link: to(l.link, l.newTab) })),
})
/** A mega-menu side link or footer link: a path on the site or an address. */
const sideOrFooter = (links: Link[]) => links.map((l) => ({ label: l.label, goesTo: to(l.link, l.newTab) }))
const models = (label: string) => ({ blockType: 'menuModels' as const, label })
const stock = (label: string) => ({ blockType: 'menuStock' as const, label })

/** The spec's Toyota header and footer ("Toyota configuration"). */
export function toyotaNavigation(dealerName: string, links: { contactPath: string }): Nav {
  // The site's own addresses: each sends the visitor to the dealer's page or the manufacturer's.
  const sellMyCar = { link: SELL_MY_CAR_PATH }
  return {
    header: {
      openOn: 'click',
      menu: [
        // The logo links home; the menu fits one row at 1280 px (the rest goes into More on smaller screens).
        models('New Vehicles'),
        stock('Our Stock'),
        link('Special Offers', '/special-offers'),
        link('Finance', '/car-finance'),
        link('Sell My Car', SELL_MY_CAR_PATH),
        group('Service', [
          { label: 'Book a Service Online', link: SERVICE_BOOKING_PATH },
          { label: 'Genuine Service', link: '/genuine-service' },
          { label: 'Parts & Accessories', link: '/vehicle-parts-and-accessories' },
          { label: 'Warranty', link: '/warranty' },
          { label: 'Roadside Assist', link: '/roadside-assist' },
        ]),
        group('Company', [
          { label: 'About Us', link: '/about-us' },
          { label: 'Contact', link: links.contactPath },
          { label: 'Fleet', link: '/fleet' },
          { label: 'Terms and Conditions', link: '/terms-and-conditions' },
          { label: 'Complaint Handling', link: '/pages/handling-complaint' },
        ]),
      ],
      megaMenuSideLinks: sideOrFooter([
        { label: 'Our Stock', link: '/search/new-cars' },
        { label: 'Toyota Warranty Advantage', link: '/pages/toyota-warranty-advantage' },
        { label: 'Enquiries', link: links.contactPath },
      ]),
    },
    footer: {
      groups: [
        {
          title: 'Buyer Tools',
          links: sideOrFooter([
            { label: 'Models', link: '/models' },
            { label: 'New Cars', link: '/search/new-cars' },
            { label: 'Demo Cars', link: '/search/demo-cars' },
            { label: 'Used Cars', link: '/search/used-cars' },
            { label: 'Special Offers', link: '/special-offers' },
            { label: 'Toyota Hybrids', link: '/pages/toyota-hybrids' },
            { label: 'Fleet', link: '/fleet' },
            { label: 'Trade In', ...sellMyCar },
            { label: 'Book a Test Drive', link: '/book-test-drive' },
          ]),
        },
        {
          title: 'Servicing and Parts',
          links: sideOrFooter([
            { label: 'Book a Service', link: SERVICE_BOOKING_PATH },
            { label: 'Parts and Accessories', link: '/vehicle-parts-and-accessories' },
            { label: 'Warranty', link: '/warranty' },
            { label: 'Roadside Assist', link: '/roadside-assist' },
            { label: 'Genuine Service', link: '/genuine-service' },
          ]),
        },
        {
          title: dealerName,
          links: sideOrFooter([
            { label: 'About Us', link: '/about-us' },
            { label: 'Contact', link: links.contactPath },
            { label: 'Fleet', link: '/fleet' },
            { label: 'Terms and Conditions', link: '/terms-and-conditions' },
            { label: 'Privacy Policy', link: '/privacy-policy' },
            { label: 'Complaint Handling Process', link: '/pages/complaint-handling-process' },
          ]),
        },
      ],
      poweredBy: { label: 'Powered By Dealer Platform', url: '/' },
    },
  }
}

/** A plain header and footer for dealers without a manufacturer configuration. */
export function standardNavigation(
  dealerName: string,
  contactPath: string,
  usedOnly: boolean,
  /** The dealer offers favourites and compare: the footer's stock links lead to their pages. */
  shortlist = false,
): Nav {
  const stockLinks: Link[] = usedOnly
    ? [{ label: 'Used Cars & Caravans', link: '/search/used-cars' }]
    : [
        { label: 'New Cars', link: '/search/new-cars' },
        { label: 'Demo Cars', link: '/search/demo-cars' },
        { label: 'Used Cars', link: '/search/used-cars' },
      ]
  return {
    header: {
      openOn: 'hover',
      menu: [
        stock('Our Stock'),
        link('Special Offers', '/special-offers'),
        link('Finance', '/car-finance'),
        link('Trade In', '/trade-in'),
        group('About', [
          { label: 'About Us', link: '/about-us' },
          { label: 'Contact Us', link: contactPath },
        ]),
      ],
    },
    footer: {
      groups: [
        {
          title: 'Stock',
          links: sideOrFooter([
            ...stockLinks,
            ...(shortlist
              ? [
                  { label: 'Favourites', link: '/favourites' },
                  { label: 'Compare Cars', link: '/compare' },
                ]
              : []),
          ]),
        },
        {
          title: dealerName,
          links: sideOrFooter([
            { label: 'About Us', link: '/about-us' },
            { label: 'Contact Us', link: contactPath },
            { label: 'Terms and Conditions', link: '/terms-and-conditions' },
            { label: 'Privacy Policy', link: '/privacy-policy' },
            { label: 'Complaint Handling Process', link: '/pages/complaint-handling-process' },
          ]),
        },
      ],
      poweredBy: { label: 'Powered By Dealer Platform', url: '/' },
    },
  }
}
