import { useEffect, useRef, useState } from 'react'
import dynamic from 'next/dynamic'
import { SLIDER_COMMIT_MS, sliderScale, thumbsOf, type SliderRange } from '@/domain/rangeSlider'
import type { Range } from '@/search/query'
import { formatNumber } from '@/domain/numbers'

// The slider (react-aria) loads when a visitor opens a range section, not with the page.
const RangeSlider = dynamic(() => import('./RangeSlider'), {
  ssr: false,
  loading: () => <div className="range-slider range-slider-loading" aria-hidden="true" />,
})

type Props = {
  facet: 'price' | 'year' | 'km'
  label: string
  unit: string
  chosen: Range | undefined
  stats: { min: number; max: number } | undefined
  /** The spec's fixed price scale rather than the stock's own range. */
  fixedScale: boolean
  live: boolean
  onCommit: (range: SliderRange) => void
}

const asText = (value: number | undefined) => (value === undefined ? '' : String(value))
const asNumber = (text: string) => (text.trim() === '' ? undefined : Number(text))

/**
 * A range section: two boxes (From, To) that also work without JavaScript, and once the page
 * runs a two-thumb slider over the stock's own range (src/domain/rangeSlider.ts). The search
 * follows 400 ms after the last move or keystroke.
 */
export function RangeFilter({ facet, label, unit, chosen, stats, fixedScale, live, onCommit }: Props) {
  const [initiallyOpen] = useState(Boolean(chosen))
  const [open, setOpen] = useState(initiallyOpen)
  const scale = sliderScale(facet, stats, { fixedPrice: fixedScale })
  const [draft, setDraft] = useState({ min: asText(chosen?.min), max: asText(chosen?.max) })
  const editing = useRef(false)
  const timer = useRef<number | undefined>(undefined)
  // The search changed elsewhere (a chip, Back): the boxes follow, unless the visitor is using them.
  useEffect(() => {
    if (!editing.current) setDraft({ min: asText(chosen?.min), max: asText(chosen?.max) })
  }, [chosen?.min, chosen?.max])
  useEffect(() => () => window.clearTimeout(timer.current), [])

  const commitLater = (next: { min: string; max: string }) => {
    editing.current = true
    window.clearTimeout(timer.current)
    timer.current = window.setTimeout(() => {
      editing.current = false
      const range = { min: asNumber(next.min), max: asNumber(next.max) }
      const valid = [range.min, range.max].every(
        (value) => value === undefined || (Number.isFinite(value) && value >= 0),
      )
      // A half-typed range (the lower bound above the upper) waits for the rest.
      if (!valid || (range.min !== undefined && range.max !== undefined && range.min > range.max)) return
      if (range.min === chosen?.min && range.max === chosen?.max) return
      onCommit({
        ...(range.min !== undefined ? { min: range.min } : {}),
        ...(range.max !== undefined ? { max: range.max } : {}),
      })
    }, SLIDER_COMMIT_MS)
  }
  const type = (side: 'min' | 'max', text: string) => {
    const next = { ...draft, [side]: text }
    setDraft(next)
    if (live) commitLater(next)
  }

  const thumbs = thumbsOf(facet, scale, { min: asNumber(draft.min), max: asNumber(draft.max) })
  const unitText = unit ? ` (${unit})` : ''

  return (
    <details className="search-section" open={initiallyOpen} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{label}</summary>
      <fieldset className="search-range">
        <legend className="visually-hidden">{label}</legend>
        {live && open ? (
          <RangeSlider
            facet={facet}
            label={label}
            scale={scale}
            thumbs={thumbs}
            onMove={(range) => {
              const text = { min: asText(range.min), max: asText(range.max) }
              setDraft(text)
              commitLater(text)
            }}
          />
        ) : null}
        {(['min', 'max'] as const).map((side) => (
          <p key={side}>
            <label htmlFor={`${facet}-${side}`}>
              {side === 'min' ? 'From' : 'To'}
              {unitText}
            </label>
            <input
              id={`${facet}-${side}`}
              name={`${facet}_${side}`}
              type="number"
              inputMode="numeric"
              min={0}
              // Any whole number: a step of 1,000 made the browser refuse $25,500 (and km 12,000).
              step={1}
              value={draft[side]}
              onChange={(event) => type(side, event.currentTarget.value)}
              placeholder={
                stats ? formatNumber(side === 'min' ? Math.floor(stats.min) : Math.ceil(stats.max)) : undefined
              }
            />
          </p>
        ))}
      </fieldset>
    </details>
  )
}
