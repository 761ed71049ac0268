'use client'

import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import type { Swiper as SwiperInstance } from 'swiper'
import { photoSources, type StoredPhoto } from '@/domain/photoSources'
import { ModalDialog } from '../design/ModalDialog.client'
import { GalleryGlyph } from './GalleryGlyph'
import { PhotoSteps } from './PhotoSteps'
import 'swiper/css'
import 'swiper/css/zoom'

const FULL_WIDTH = 1600

/**
 * The car's photos full screen (react-aria's modal dialog: focus inside, Escape closes and
 * focus goes back to Full screen), each as large as the screen allows, swiped or moved with
 * the arrow keys, and zoomed with a pinch, a double tap or Zoom. Closing hands the photo
 * the visitor ended on back to the page's gallery.
 */
export function GalleryViewer({
  photos,
  title,
  start,
  onClose,
}: {
  photos: StoredPhoto[]
  title: string
  start: number
  onClose: (index: number) => void
}) {
  const [index, setIndex] = useState(start)
  const [zoomed, setZoomed] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const swiper = useRef<SwiperInstance | null>(null)
  const last = useRef(start)
  const count = photos.length

  useEffect(() => {
    let destroyed = false
    void Promise.all([import('swiper'), import('swiper/modules')]).then(([{ default: Swiper }, { A11y, Zoom }]) => {
      if (destroyed || !root.current) return
      swiper.current = new Swiper(root.current, {
        modules: [A11y, Zoom],
        initialSlide: start,
        zoom: { maxRatio: 3, toggle: true },
        a11y: { enabled: true, slideRole: 'group', slideLabelMessage: 'Photo {{index}} of {{slidesLength}}' },
        on: {
          slideChange: (instance) => {
            last.current = instance.activeIndex
            setIndex(instance.activeIndex)
            setZoomed(false)
          },
          zoomChange: (_instance, scale) => setZoomed(scale > 1),
        },
      })
    })
    return () => {
      destroyed = true
      swiper.current?.destroy(true, true)
      swiper.current = null
    }
  }, [start])

  const show = (target: number) => {
    const next = Math.max(0, Math.min(count - 1, target))
    swiper.current?.slideTo(next)
    last.current = next
    setIndex(next)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') show(index - 1)
    else if (event.key === 'ArrowRight') show(index + 1)
    else return
    event.preventDefault()
  }
  const close = () => onClose(last.current)

  return (
    <ModalDialog onClose={close} className="gallery-viewer" labelledBy="gallery-viewer-title">
      <div className="gallery-viewer-body" onKeyDown={onKeyDown}>
        <h2 id="gallery-viewer-title" className="visually-hidden">
          Photos of {title}
        </h2>
        <div className="swiper gallery-viewer-photos" ref={root}>
          <div className="swiper-wrapper">
            {photos.map((photo, position) => (
              <div key={`${position}-${photo.key}`} className="swiper-slide">
                <div className="swiper-zoom-container">
                  {/* eslint-disable-next-line @next/next/no-img-element -- renditions the platform stored (src/photos), with their own srcset */}
                  <img
                    {...photoSources(photo, FULL_WIDTH)}
                    sizes="100vw"
                    alt={`${title}, photo ${position + 1} of ${count}`}
                    loading={Math.abs(position - start) > 1 ? 'lazy' : undefined}
                    decoding="async"
                  />
                </div>
              </div>
            ))}
          </div>
        </div>
        <div className="gallery-viewer-bar">
          <PhotoSteps index={index} count={count} show={show} />
          <button
            type="button"
            className="gallery-button"
            aria-pressed={zoomed}
            onClick={() => {
              swiper.current?.zoom.toggle()
            }}
          >
            <GalleryGlyph name={zoomed ? 'zoomOut' : 'zoomIn'} />
            <span className="gallery-button-text">Zoom</span>
          </button>
          <button type="button" className="gallery-button" onClick={close} autoFocus>
            <GalleryGlyph name="close" />
            <span className="gallery-button-text">Close</span>
          </button>
        </div>
      </div>
    </ModalDialog>
  )
}
