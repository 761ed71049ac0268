'use client'
import { useEffect } from 'react'
import { removeFromShortlist, shortlist } from '@/components/shortlist/shortlistStore'
import { comparePath } from '@/domain/shortlist'

/** Remove, on a compared car: a link to the page without it (no script needed), which also takes it off the browser's list. */
export function RemoveFromCompare({ slug, others, title }: { slug: string; others: string[]; title: string }) {
  return (
    <a className="compare-remove" href={comparePath(others)} onClick={() => removeFromShortlist('compare', slug)}>
      Remove<span className="visually-hidden"> {title} from the comparison</span>
    </a>
  )
}

/** /compare without cars in its address: the cars this browser chose, when it chose any. */
export function CompareFromBrowser() {
  useEffect(() => {
    const slugs = shortlist('compare').map((car) => car.slug)
    if (slugs.length) window.location.replace(comparePath(slugs))
  }, [])
  return null
}
