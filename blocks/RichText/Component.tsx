import { SiteRichText } from '@/components/SiteRichText'
import type { RichTextBlock as RichTextBlockData } from '@/payload-types'

export function RichTextBlock({ block }: { block: RichTextBlockData }) {
  return (
    <section className="block block-rich-text">
      <SiteRichText data={block.content} />
    </section>
  )
}
