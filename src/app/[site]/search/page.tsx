import { permanentRedirect } from 'next/navigation'
import { stockSearchPath } from '@/domain/searchPaths'

/** /search on its own is the general stock search. */
export default function SearchIndex() {
  permanentRedirect(stockSearchPath())
}
