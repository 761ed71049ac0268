import type { AcceptedPaymentsBlock as AcceptedPaymentsData } from '@/payload-types'

export function AcceptedPaymentsBlock({ block }: { block: AcceptedPaymentsData }) {
  return (
    <section className="block block-payments" aria-label={block.heading || 'Accepted payments'}>
      {block.heading ? <p className="payments-heading">{block.heading}</p> : null}
      <ul>
        {(block.methods ?? []).map((method) => (
          <li key={method}>{method}</li>
        ))}
      </ul>
    </section>
  )
}
