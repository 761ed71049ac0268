/** Questions that open to their answers (native disclosure: keyboard and screen-reader friendly, no script). */
export function FaqList({
  heading,
  items,
}: {
  heading?: string | null
  items: readonly { id?: string | null; question: string; answer: string }[]
}) {
  if (!items.length) return null
  return (
    <section className="block block-faq" aria-label={heading || 'Questions'}>
      {heading ? <h2>{heading}</h2> : null}
      {items.map((item) => (
        <details key={item.id ?? item.question} className="faq-item">
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </section>
  )
}
