import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { RenderBlocks } from '@blocks/RenderBlocks'
import { HOME_PAGE_SLUG } from '@collections/Pages'
import { getPublishedPage, getRequestTenant } from '../requestTenant'
import { SiteHeader } from '../SiteHeader'

type Args = { params: Promise<{ slug?: string[] }> }

const pageSlug = (segments: string[] | undefined) => (segments?.length ? segments.join('/') : HOME_PAGE_SLUG)

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const tenant = await getRequestTenant()
  if (!tenant) return {}
  const page = await getPublishedPage(tenant.id, pageSlug((await params).slug))
  if (!page) return {}
  return { title: page.slug === HOME_PAGE_SLUG ? { absolute: tenant.name } : page.title, description: page.summary ?? undefined }
}

/** Every content route of a dealer site: host -> tenant -> published page -> blocks. */
export default async function SitePage({ params }: Args) {
  const tenant = await getRequestTenant()
  if (!tenant) notFound()
  const slug = pageSlug((await params).slug)
  const page = await getPublishedPage(tenant.id, slug)
  // The home page always exists for a known tenant, even before editors publish one.
  if (!page && slug !== HOME_PAGE_SLUG) notFound()

  return (
    <>
      <SiteHeader tenant={tenant} />
      <main id="main" className="site-main">
        <section className="page-hero">
          <h1>{page?.title ?? tenant.name}</h1>
          {page?.summary ? <p className="page-summary">{page.summary}</p> : null}
        </section>
        {page ? <RenderBlocks blocks={page.layout} /> : null}
      </main>
    </>
  )
}
