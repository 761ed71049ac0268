import { useSyncExternalStore } from 'react'

/**
 * A list a visitor's browser keeps in this dealer site's local storage (the site's own origin:
 * another dealer's site never sees it), read through one subscription so every part of the
 * page showing it agrees at once, and another tab catches up through the storage event.
 * `parse` turns whatever the browser held into the list (edited or old entries dropped).
 */
export type BrowserList<T> = {
  read: () => T[]
  /** Stores the list; false when the browser keeps nothing (storage off or full). */
  write: (list: T[]) => boolean
  /** The list as it stands, kept current; empty while the server renders. */
  use: () => T[]
}

const listeners = new Set<() => void>()

const storage = (): Storage | undefined => {
  try {
    return globalThis.localStorage
  } catch {
    return undefined
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  const fromOtherTab = () => listener()
  window.addEventListener('storage', fromOtherTab)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', fromOtherTab)
  }
}

export function browserList<T>(key: string, parse: (value: unknown) => T[]): BrowserList<T> {
  const empty: T[] = []
  // useSyncExternalStore needs the same array while nothing changed.
  let kept: { raw: string | null; list: T[] } | null = null
  const read = (): T[] => {
    let raw: string | null
    try {
      raw = storage()?.getItem(key) ?? null
    } catch {
      return empty
    }
    if (kept?.raw === raw) return kept.list
    let list = empty
    try {
      list = raw ? parse(JSON.parse(raw)) : empty
    } catch {
      list = empty
    }
    kept = { raw, list }
    return list
  }
  const write = (list: T[]): boolean => {
    try {
      const store = storage()
      if (!store) return false
      store.setItem(key, JSON.stringify(list))
    } catch {
      return false
    }
    listeners.forEach((listener) => listener())
    return true
  }
  return {
    read,
    write,
    use: () => useSyncExternalStore(subscribe, read, () => empty),
  }
}
