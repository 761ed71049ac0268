import { renderToBuffer } from '@react-pdf/renderer'
import type { Tenant } from '@/payload-types'
import { listedCarOf } from '@/content/cars'
import { visibleLocationsOf } from '@/content/locations'
import { carPlaceOf, locationSites } from '@/content/locationSites'
import { siteOrigin } from '@tenants/siteUrl'
import { shareUrl } from '@/domain/shareLinks'
import { isCarSlug } from '@/domain/slug'
import { CarPrintoutDocument } from './CarPrintoutDocument'
import { printedPhoto } from './printedPhoto'
import { printoutSheet } from './printoutSheet'
import { qrMatrix } from './qrCode'

export type PrintoutOutcome =
  { status: 200; pdf: Buffer; filename: string } | { status: 400 | 404 | 503; message: string }

/**
 * `/print?car_id={slug}`: the car as a one-page PDF made on the server, named `{slug}.pdf`.
 * Only a car this dealer's site lists (the same rule as its page); a missing or malformed
 * car_id is a 400, a car the site does not list a 404, stock that cannot be read a 503.
 */
export async function carPrintout(tenant: Tenant, carId: string | null, now = new Date()): Promise<PrintoutOutcome> {
  const slug = carId?.trim().toLowerCase() ?? ''
  if (!slug) return { status: 400, message: 'car_id is required: the car’s address name, as in /print?car_id={slug}.' }
  if (!isCarSlug(slug))
    return { status: 400, message: 'car_id must be a car’s address name (letters, digits and dashes).' }
  const found = await listedCarOf(tenant, slug)
  if (found === 'unavailable')
    return { status: 503, message: 'Our stock cannot be read right now. Please try again shortly.' }
  if (!found) return { status: 404, message: 'This site has no such car; it may have been sold.' }
  const place = carPlaceOf(locationSites(await visibleLocationsOf(tenant)), found.car)
  const url = shareUrl(siteOrigin(tenant), `/cars/${found.listing.slug}`)
  const sheet = printoutSheet(tenant, found, place, url, now)
  const pdf = await renderToBuffer(
    <CarPrintoutDocument sheet={sheet} photo={await printedPhoto(sheet.photo)} qr={qrMatrix(url)} />,
  )
  return { status: 200, pdf, filename: `${found.listing.slug}.pdf` }
}
