import type { UIFieldServerProps } from 'payload'

/** On the dealer's Stock settings: where the import history and Sync now are. */
export function StockPageLink({ data }: UIFieldServerProps) {
  const slug = (data as { slug?: string } | undefined)?.slug
  return (
    <p style={{ margin: '0 0 1rem' }}>
      Every import of this dealer’s stock (nightly, pushed, command line, Sync now), with its counts and rejected rows,
      is on the <a href={slug ? `/admin/stock?dealer=${encodeURIComponent(slug)}` : '/admin/stock'}>Stock page</a>.
    </p>
  )
}
