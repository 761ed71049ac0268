import type { PromotionsSliderBlock as PromotionsSliderData, Tenant } from '@/payload-types'
import { Carousel } from '@/components/design/Carousel.client'
import { cacheRenderUntilNextChange } from '@/content/cached'
import { isWithinDates } from '@/domain/dates'
import { rendition, renditionSrcSet } from '@/lib/media'
import './promotions.css'

type Slide = NonNullable<PromotionsSliderData['slides']>[number]

/** The slides showing at `now` (between their dates), in the editor's order. */
function liveSlides(slides: Slide[], now: Date): Slide[] {
  return slides.filter((slide) => isWithinDates(now, slide.startsAt, slide.endsAt))
}

/**
 * Wide promotion banners (1920 x 540) to swipe through, with a square picture instead on
 * phones where the editor gave one (art direction). Only slides within their dates show, and
 * a cached page is rendered again when the next slide starts or ends.
 */
export async function PromotionsSliderBlock({
  block,
  opensPage = false,
}: {
  block: PromotionsSliderData
  tenant: Tenant
  opensPage?: boolean
}) {
  const now = new Date()
  const slides = block.slides ?? []
  await cacheRenderUntilNextChange(
    slides.flatMap((slide) => [slide.startsAt, slide.endsAt]),
    now,
  )
  const live = liveSlides(slides, now)
  if (!live.length) return null
  return (
    <section className="block block-promotions" aria-label={block.label}>
      <Carousel label={block.label} itemsName="promotions" variant="banner">
        {live.map((slide, index) => (
          <PromotionSlide key={slide.id ?? index} slide={slide} lcp={opensPage && index === 0} />
        ))}
      </Carousel>
    </section>
  )
}

function PromotionSlide({ slide, lcp }: { slide: Slide; lcp: boolean }) {
  const wide = rendition(slide.image, 'hero', { width: 1600, height: 450 })
  const wideSmall = rendition(slide.image, 'card', { width: 768, height: 216 })
  const square = rendition(slide.phoneImage, 'card', { width: 768, height: 768 })
  if (!wide) return null
  const picture = (
    <picture>
      {square ? (
        <source media="(max-width: 40rem)" srcSet={square.url} width={square.width} height={square.height} />
      ) : null}
      <img
        src={wide.url}
        srcSet={renditionSrcSet(wideSmall, wide)}
        sizes="(min-width: 80rem) 80rem, 100vw"
        alt={wide.alt}
        width={wide.width}
        height={wide.height}
        loading={lcp ? 'eager' : 'lazy'}
        fetchPriority={lcp ? 'high' : undefined}
      />
    </picture>
  )
  return (
    <article className={`promotion-slide${square ? ' promotion-slide-art' : ''}`}>
      {slide.link && !slide.buttonLabel ? (
        <a href={slide.link} className="promotion-link">
          {picture}
          {slide.heading ? <span className="promotion-heading">{slide.heading}</span> : null}
        </a>
      ) : (
        <>
          {picture}
          {slide.heading || (slide.link && slide.buttonLabel) ? (
            <div className="promotion-text">
              {slide.heading ? <h2 className="promotion-heading">{slide.heading}</h2> : null}
              {slide.link && slide.buttonLabel ? (
                <a className="btn btn-light" href={slide.link}>
                  {slide.buttonLabel}
                </a>
              ) : null}
            </div>
          ) : null}
        </>
      )}
    </article>
  )
}
