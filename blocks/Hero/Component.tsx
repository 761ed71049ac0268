import type { HeroBlock as HeroData, Tenant } from '@/payload-types'
import { rendition, renditionSrcSet } from '@/lib/media'
import './hero.css'

/**
 * A banner with the headline over a photo (or over the dealer's colour without one). The
 * photo is the page's LCP element, so it loads eagerly at high priority, in the size the
 * screen needs. Opening a page, its headline is the page's h1 and replaces the page title.
 */
export function HeroBlock({ block, pageHeading = false }: { block: HeroData; tenant: Tenant; pageHeading?: boolean }) {
  const image = rendition(block.image, 'hero', { width: 1600, height: 900 })
  const card = rendition(block.image, 'card', { width: 768, height: 432 })
  const Heading = pageHeading ? 'h1' : 'h2'
  return (
    <section className={`block block-hero${image ? ' hero-with-image' : ''}${pageHeading ? ' hero-lead' : ''}`}>
      {image ? (
        // eslint-disable-next-line @next/next/no-img-element -- stored renditions with known size; Next's optimiser is not used for CMS media
        <img
          src={image.url}
          srcSet={renditionSrcSet(card, image)}
          sizes="(min-width: 80rem) 80rem, 100vw"
          alt={image.alt}
          width={image.width}
          height={image.height}
          fetchPriority="high"
          className="hero-image"
        />
      ) : null}
      <div className="hero-text">
        <Heading className="hero-heading">{block.heading}</Heading>
        {block.text ? <p className="hero-lede">{block.text}</p> : null}
        {block.buttonLabel && block.buttonLink ? (
          <a className="btn btn-light" href={block.buttonLink}>
            {block.buttonLabel}
          </a>
        ) : null}
      </div>
    </section>
  )
}
