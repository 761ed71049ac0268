import { cache } from 'react'
import type { Tenant } from '@/payload-types'
import { rendition, type ImageRendition } from '@/lib/media'
import { currentPopup } from '@/domain/dates'
import { getPayloadClient } from '@/lib/payload'
import { contentTag } from '@tenants/cacheTags'
import { cacheRenderUntilNextChange, cachedRead } from './cached'
import { tenantTags } from './tenant'

/** The popup as the client receives it. */
export type PopupContent = {
  /** Changes when editors change the popup, so a reworked popup shows again to visitors who closed the old one. */
  key: string
  title: string
  description: string | null
  link: string
  buttonLabel: string
  expiry: string
  image: ImageRendition | null
}

const popupsOf = cache((tenant: Pick<Tenant, 'id'>) =>
  cachedRead(['promo-popups', tenant.id], [...tenantTags(tenant), contentTag(tenant.id, 'promo-popups')], async () => {
    const { docs } = await (
      await getPayloadClient()
    ).find({
      collection: 'promo-popups',
      where: { tenant: { equals: tenant.id } },
      depth: 1,
      limit: 0,
      pagination: false,
      overrideAccess: true,
    })
    return docs
  }),
)

/** The popup the site shows now, if any; a cached page lasts until a popup starts or expires (the browser checks expiry again). */
export async function currentPopupOf(tenant: Pick<Tenant, 'id'>, now = new Date()): Promise<PopupContent | null> {
  const popups = await popupsOf(tenant)
  await cacheRenderUntilNextChange(
    popups.flatMap((popup) => [popup.start, popup.expiry]),
    now,
  )
  const popup = currentPopup(popups, now)
  if (!popup) return null
  return {
    key: `${popup.id}:${popup.updatedAt}`,
    title: popup.title,
    description: popup.description ?? null,
    link: popup.link,
    buttonLabel: popup.buttonLabel || 'Find out more',
    expiry: popup.expiry,
    image: rendition(popup.image, 'card', { width: 600, height: 338 }),
  }
}
