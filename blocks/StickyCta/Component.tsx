import type { StickyCtaBlock as StickyCtaData } from '@/payload-types'
import { StickyCtaBar } from './StickyCtaBar.client'

export function StickyCtaBlock({ block }: { block: StickyCtaData }) {
  return <StickyCtaBar text={block.text} buttonLabel={block.buttonLabel} buttonLink={block.buttonLink} />
}
