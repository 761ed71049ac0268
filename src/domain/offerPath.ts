type OfferLike = { id: string | number; manufacturer?: unknown }

/**
 * The spec's offer address: /offers/{id}, with the manufacturer's slug in front only on sites
 * that do not represent one single manufacturer.
 */
export function offerPath(offer: OfferLike, { singleMake }: { singleMake: boolean }): string {
  const manufacturer =
    offer.manufacturer && typeof offer.manufacturer === 'object' && 'slug' in offer.manufacturer
      ? String(offer.manufacturer.slug)
      : null
  return !singleMake && manufacturer ? `/offers/${manufacturer}/${offer.id}` : `/offers/${offer.id}`
}
