import type { Model } from '@/payload-types'
import { modelLabel } from '@/domain/models'
import { modelPath, modelStockPath } from '@/domain/models'
import { rendition } from '@/lib/media'

/** A model in a grid: image, name with its Upcoming / All-New label, Explore and (unless upcoming) Our Stock. */
export function ModelCard({ model, headingLevel: Heading = 'h3' }: { model: Model; headingLevel?: 'h2' | 'h3' }) {
  const image = rendition(model.image, 'card', { width: 400, height: 225 })
  const label = modelLabel(model.status)
  const stock = modelStockPath(model)
  return (
    <article className="model-card" aria-labelledby={`model-${model.id}`}>
      {image ? (
        // eslint-disable-next-line @next/next/no-img-element -- a stored rendition with its size
        <img src={image.url} alt="" width={image.width} height={image.height} loading="lazy" className="model-image" />
      ) : null}
      <Heading id={`model-${model.id}`} className="model-name">
        {model.name}
        {label ? <span className="model-label">{label}</span> : null}
      </Heading>
      {model.summary ? <p>{model.summary}</p> : null}
      <p className="model-actions">
        <a className="button" href={modelPath(model)}>
          Explore<span className="visually-hidden"> {model.name}</span>
        </a>
        {stock ? (
          <a href={stock}>
            Our Stock<span className="visually-hidden"> of {model.name}</span>
          </a>
        ) : null}
      </p>
    </article>
  )
}
