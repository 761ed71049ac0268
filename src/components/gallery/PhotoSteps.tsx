import { GalleryGlyph } from './GalleryGlyph'

/**
 * Previous photo, the counter ("3 / 12", spoken "Photo 3 of 12") and next photo: the same
 * controls on the page's gallery and in the full-screen viewer. Each end's button is disabled.
 */
export function PhotoSteps({ index, count, show }: { index: number; count: number; show: (index: number) => void }) {
  return (
    <>
      <button
        type="button"
        className="gallery-button gallery-previous"
        aria-label="Previous photo"
        disabled={index === 0}
        onClick={() => show(index - 1)}
      >
        <GalleryGlyph name="previous" />
      </button>
      <p className="gallery-counter" aria-live="polite">
        <span className="visually-hidden">Photo </span>
        {index + 1}
        <span aria-hidden="true"> / </span>
        <span className="visually-hidden"> of </span>
        {count}
      </p>
      <button
        type="button"
        className="gallery-button gallery-next"
        aria-label="Next photo"
        disabled={index === count - 1}
        onClick={() => show(index + 1)}
      >
        <GalleryGlyph name="next" />
      </button>
    </>
  )
}
