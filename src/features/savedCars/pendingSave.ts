// A save asked for before signing in: kept in this tab while the visitor signs in, and made
// when they come back to the car (spec: "comes back with the car saved").
const KEY = 'watchlist-pending-save'

export function rememberPendingSave(slug: string): void {
  try {
    window.sessionStorage.setItem(KEY, slug)
  } catch {
    // No storage: the visitor presses Save again once signed in.
  }
}

/** Whether a save of this car was waiting; it is taken (made once). */
export function takePendingSave(slug: string): boolean {
  try {
    if (window.sessionStorage.getItem(KEY) !== slug) return false
    window.sessionStorage.removeItem(KEY)
    return true
  } catch {
    return false
  }
}
