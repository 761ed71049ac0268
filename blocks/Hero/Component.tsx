import type { HeroBlock as HeroData, Media } from '@/payload-types'

/** A full-width banner: the image is the page's LCP element, so it loads eagerly at high priority. */
export function HeroBlock({ block }: { block: HeroData }) {
  const image = typeof block.image === 'object' && block.image ? (block.image as Media) : null
  const src = image?.sizes?.hero?.url ?? image?.url
  return (
    <section className="block block-hero">
      {src ? (
        // eslint-disable-next-line @next/next/no-img-element -- stored renditions with known size; Next's optimiser is not used for CMS media
        <img src={src} alt={image?.alt ?? ''} width={image?.sizes?.hero?.width ?? image?.width ?? 1600} height={image?.sizes?.hero?.height ?? image?.height ?? 600} fetchPriority="high" className="hero-image" />
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
