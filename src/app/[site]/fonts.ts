import localFont from 'next/font/local'

// The brand fonts dealers can choose (tenants/theme.ts SITE_FONTS), self-hosted from the
// site's own origin. Declaring them costs nothing: a browser downloads a font only when the
// dealer's --font-body uses it. Not preloaded (a dealer on the system stack must not pay for
// them); swap with metric-adjusted fallbacks keeps text visible and the layout still.
const inter = localFont({
  src: '../../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-inter',
  weight: '100 900',
  display: 'swap',
  preload: false,
  adjustFontFallback: 'Arial',
})
const openSans = localFont({
  src: '../../../node_modules/@fontsource-variable/open-sans/files/open-sans-latin-wght-normal.woff2',
  variable: '--font-open-sans',
  weight: '300 800',
  display: 'swap',
  preload: false,
  adjustFontFallback: 'Arial',
})
const montserrat = localFont({
  src: '../../../node_modules/@fontsource-variable/montserrat/files/montserrat-latin-wght-normal.woff2',
  variable: '--font-montserrat',
  weight: '100 900',
  display: 'swap',
  preload: false,
  adjustFontFallback: 'Arial',
})

/** Classes that define every brand font's CSS variable; set on <html>. */
export const fontVariables = [inter.variable, openSans.variable, montserrat.variable].join(' ')
