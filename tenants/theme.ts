import type { Tenant } from '@/payload-types'

export const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i

export const DEFAULT_THEME = {
  primary: '#1f2937',
  secondary: '#ffffff',
  accent: '#2563eb',
} as const

/** The system font stack: nothing to download. */
export const SYSTEM_FONTS = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"

/**
 * Self-hosted brand fonts a dealer can choose (served from the site itself, never a font
 * CDN). Each is declared once with next/font (src/app/[site]/fonts.ts) as a CSS variable; a
 * browser downloads only the font the dealer's pages actually use.
 */
export const SITE_FONTS = {
  system: { label: 'System fonts (fastest: nothing to download)', variable: null },
  inter: { label: 'Inter', variable: '--font-inter' },
  'open-sans': { label: 'Open Sans', variable: '--font-open-sans' },
  montserrat: { label: 'Montserrat', variable: '--font-montserrat' },
} as const
export type SiteFont = keyof typeof SITE_FONTS

/** The body font stack of a dealer's choice, falling back to the system stack while it loads. */
export function fontStack(font: string | null | undefined): string {
  const chosen = font && font in SITE_FONTS ? SITE_FONTS[font as SiteFont].variable : null
  return chosen ? `var(${chosen}), ${SYSTEM_FONTS}` : SYSTEM_FONTS
}

/** The tenant's brand colours and font as CSS custom properties for the site shell. */
export function themeVariables(tenant: Pick<Tenant, 'theme'> | null): Record<`--${string}`, string> {
  const theme = tenant?.theme
  const pick = (value: string | null | undefined, fallback: string) =>
    value && HEX_COLOUR.test(value) ? value : fallback
  const primary = pick(theme?.primaryColour, DEFAULT_THEME.primary)
  return {
    '--brand-primary': primary,
    '--brand-secondary': pick(theme?.secondaryColour, DEFAULT_THEME.secondary),
    '--brand-accent': pick(theme?.accentColour, DEFAULT_THEME.accent),
    '--brand-on-primary': readableTextOn(primary),
    '--font-body': fontStack(theme?.font),
  }
}

/** Black or white, whichever has the higher WCAG contrast ratio against `hex`. */
export function readableTextOn(hex: string): '#000000' | '#ffffff' {
  const l = relativeLuminance(hex)
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? '#000000' : '#ffffff'
}

export function relativeLuminance(hex: string): number {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex
  const channel = (i: number) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
}
