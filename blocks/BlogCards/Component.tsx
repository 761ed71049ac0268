import type { BlogCardsBlock as BlogCardsData } from '@/payload-types'
import { rendition } from '@/lib/media'

/** Cards leading to the dealer's blog categories. */
export function BlogCardsBlock({ block }: { block: BlogCardsData }) {
  if (!block.cards?.length) return null
  const Title = block.heading ? 'h3' : 'h2'
  return (
    <section className="block block-blog-cards" aria-label={block.heading || 'Blog'}>
      {block.heading ? <h2>{block.heading}</h2> : null}
      <ul className="offer-list">
        {block.cards.map((card) => {
          const image = rendition(card.image, 'card', { width: 768, height: 432 })
          return (
            <li key={card.id ?? card.link} className="offer-card">
              {image ? (
                // eslint-disable-next-line @next/next/no-img-element -- a stored rendition with its size
                <img
                  src={image.url}
                  alt=""
                  width={image.width}
                  height={image.height}
                  loading="lazy"
                  className="offer-image"
                />
              ) : null}
              <Title>
                <a href={card.link}>{card.title}</a>
              </Title>
              {card.description ? <p>{card.description}</p> : null}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
