import { searchHistoryOf, withSearch, type PastSearch } from '@/domain/visitHistory'
import { browserList } from '@/lib/browserList'

/** The visitor's last searches on this dealer's site, the latest first (spec: the last 5, kept locally). */
export const searchHistory = browserList('search-history', searchHistoryOf)

export function rememberSearch(search: PastSearch) {
  const list = searchHistory.read()
  const next = withSearch(list, search)
  if (next !== list) searchHistory.write(next)
}
