import type { MenuCategory } from '@/content/navigation'

/** The header menu as the client navigation receives it (plain, serialisable). */
export type NavLink = { label: string; href: string; newTab: boolean }
export type HeaderItem =
  | { kind: 'link'; label: string; href: string; newTab: boolean }
  | { kind: 'group'; label: string; links: NavLink[] }
  | { kind: 'models'; label: string; categories: MenuCategory[]; sideLinks: NavLink[] }

/** Dispatch this on window to close every open header dropdown (the spec's force-close signal). */
export const FORCE_CLOSE_EVENT = 'site:close-menus'
