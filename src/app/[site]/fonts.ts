import localFont from 'next/font/local'

// The brand fonts dealers can choose (tenants/theme.ts SITE_FONTS), self-hosted from the
// site's own origin. Declaring them costs nothing: a browser downloads a font only when the
// dealer's --font-body uses it. Not preloaded (a dealer on the system stack must not pay for
// them); swap with metric-adjusted fallbacks keeps text visible and the layout still.
// The files are the packages' variable fonts cut to weights 400-700 and the characters dealer
// copy uses (scripts/subset-fonts.sh): 25-34 KB each instead of 38-48 KB.
const inter = localFont({
  src: './fonts/inter-latin-400-700.woff2',
  variable: '--font-inter',
  weight: '400 700',
  display: 'swap',
  preload: false,
  adjustFontFallback: 'Arial',
})
const openSans = localFont({
  src: './fonts/open-sans-latin-400-700.woff2',
  variable: '--font-open-sans',
  weight: '400 700',
  display: 'swap',
  preload: false,
  adjustFontFallback: 'Arial',
})
const montserrat = localFont({
  src: './fonts/montserrat-latin-400-700.woff2',
  variable: '--font-montserrat',
  weight: '400 700',
  display: 'swap',
  preload: false,
  adjustFontFallback: 'Arial',
})

/** Classes that define every brand font's CSS variable; set on <html>. */
export const fontVariables = [inter.variable, openSans.variable, montserrat.variable].join(' ')
