// The map provider's embed address (plain JavaScript: the production server reads it too,
// to allow exactly this origin in the sites' Content-Security-Policy).

/** OpenStreetMap's embed: no key, no cookies. {lat}, {lng} and {bbox} are filled in. */
export const DEFAULT_MAP_EMBED_URL =
  'https://www.openstreetmap.org/export/embed.html?bbox={bbox}&layer=mapnik&marker={lat},{lng}'

/** The embed address template this deployment uses (NEXT_PUBLIC_MAP_EMBED_URL or the default). */
export const mapEmbedTemplate = (env = process.env) => env.NEXT_PUBLIC_MAP_EMBED_URL ?? DEFAULT_MAP_EMBED_URL
