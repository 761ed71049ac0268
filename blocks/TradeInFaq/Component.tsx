import type { TradeInFaqBlock as TradeInFaqData } from '@/payload-types'

/** Questions that open to their answers (native disclosure: keyboard and screen-reader friendly, no script). */
export function TradeInFaqBlock({ block }: { block: TradeInFaqData }) {
  if (!block.items?.length) return null
  return (
    <section className="block block-faq" aria-label={block.heading || 'Questions'}>
      {block.heading ? <h2>{block.heading}</h2> : null}
      {block.items.map((item) => (
        <details key={item.id ?? item.question} className="faq-item">
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </section>
  )
}
