import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { notFoundOrRedirect } from '../notFoundOrRedirect'
import { heroLeads, RenderBlocks } from '@blocks/RenderBlocks'
import { HOME_PAGE_SLUG } from '@/domain/pagePaths'
import { pagePath } from '@/domain/pagePaths'
import { sameSitePathOr } from '@/domain/sameSitePath'
import { modelForPath } from '@/content/models'
import { getPageForRequest } from '@/content/pages'
import { searchMetadata } from '@/content/searchMetadata'
import { previewGranted } from '@/content/preview'
import { visibleLocationsOf } from '@/content/locations'
import { getSiteTenant } from '@/app/[site]/siteTenant'
import { DealerJsonLd } from '../shell/DealerJsonLd'
import { ModelPage } from '../models/ModelPage'
import { PreviewBanner } from '../preview-ui/PreviewBanner'
import { renderOnDemand } from '../renderOnDemand'
import { TradeInPage } from '@/features/leads/ui/TradeInPage'

/** /trade-in is the dealer's CMS page when they build one, else the site's own trade-in form (spec route). */
const TRADE_IN_SLUG = 'trade-in'

export const generateStaticParams = renderOnDemand

type Args = { params: Promise<{ slug?: string[] }> }

/** A one-segment path that is not a CMS page may be a model's page (/{model-slug} or its override URL). */
const modelSegment = (segments: string[] | undefined) =>
  segments?.length === 1 && segments[0] !== 'pages' ? segments[0]! : null

/** The page a path names; /pages/<slug> is the spec's second address of every CMS page. */
const pageSlug = (segments: string[] | undefined) => {
  if (!segments?.length) return HOME_PAGE_SLUG
  if (segments[0] === 'pages' && segments.length === 2) return segments[1]!
  return segments.join('/')
}

export async function generateMetadata({ params }: Args): Promise<Metadata> {
  const tenant = await getSiteTenant()
  if (!tenant) return {}
  const segments = (await params).slug
  const { page, preview } = await getPageForRequest(tenant, pageSlug(segments))
  if (!page && pageSlug(segments) === TRADE_IN_SLUG)
    return { title: 'Sell or Trade In Your Car', alternates: { canonical: '/trade-in' } }
  if (!page) {
    const segment = modelSegment(segments)
    const found = segment ? await modelForPath(tenant, segment) : null
    return found
      ? searchMetadata({
          meta: found.model.meta,
          name: found.model.name,
          siteName: tenant.name,
          text: found.model.summary,
          canonical: sameSitePathOr(found.model.overrideUrl, `/${found.model.slug}`),
          preview: await previewGranted(tenant, `/${segments!.join('/')}`),
        })
      : {}
  }
  return searchMetadata({
    meta: page.meta,
    name: page.slug === HOME_PAGE_SLUG ? null : page.title,
    siteName: tenant.name,
    text: page.summary,
    canonical: pagePath(page.slug),
    preview,
  })
}

/** Every content route of a dealer site: host -> tenant -> published page -> blocks. */
export default async function SitePage({ params }: Args) {
  const tenant = await getSiteTenant()
  if (!tenant) notFound()
  const segments = (await params).slug
  const slug = pageSlug(segments)
  const { page, preview } = await getPageForRequest(tenant, slug)
  if (!page && slug === TRADE_IN_SLUG) return <TradeInPage tenant={tenant} car={null} />
  if (!page && slug !== HOME_PAGE_SLUG) {
    const segment = modelSegment(segments)
    const found = segment ? await modelForPath(tenant, segment) : null
    if (!found) return notFoundOrRedirect(tenant, `/${segments!.join('/')}`)
    if (found.redirect) permanentRedirect(found.redirect)
    const path = `/${segments!.join('/')}`
    return (
      <>
        {(await previewGranted(tenant, path)) ? <PreviewBanner path={path} drafts={false} /> : null}
        <ModelPage model={found.model} tenant={tenant} />
      </>
    )
  }
  // The home page always exists for a known tenant, even before editors publish one.
  const home = slug === HOME_PAGE_SLUG

  return (
    <>
      {preview ? <PreviewBanner path={pagePath(slug)} /> : null}
      <main id="main" className="site-main">
        {page && heroLeads(page.layout) ? null : (
          <section className="page-hero">
            <h1>{page?.title ?? tenant.name}</h1>
            {page?.summary ? <p className="page-summary">{page.summary}</p> : null}
          </section>
        )}
        {page ? <RenderBlocks blocks={page.layout} tenant={tenant} /> : null}
      </main>
      {/* After the content, so the browser reaches what a visitor sees first. */}
      {home ? <DealerJsonLd tenant={tenant} locations={await visibleLocationsOf(tenant)} /> : null}
    </>
  )
}
