import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getSiteTenant } from '@/app/[site]/siteTenant'
import { makeLogos } from '@/content/manufacturers'
import { stockForPage } from '@/content/stock'
import { directoryPage, directoryPath, directoryState } from '@/domain/stockDirectory'
import { makeLandingPath } from '@/domain/stockLandings'
import { SearchPagination } from '@/features/stockSearch/ui/SearchPagination'
import { getPayloadClient } from '@/lib/payload'
import { stockList } from '@/search/stockList'
import '@/features/stockSearch/ui/search.css'
import './stock-directory.css'
import { formatNumber } from '@/domain/numbers'

// The query string is the directory's state: every visit renders from the cached stock.
export const dynamic = 'force-dynamic'

type Args = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const cars = (n: number) => `${formatNumber(n)} ${n === 1 ? 'car' : 'cars'}`

export async function generateMetadata({ searchParams }: Args): Promise<Metadata> {
  const { make } = directoryState(await searchParams)
  return {
    title: make ? `${make} models in stock` : 'Our stock by make',
    alternates: { canonical: directoryPath({ make }) },
  }
}

/**
 * /search/makes: the makes of the dealer's stock with their logos and numbers of cars, or one
 * make's models (?make=), narrowed by a name (?q=) and paged 21 at a time (?page=); each entry
 * opens its landing page. A plain GET form, so it works without JavaScript.
 */
export default async function StockDirectoryPage({ searchParams }: Args) {
  const tenant = await getSiteTenant()
  if (!tenant) notFound()
  const state = directoryState(await searchParams)
  const facets = await stockForPage(tenant, 'stock directory', async () => {
    const { facets } = await stockList(await getPayloadClient(), tenant, { limit: 1 }, new Date())
    return { make: facets.make ?? {}, makeModel: facets.make_model ?? {} }
  })
  if (!facets) {
    return (
      <main id="main" className="site-main">
        <h1>Our stock by make</h1>
        <p role="alert">Our stock cannot be shown right now. Please try again shortly.</p>
      </main>
    )
  }
  const listed = directoryPage(facets, state)
  const logos = listed.make ? {} : await makeLogos()
  const heading = listed.make ? `${listed.make} models in stock` : 'Our stock by make'
  const noun = listed.make ? 'model' : 'make'

  return (
    <main id="main" className="site-main stock-directory">
      <section className="page-hero">
        <h1>{heading}</h1>
        <p className="page-summary">
          {listed.make ? (
            <>
              <a href={directoryPath({})}>All makes</a> ·{' '}
              <a href={makeLandingPath(listed.make)}>Every {listed.make} we have</a>
            </>
          ) : (
            'Choose a make to see its cars, or its models.'
          )}
        </p>
      </section>
      <form
        className="stock-directory-search"
        method="get"
        action="/search/makes"
        role="search"
        aria-label={`Find a ${noun}`}
      >
        {listed.make ? <input type="hidden" name="make" value={listed.make} /> : null}
        <label htmlFor="directory-q">Find a {noun}</label>
        <input id="directory-q" name="q" type="search" defaultValue={state.q} maxLength={60} autoComplete="off" />
        <button type="submit" className="btn btn-primary">
          Find
        </button>
      </form>
      <p className="stock-directory-count" role="status">
        {listed.total === 0
          ? `No ${noun}s match “${state.q}”.`
          : `${formatNumber(listed.total)} ${noun}${listed.total === 1 ? '' : 's'}${state.q ? ` matching “${state.q}”` : ''}`}
      </p>
      <ul className="stock-directory-grid">
        {listed.entries.map((entry) => (
          <li key={entry.name} className="stock-directory-entry">
            {logos[entry.name] ? (
              // eslint-disable-next-line @next/next/no-img-element -- a small logo from the CMS's media
              <img src={logos[entry.name]} alt="" width={48} height={48} loading="lazy" decoding="async" />
            ) : null}
            <div>
              <a className="stock-directory-name" href={entry.path}>
                {entry.name}
              </a>
              <p>{cars(entry.count)}</p>
              {listed.make ? null : (
                <a className="stock-directory-models" href={directoryPath({ make: entry.name })}>
                  Models<span className="visually-hidden"> of {entry.name}</span>
                </a>
              )}
            </div>
          </li>
        ))}
      </ul>
      <SearchPagination
        path="/search/makes"
        params={new URLSearchParams(directoryPath({ make: listed.make, q: state.q }).split('?')[1] ?? '')}
        page={listed.page}
        pages={listed.pages}
      />
    </main>
  )
}
