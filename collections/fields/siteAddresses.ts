import { modelPath } from '@/domain/models'
import { pagePath } from '@/domain/pagePaths'

/** A document's address on its dealer's site, read from its (form) data; null when it has none yet. */
export type SitePathOf = (doc: Record<string, unknown>) => string | null

/** A page's address. */
export const pageAddress: SitePathOf = (doc) => (doc.slug ? pagePath(String(doc.slug)) : null)

/** A model's address: its page, or the override URL staff gave it. */
export const modelAddress: SitePathOf = (doc) =>
  doc.slug
    ? modelPath({
        name: String(doc.name ?? ''),
        slug: String(doc.slug),
        overrideUrl: (doc.overrideUrl as string) ?? null,
      })
    : null
