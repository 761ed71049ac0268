'use client'

import { Children, useId, useState, type ReactNode } from 'react'
import { A11y, Navigation } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import 'swiper/css'

/**
 * The dealer-group "Our Locations" carousel (swiper): cards keep the widths set in CSS
 * (slidesPerView "auto"), so the server-rendered row does not shift when swiper starts;
 * previous/next are disabled at the ends; phones get a swipe hint.
 */
export function LocationCarousel({ label, children }: { label: string; children: ReactNode }) {
  const id = useId()
  const [ends, setEnds] = useState({ start: true, end: false })
  const slides = Children.toArray(children)
  return (
    <div className="location-carousel" role="group" aria-roledescription="carousel" aria-label={label}>
      <p className="swipe-hint" aria-hidden="true">
        Swipe to see more
      </p>
      <Swiper
        modules={[Navigation, A11y]}
        slidesPerView="auto"
        spaceBetween={16}
        navigation={{ prevEl: `[data-carousel-prev="${id}"]`, nextEl: `[data-carousel-next="${id}"]` }}
        a11y={{
          enabled: true,
          slideRole: 'group',
          slideLabelMessage: '{{index}} of {{slidesLength}}',
          prevSlideMessage: 'Previous locations',
          nextSlideMessage: 'Next locations',
        }}
        watchOverflow
        onSwiper={(swiper) => setEnds({ start: swiper.isBeginning, end: swiper.isEnd })}
        onSlideChange={(swiper) => setEnds({ start: swiper.isBeginning, end: swiper.isEnd })}
        onReachEnd={() => setEnds((e) => ({ ...e, end: true }))}
        onResize={(swiper) => setEnds({ start: swiper.isBeginning, end: swiper.isEnd })}
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={index} className="location-slide">
            {slide}
          </SwiperSlide>
        ))}
      </Swiper>
      <div className="carousel-arrows">
        <button
          type="button"
          className="outline-button carousel-arrow"
          data-carousel-prev={id}
          disabled={ends.start}
          aria-label="Previous locations"
        >
          ‹
        </button>
        <button
          type="button"
          className="outline-button carousel-arrow"
          data-carousel-next={id}
          disabled={ends.end}
          aria-label="Next locations"
        >
          ›
        </button>
      </div>
    </div>
  )
}
