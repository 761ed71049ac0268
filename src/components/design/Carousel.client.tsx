'use client'

import { Children, useEffect, useRef, useState, type ReactNode } from 'react'
import type { Swiper as SwiperInstance } from 'swiper'
import { afterPageLoad } from '../afterPageLoad'
import 'swiper/css'
import './carousel.css'

type Props = {
  /** Names the carousel for assistive technology ("Our Locations", "Latest offers"). */
  label: string
  /** What one slide is, for the arrows: "locations" gives "Previous locations" and "Next locations". */
  itemsName: string
  /**
   * 'cards': several per view, each as wide as its CSS says (locations, offers);
   * 'banner': one per view with a dot per slide (promotions).
   */
  variant?: 'cards' | 'banner'
  slideClassName?: string
  children: ReactNode
}

type Ends = { start: boolean; end: boolean }

/** Where a native scroll strip stands: at its start, its end, or between. */
function endsOf(strip: HTMLElement): Ends {
  const max = strip.scrollWidth - strip.clientWidth
  return { start: strip.scrollLeft <= 1, end: strip.scrollLeft >= max - 1 }
}

/**
 * The design system's carousel. The server renders swiper's markup as a row that scrolls and
 * snaps natively, so slides can be swiped from the first paint and without JavaScript; swiper
 * itself (about 30 KB) loads once the page has loaded and takes over where the visitor had
 * scrolled to. Previous and next are disabled at the ends; each slide is "n of N".
 */
export function Carousel({ label, itemsName, variant = 'cards', slideClassName, children }: Props) {
  const slides = Children.toArray(children)
  const root = useRef<HTMLDivElement>(null)
  const strip = useRef<HTMLDivElement>(null)
  const pagination = useRef<HTMLDivElement>(null)
  const swiper = useRef<SwiperInstance | null>(null)
  const [ends, setEnds] = useState<Ends>({ start: true, end: slides.length <= 1 })
  // Until swiper runs (and without JavaScript) the row scrolls natively: keyboard users reach
  // it as a stop of its own and scroll it with the arrow keys (WCAG 2.1.1).
  const [native, setNative] = useState(true)

  useEffect(() => {
    const row = strip.current
    if (!row) return
    const onScroll = () => {
      if (!swiper.current) setEnds(endsOf(row))
    }
    onScroll()
    row.addEventListener('scroll', onScroll, { passive: true })
    let destroyed = false
    const cancel = afterPageLoad(async () => {
      const [{ default: Swiper }, { A11y, Keyboard, Navigation, Pagination }] = await Promise.all([
        import('swiper'),
        import('swiper/modules'),
      ])
      if (destroyed || !root.current) return
      // Start where the visitor had scrolled the native row to.
      const first = row.firstElementChild as HTMLElement | null
      const initialSlide = first?.offsetWidth ? Math.round(row.scrollLeft / first.offsetWidth) : 0
      row.scrollLeft = 0
      const update = (instance: SwiperInstance) => setEnds({ start: instance.isBeginning, end: instance.isEnd })
      swiper.current = new Swiper(root.current, {
        modules: [A11y, Keyboard, Navigation, Pagination],
        slidesPerView: variant === 'banner' ? 1 : 'auto',
        spaceBetween: variant === 'banner' ? 0 : 16,
        initialSlide,
        watchOverflow: true,
        keyboard: { enabled: true, onlyInViewport: true },
        pagination:
          variant === 'banner' && pagination.current
            ? { el: pagination.current, clickable: true, bulletElement: 'button' }
            : false,
        a11y: {
          enabled: true,
          slideRole: 'group',
          slideLabelMessage: '{{index}} of {{slidesLength}}',
          paginationBulletMessage: `Go to slide {{index}}`,
        },
        on: { init: update, slideChange: update, reachEnd: update, reachBeginning: update, resize: update },
      })
      update(swiper.current)
      setNative(false)
    })
    return () => {
      destroyed = true
      cancel()
      row.removeEventListener('scroll', onScroll)
      swiper.current?.destroy(true, true)
      swiper.current = null
    }
  }, [variant])

  const step = (direction: 1 | -1) => {
    if (swiper.current) {
      if (direction === 1) swiper.current.slideNext()
      else swiper.current.slidePrev()
      return
    }
    const row = strip.current
    const slide = row?.firstElementChild as HTMLElement | null
    row?.scrollBy({ left: direction * (slide?.offsetWidth ?? row.clientWidth), behavior: 'smooth' })
  }

  return (
    <div className={`carousel carousel-${variant}`} role="group" aria-roledescription="carousel" aria-label={label}>
      <p className="swipe-hint" aria-hidden="true">
        Swipe to see more
      </p>
      <div className="swiper" ref={root}>
        <div
          className="swiper-wrapper"
          ref={strip}
          {...(native ? { tabIndex: 0, role: 'group', 'aria-label': 'Scroll sideways for more' } : {})}
        >
          {slides.map((slide, index) => (
            <div
              key={index}
              className={`swiper-slide${slideClassName ? ` ${slideClassName}` : ''}`}
              role="group"
              aria-label={`${index + 1} of ${slides.length}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {slides.length > 1 ? (
        <div className="carousel-controls">
          <button
            type="button"
            className="btn btn-outline carousel-arrow"
            disabled={ends.start}
            aria-label={`Previous ${itemsName}`}
            onClick={() => step(-1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          {variant === 'banner' ? <div className="carousel-dots" ref={pagination} /> : null}
          <button
            type="button"
            className="btn btn-outline carousel-arrow"
            disabled={ends.end}
            aria-label={`Next ${itemsName}`}
            onClick={() => step(1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
    </div>
  )
}
