import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { RenderBlocks } from '@blocks/RenderBlocks'
import { HOME_PAGE_SLUG } from '@collections/Pages'
import { pagePath } from '@collections/Pages/previewUrl'
import { getPageForRequest } from '@/content/pages'
import { visibleLocationsOf } from '@/content/locations'
import { getRequestTenant } from '@/content/tenant'
import { DealerJsonLd } from '../shell/DealerJsonLd'
import { PreviewBanner } from '../preview-ui/PreviewBanner'

type Args = { params: Promise<{ slug?: string[] }> }

/** The page a path names; /pages/<slug> is the spec's second address of every CMS page. */
const pageSlug = (segments: string[] | undefined) => {
  if (!segments?.length) return HOME_PAGE_SLUG
  if (segments[0] === 'pages' && segments.length === 2) return segments[1]!
  return segments.join('/')
}

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const tenant = await getRequestTenant()
  if (!tenant) return {}
  const { page, preview } = await getPageForRequest(tenant, pageSlug((await params).slug))
  if (!page) return {}
  const title = page.meta?.title || (page.slug === HOME_PAGE_SLUG ? null : page.title)
  const image = typeof page.meta?.image === 'object' ? page.meta.image : null
  return {
    title: title ?? { absolute: tenant.name },
    description: page.meta?.description || page.summary || undefined,
    openGraph: image?.url ? { images: [{ url: image.url, alt: image.alt }] } : undefined,
    robots: preview || page.meta?.noIndex ? { index: false, follow: false } : undefined,
    alternates: { canonical: pagePath(page.slug) },
  }
}

/** Every content route of a dealer site: host -> tenant -> published page -> blocks. */
export default async function SitePage({ params }: Args) {
  const tenant = await getRequestTenant()
  if (!tenant) notFound()
  const slug = pageSlug((await params).slug)
  const { page, preview } = await getPageForRequest(tenant, slug)
  // The home page always exists for a known tenant, even before editors publish one.
  if (!page && slug !== HOME_PAGE_SLUG) notFound()
  const home = slug === HOME_PAGE_SLUG

  return (
    <>
      {preview ? <PreviewBanner path={pagePath(slug)} /> : null}
      {home ? <DealerJsonLd tenant={tenant} locations={await visibleLocationsOf(tenant)} /> : null}
      <main id="main" className="site-main">
        <section className="page-hero">
          <h1>{page?.title ?? tenant.name}</h1>
          {page?.summary ? <p className="page-summary">{page.summary}</p> : null}
        </section>
        {page ? <RenderBlocks blocks={page.layout} tenant={tenant} /> : null}
      </main>
    </>
  )
}
