import type { CallToActionBlock as CallToActionData } from '@/payload-types'

export function CallToActionBlock({ block }: { block: CallToActionData }) {
  return (
    <section className="block block-cta">
      <h2>{block.heading}</h2>
      {block.text ? <p>{block.text}</p> : null}
      <a className="button" href={block.buttonLink}>
        {block.buttonLabel}
      </a>
    </section>
  )
}
