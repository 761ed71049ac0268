'use client'

import dynamic from 'next/dynamic'
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { photoSources, type StoredPhoto } from '@/domain/photoSources'
import { afterPageLoad } from '../afterPageLoad'
import { PhotoAfterLoad } from '../PhotoAfterLoad.client'
import { GalleryGlyph } from './GalleryGlyph'
import { PhotoSteps } from './PhotoSteps'
import './gallery.css'

// The full-screen viewer (react-aria's dialog, swiper's zoom) is fetched when a visitor opens it.
const GalleryViewer = dynamic(() => import('./GalleryViewer').then((m) => m.GalleryViewer), { ssr: false })

/** The page shows a photo at most this wide (the gallery column on a desktop, a phone's width). */
const SHOWN_WIDTH = 800
const SIZES = '(min-width: 64rem) 46rem, 100vw'

/**
 * A car's photos: one at a time, swiped, with previous and next, a counter ("3 / 12"),
 * thumbnails and a full-screen viewer on swiper with zoom. The row scrolls and snaps
 * natively, so photos can be swiped from the first paint and without JavaScript, and the page
 * runs no slider code until the visitor opens the viewer (swiper taking the row over after
 * load cost the car page about 0.8 s of blocked main thread on Lighthouse's phone). The first
 * photo is the page's largest paint and loads at once, the others and the thumbnails after
 * the page has loaded. Arrow keys move through the photos when the gallery has focus.
 */
export function VehicleGallery({
  photos,
  title,
  noPhotoText,
  children,
}: {
  photos: StoredPhoto[]
  title: string
  /** What the page says while the car has no photos. */
  noPhotoText: string
  children?: ReactNode
}) {
  const [index, setIndex] = useState(0)
  const [loaded, setLoaded] = useState(false)
  const [viewing, setViewing] = useState(false)
  const strip = useRef<HTMLDivElement>(null)
  const thumbs = useRef<HTMLUListElement>(null)
  /** The photo the controls are scrolling to, until the row gets there. */
  const heading = useRef<number | null>(null)
  const count = photos.length

  useEffect(() => {
    const row = strip.current
    if (!row || count < 2) return
    // The photo in view is the one the row has scrolled (or been swiped) to. While the
    // controls scroll it to a photo, the photos passed on the way do not count: the counter
    // would go back and forth, and a quick second press would start from a passed photo.
    let frameRequest = 0
    const onScroll = () => {
      cancelAnimationFrame(frameRequest)
      frameRequest = requestAnimationFrame(() => {
        if (!row.clientWidth) return
        const shown = Math.round(row.scrollLeft / row.clientWidth)
        if (heading.current !== null && shown !== heading.current) return
        heading.current = null
        setIndex(shown)
      })
    }
    // A visitor who swipes or scrolls takes over from the controls.
    const takeOver = () => void (heading.current = null)
    const touch = ['pointerdown', 'touchstart', 'wheel'] as const
    row.addEventListener('scroll', onScroll, { passive: true })
    for (const type of touch) row.addEventListener(type, takeOver, { passive: true })
    const cancel = afterPageLoad(() => setLoaded(true))
    return () => {
      cancel()
      cancelAnimationFrame(frameRequest)
      row.removeEventListener('scroll', onScroll)
      for (const type of touch) row.removeEventListener(type, takeOver)
    }
  }, [count])

  // Keep the current thumbnail in view of its own row (never scrolling the page).
  useEffect(() => {
    const row = thumbs.current
    const thumb = row?.children[index] as HTMLElement | undefined
    if (!row || !thumb) return
    const left = thumb.offsetLeft - (row.clientWidth - thumb.offsetWidth) / 2
    row.scrollTo({ left: Math.max(0, left), behavior: 'smooth' })
  }, [index])

  const show = useCallback(
    (target: number) => {
      const next = Math.max(0, Math.min(count - 1, target))
      const row = strip.current
      heading.current = next
      row?.scrollTo({ left: next * row.clientWidth, behavior: 'smooth' })
      setIndex(next)
    },
    [count],
  )

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') show(index - 1)
    else if (event.key === 'ArrowRight') show(index + 1)
    else return
    event.preventDefault()
  }

  if (!count) {
    return (
      <section className="vehicle-gallery" aria-label="Photos">
        <p className="car-photo-none">{noPhotoText}</p>
        {children}
      </section>
    )
  }

  return (
    <section className="vehicle-gallery" aria-label="Photos" onKeyDown={onKeyDown}>
      <div className="gallery-stage">
        <div className="vehicle-photos-frame">
          <div
            ref={strip}
            className="vehicle-photos"
            tabIndex={0}
            role="group"
            aria-label={count > 1 ? `${count} photos, use the arrow keys or swipe for more` : '1 photo'}
          >
            {photos.map((photo, position) => {
              const attributes = {
                ...photoSources(photo, SHOWN_WIDTH),
                sizes: SIZES,
                alt: `${title}, photo ${position + 1} of ${count}`,
              }
              return (
                <div
                  key={`${position}-${photo.key}`}
                  className="vehicle-photo"
                  role="group"
                  aria-label={`Photo ${position + 1} of ${count}`}
                >
                  {position === 0 ? (
                    // eslint-disable-next-line @next/next/no-img-element -- renditions the platform stored (src/photos), with their own srcset
                    <img {...attributes} alt={attributes.alt} fetchPriority="high" />
                  ) : (
                    <PhotoAfterLoad {...attributes} decoding="async" />
                  )}
                </div>
              )
            })}
          </div>
        </div>
        {children}
        <div className="gallery-bar">
          {count > 1 ? <PhotoSteps index={index} count={count} show={show} /> : null}
          <button
            type="button"
            className="gallery-button gallery-full-screen"
            aria-haspopup="dialog"
            onClick={() => setViewing(true)}
          >
            <GalleryGlyph name="expand" />
            <span className="gallery-button-text">Full screen</span>
          </button>
        </div>
      </div>
      {loaded && count > 1 ? (
        <ul ref={thumbs} className="gallery-thumbs" aria-label="Choose a photo">
          {photos.map((photo, position) => (
            <li key={`${position}-${photo.key}`}>
              <button
                type="button"
                aria-label={`Photo ${position + 1} of ${count}`}
                aria-current={position === index ? 'true' : undefined}
                onClick={() => show(position)}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- renditions the platform stored (src/photos), with their own srcset */}
                <img
                  src={photoSources(photo, 160).src}
                  style={photoSources(photo, 160).style}
                  alt=""
                  width={96}
                  height={72}
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {viewing ? (
        <GalleryViewer
          photos={photos}
          title={title}
          start={index}
          onClose={(last) => {
            setViewing(false)
            show(last)
          }}
        />
      ) : null}
    </section>
  )
}
