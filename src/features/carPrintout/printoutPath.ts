/** A car's printout on the dealer's site (spec: /print?car_id={slug}). */
export const printoutPath = (slug: string) => `/print?car_id=${encodeURIComponent(slug)}`
