/** URL slugs: lowercase ASCII letters, digits and single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * The longest slug: an address part of 200 characters is already unreadable, and a page's
 * slug is part of its cache tag, which Next refuses beyond 256 characters.
 */
export const SLUG_MAX_LENGTH = 200

export const SLUG_RULE_MESSAGE = `Use lowercase letters, digits and single hyphens only (for example "service-specials"), ${SLUG_MAX_LENGTH} characters at most.`

/** "Service & Parts – Parramatta" -> "service-parts-parramatta". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

export const isSlug = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value)

/** A car's address name as a visitor may send it (print, views): lower-case letters, digits and dashes, SLUG_MAX_LENGTH at most. */
export const isCarSlug = (value: string): boolean =>
  value.length <= SLUG_MAX_LENGTH && /^[a-z0-9][a-z0-9-]*$/.test(value)
