import type { Tenant } from '@/payload-types'
import { AA_NON_TEXT, AA_TEXT, contrastRatio, shadeFor, textOn, WHITE } from '@/domain/colourContrast'

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

/**
 * The colour roles of a dealer's theme, each text colour computed against the surface it sits
 * on so that no choice of brand colours produces unreadable text (WCAG AA, 4.5:1; focus rings
 * 3:1). The brand colours stay as chosen for surfaces (header, buttons, badges); where one of
 * them is used as text or a ring on white, the closest shade that reads is used instead.
 */
export function themeColours(tenant: Pick<Tenant, 'theme'> | null) {
  const theme = tenant?.theme
  const pick = (value: string | null | undefined, fallback: string) =>
    value && HEX_COLOUR.test(value) ? value : fallback
  const primary = pick(theme?.primaryColour, DEFAULT_THEME.primary)
  const secondary = pick(theme?.secondaryColour, DEFAULT_THEME.secondary)
  const accent = pick(theme?.accentColour, DEFAULT_THEME.accent)
  return {
    primary,
    onPrimary: textOn(primary),
    /** The primary colour as text and links on white (price figures, links, active tabs). */
    primaryInk: shadeFor(primary, WHITE),
    secondary,
    onSecondary: shadeFor(NEUTRAL_INK, secondary),
    accent,
    onAccent: textOn(accent),
    accentInk: shadeFor(accent, WHITE),
    /** Focus rings on the white page, and on the primary-coloured header and buttons. */
    focus: shadeFor(accent, WHITE, AA_NON_TEXT),
    focusOnPrimary: contrastRatio(accent, primary) >= AA_NON_TEXT ? accent : textOn(primary),
  }
}

export type ThemeColours = ReturnType<typeof themeColours>

/** Body text of the sites (tokens.css), also the text on the dealer's secondary colour. */
export const NEUTRAL_INK = '#111827'

/** The tenant's brand colours and font as CSS custom properties for the site shell. */
export function themeVariables(tenant: Pick<Tenant, 'theme'> | null): Record<`--${string}`, string> {
  const colours = themeColours(tenant)
  return {
    '--brand-primary': colours.primary,
    '--brand-on-primary': colours.onPrimary,
    '--brand-primary-ink': colours.primaryInk,
    '--brand-secondary': colours.secondary,
    '--brand-on-secondary': colours.onSecondary,
    '--brand-accent': colours.accent,
    '--brand-on-accent': colours.onAccent,
    '--brand-accent-ink': colours.accentInk,
    '--brand-focus': colours.focus,
    '--brand-focus-on-primary': colours.focusOnPrimary,
    '--font-body': fontStack(tenant?.theme?.font),
  }
}

/**
 * What the admin tells an editor about their colours: for each brand colour that cannot be
 * used as it is somewhere the site needs it, where and what the site uses instead.
 */
export function themeContrastWarnings(theme: {
  primaryColour?: string | null
  secondaryColour?: string | null
  accentColour?: string | null
}): string[] {
  const warnings: string[] = []
  const ratio = (a: string, b: string) => contrastRatio(a, b).toFixed(1)
  const valid = (value: string | null | undefined): value is string => Boolean(value && HEX_COLOUR.test(value))
  for (const [name, value] of [
    ['Primary', theme.primaryColour],
    ['Accent', theme.accentColour],
  ] as const) {
    if (!valid(value) || contrastRatio(value, WHITE) >= AA_TEXT) continue
    warnings.push(
      `${name} colour ${value} is ${ratio(value, WHITE)}:1 against white, under the 4.5:1 that WCAG AA asks of text: ` +
        `links and text in this colour will use ${shadeFor(value, WHITE)} instead.`,
    )
  }
  if (valid(theme.secondaryColour) && contrastRatio(NEUTRAL_INK, theme.secondaryColour) < AA_TEXT) {
    warnings.push(
      `Secondary colour ${theme.secondaryColour} is a background for text: the site’s dark text is only ` +
        `${ratio(NEUTRAL_INK, theme.secondaryColour)}:1 on it and will use ${shadeFor(NEUTRAL_INK, theme.secondaryColour)}. ` +
        'A light tint of the brand reads best.',
    )
  }
  return warnings
}
