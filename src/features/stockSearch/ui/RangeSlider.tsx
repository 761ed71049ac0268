import { Label, Slider, SliderOutput, SliderThumb, SliderTrack } from 'react-aria-components'
import { moveThumb, rangeOfThumbs, type SliderRange, type SliderScale } from '@/domain/rangeSlider'
import { rangeValueText } from '@/search/searchState'

/**
 * The two-thumb range slider (react-aria: keyboard, touch and screen readers), on the stock's
 * own scale with the spec's rules (src/domain/rangeSlider.ts). It reports the range the thumbs
 * choose; the range section waits for the visitor to stop before the search follows.
 */
export default function RangeSlider({
  facet,
  label,
  scale,
  thumbs,
  onMove,
}: {
  facet: string
  label: string
  scale: SliderScale
  thumbs: [number, number]
  onMove: (range: SliderRange) => void
}) {
  const format = (value: number) => rangeValueText(facet, value)
  return (
    <Slider
      className="range-slider"
      minValue={scale.min}
      maxValue={scale.max}
      step={scale.step}
      value={thumbs}
      onChange={(values) => {
        const [low, high] = values as number[]
        const moved: 0 | 1 = low !== thumbs[0] ? 0 : 1
        onMove(rangeOfThumbs(scale, moveThumb(facet, scale, thumbs, moved, moved === 0 ? low! : high!)))
      }}
    >
      <Label className="visually-hidden">{label}</Label>
      <SliderOutput className="range-slider-output">
        {() =>
          thumbs[0] === scale.min && thumbs[1] === scale.max
            ? `Any ${label.toLowerCase()}`
            : `${format(thumbs[0])} – ${format(thumbs[1])}`
        }
      </SliderOutput>
      <SliderTrack className="range-slider-track">
        {({ state }) => (
          <>
            <div
              className="range-slider-fill"
              style={{
                left: `${state.getThumbPercent(0) * 100}%`,
                width: `${(state.getThumbPercent(1) - state.getThumbPercent(0)) * 100}%`,
              }}
            />
            <SliderThumb index={0} aria-label={`Lowest ${label.toLowerCase()}`} className="range-slider-thumb" />
            <SliderThumb index={1} aria-label={`Highest ${label.toLowerCase()}`} className="range-slider-thumb" />
          </>
        )}
      </SliderTrack>
    </Slider>
  )
}
