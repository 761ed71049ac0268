import type { HeroBlock as HeroData } from '@/payload-types'
import { rendition } from '@/lib/media'

/** A full-width banner: the image is the page's LCP element, so it loads eagerly at high priority. */
export function HeroBlock({ block }: { block: HeroData }) {
  const image = rendition(block.image, 'hero', { width: 1600, height: 600 })
  return (
    <section className="block block-hero">
      {image ? (
        // eslint-disable-next-line @next/next/no-img-element -- stored renditions with known size; Next's optimiser is not used for CMS media
        <img
          src={image.url}
          alt={image.alt}
          width={image.width}
          height={image.height}
          fetchPriority="high"
          className="hero-image"
        />
      ) : null}
      <div className="hero-text">
        <h2>{block.heading}</h2>
        {block.text ? <p>{block.text}</p> : null}
        {block.buttonLabel && block.buttonLink ? (
          <a className="button" href={block.buttonLink}>
            {block.buttonLabel}
          </a>
        ) : null}
      </div>
    </section>
  )
}
