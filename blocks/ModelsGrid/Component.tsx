import Link from 'next/link'
import type { ModelsGridBlock as ModelsGridData, Tenant } from '@/payload-types'
import { slugify } from '@/domain/slug'
import { ModelCard } from '@/components/ModelCard'
import { modelsOf } from '@/content/models'
import '@/components/models.css'

/** Model cards (one category or the whole range, in sort order) with a link to /models when more exist. */
export async function ModelsGridBlock({ block, tenant }: { block: ModelsGridData; tenant: Tenant }) {
  const models = (await modelsOf(tenant)).filter((model) => !block.category || model.category === block.category)
  if (!models.length) return null
  const limit = block.limit ?? 8
  const more = models.length > limit
  return (
    <section className="block block-models" aria-label={block.heading || 'Models'}>
      {block.heading ? <h2>{block.heading}</h2> : null}
      <div className="model-grid">
        {models.slice(0, limit).map((model) => (
          <ModelCard key={model.id} model={model} headingLevel={block.heading ? 'h3' : 'h2'} />
        ))}
      </div>
      {more ? (
        <p>
          <Link href={block.category ? `/models?body=${slugify(block.category)}` : '/models'}>View all models</Link>
        </p>
      ) : null}
    </section>
  )
}
