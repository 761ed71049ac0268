import type { Metadata } from 'next'
import type { Media } from '@/payload-types'
import { searchDescription, searchTitle, type SeoFields } from '@/domain/searchSnippet'

type Meta = (SeoFields & { image?: number | string | Media | null }) | null | undefined

/**
 * A dealer-site document's metadata from its SEO fields (collections/fields/seo.ts): the
 * title and description search engines show, the picture for sharing, and noindex for
 * documents staff keep out of search engines and for every preview.
 */
export function searchMetadata({
  meta,
  name,
  siteName,
  text,
  canonical,
  preview = false,
}: {
  meta: Meta
  /** What the document is called on the site; null for the home page. */
  name: string | null
  siteName: string
  /** The document's own words, used when staff wrote no description. */
  text?: string | null
  canonical: string
  preview?: boolean
}): Metadata {
  const image = meta?.image && typeof meta.image === 'object' ? meta.image : null
  const description = searchDescription(meta, text)
  return {
    title: { absolute: searchTitle(meta, name, siteName) },
    description: description || undefined,
    openGraph: image?.url ? { images: [{ url: image.url, alt: image.alt ?? undefined }] } : undefined,
    robots: preview || meta?.noIndex ? { index: false, follow: false } : undefined,
    alternates: { canonical },
  }
}
