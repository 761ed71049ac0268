import type { Model } from '@/payload-types'
import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { ModelCard } from '@/components/ModelCard'
import { byCategory, modelsOf } from '@/content/models'
import { getSiteTenant } from '@/app/[site]/siteTenant'
import '@/components/models.css'

// Reads the query string, so it renders per request (its data reads are still cached).
export const dynamic = 'force-dynamic'

type Args = { searchParams: Promise<{ body?: string | string[]; make?: string | string[] }> }

export const metadata: Metadata = { title: 'Models', alternates: { canonical: '/models' } }

/**
 * /models, /models?body={category} and /models?make={manufacturer}: the dealer's range by
 * category, with a filter per category; a group's brand strip links each brand's range.
 */
export default async function ModelsPage({ searchParams }: Args) {
  const tenant = await getSiteTenant()
  if (!tenant) notFound()
  const { body, make } = await searchParams
  const wanted = typeof body === 'string' ? body : null
  const all = await modelsOf(tenant)
  // One brand's range; an unknown brand shows the whole range rather than an empty page.
  const ofMake = typeof make === 'string' ? all.filter((model) => manufacturerOf(model)?.slug === make) : []
  const brand = ofMake.length ? manufacturerOf(ofMake[0]!)?.name : null
  const categories = byCategory(ofMake.length ? ofMake : all)
  // An unknown body shows the whole range rather than an empty page.
  const shown = categories.filter((c) => !wanted || c.slug === wanted)
  const visible = shown.length ? shown : categories
  const current = shown.length && wanted ? wanted : null

  return (
    <main id="main" className="site-main">
      <section className="page-hero">
        <h1>{brand ? `${brand} models` : 'Models'}</h1>
        <p className="page-summary">Explore the range and see what we have in stock.</p>
      </section>
      {categories.length > 1 ? (
        <nav aria-label="Model categories" className="model-filters">
          <Link href="/models" aria-current={current ? undefined : 'page'}>
            All models
          </Link>
          {categories.map((category) => (
            <Link
              key={category.slug}
              href={`/models?body=${category.slug}`}
              aria-current={current === category.slug ? 'page' : undefined}
            >
              {category.name}
            </Link>
          ))}
        </nav>
      ) : null}
      {categories.length === 0 ? <p>Our model range is coming soon.</p> : null}
      {visible.map((category) => (
        <section key={category.slug} aria-labelledby={`category-${category.slug}`} className="model-category">
          <h2 id={`category-${category.slug}`}>{category.name}</h2>
          <div className="model-grid">
            {category.models.map((model) => (
              <ModelCard key={model.id} model={model} />
            ))}
          </div>
        </section>
      ))}
    </main>
  )
}

const manufacturerOf = (model: Model) =>
  model.manufacturer && typeof model.manufacturer === 'object' ? model.manufacturer : null
