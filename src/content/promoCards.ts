import { cache } from 'react'
import type { PromoCard, Tenant } from '@/payload-types'
import { promoShows } from '@/domain/promoPlacement'
import { rendition, type ImageRendition } from '@/lib/media'
import { getPayloadClient } from '@/lib/payload'
import { contentTag } from '@tenants/cacheTags'
import { cacheRenderUntilNextChange, cachedRead } from './cached'
import { tenantTags } from './tenant'

/** A promo card as the stock grid shows it. */
export type PromoCardContent = {
  id: string
  title: string
  link: string
  positions: number[]
  image: ImageRendition | null
}

const promoCardsOf = cache((tenant: Pick<Tenant, 'id'>) =>
  cachedRead(['promo-cards', tenant.id], [...tenantTags(tenant), contentTag(tenant.id, 'promo-cards')], async () => {
    const { docs } = await (
      await getPayloadClient()
    ).find({
      collection: 'promo-cards',
      where: { tenant: { equals: tenant.id } },
      sort: 'createdAt',
      depth: 1,
      limit: 0,
      pagination: false,
      overrideAccess: true,
    })
    return docs
  }),
)

/** The dealer's promo cards for a stock list of these car types (empty = every type), live now; a cached page lasts until one starts or expires. */
export async function promoCardsFor(
  tenant: Pick<Tenant, 'id'>,
  carTypes: readonly string[],
  now = new Date(),
): Promise<PromoCardContent[]> {
  const cards = await promoCardsOf(tenant)
  await cacheRenderUntilNextChange(
    cards.flatMap((card) => [card.start, card.expiry]),
    now,
  )
  return cards
    .filter((card: PromoCard) => promoShows(card, carTypes, now))
    .map((card) => ({
      id: String(card.id),
      title: card.title,
      link: card.link,
      positions: card.positions ?? [],
      image: rendition(card.image, 'card', { width: 540, height: 720 }),
    }))
}
