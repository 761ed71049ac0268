import { describe, expect, it } from 'vitest'
import { AA_NON_TEXT, AA_TEXT, contrastRatio, WHITE } from '@/domain/colourContrast'
import { DEMO_TENANTS } from './seed/demoTenants'
import { DEFAULT_THEME, NEUTRAL_INK, SYSTEM_FONTS, themeColours, themeContrastWarnings, themeVariables } from './theme'

/** Every text/background pair the sites draw with a theme's roles, with the ratio WCAG AA asks of it. */
function themePairs(theme: ReturnType<typeof themeColours>) {
  return [
    ['text on the primary colour (header, buttons)', theme.onPrimary, theme.primary, AA_TEXT],
    ['primary as text on white (links, prices)', theme.primaryInk, WHITE, AA_TEXT],
    ['text on the secondary colour (tinted bands)', theme.onSecondary, theme.secondary, AA_TEXT],
    ['text on the accent colour (badges)', theme.onAccent, theme.accent, AA_TEXT],
    ['accent as text on white', theme.accentInk, WHITE, AA_TEXT],
    ['focus ring on white', theme.focus, WHITE, AA_NON_TEXT],
    ['focus ring on the primary colour', theme.focusOnPrimary, theme.primary, AA_NON_TEXT],
    ['body text on white', NEUTRAL_INK, WHITE, AA_TEXT],
  ] as const
}

describe('theme colour roles', () => {
  it('exposes the tenant colours as CSS variables, with white text on Toyota red', () => {
    const vars = themeVariables({
      theme: { primaryColour: '#EB0A1E', secondaryColour: '#fff', accentColour: '#111111' },
    })
    expect(vars['--brand-primary']).toBe('#EB0A1E')
    expect(vars['--brand-secondary']).toBe('#fff')
    expect(vars['--brand-accent']).toBe('#111111')
    expect(vars['--brand-on-primary']).toBe('#ffffff')
  })

  it('falls back to the platform defaults for missing or invalid colours', () => {
    const vars = themeVariables({ theme: { primaryColour: 'red; background:url(x)', secondaryColour: null } })
    expect(vars['--brand-primary']).toBe(DEFAULT_THEME.primary)
    expect(vars['--brand-secondary']).toBe(DEFAULT_THEME.secondary)
    expect(themeVariables(null)['--brand-accent']).toBe(DEFAULT_THEME.accent)
  })

  it.each(DEMO_TENANTS.map((demo) => [demo.name, demo.theme] as const))(
    'every text/background pair of %s meets WCAG AA',
    (_name, theme) => {
      for (const [pair, text, background, minimum] of themePairs(themeColours({ theme }))) {
        expect(contrastRatio(text, background), pair).toBeGreaterThanOrEqual(minimum)
      }
    },
  )

  it('keeps every pair readable whatever colours a dealer picks (2,000 random themes)', () => {
    let seed = 7
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 0xffffff
    const colour = () => `#${Math.floor(random()).toString(16).padStart(6, '0')}`
    for (let i = 0; i < 2000; i++) {
      const theme = { primaryColour: colour(), secondaryColour: colour(), accentColour: colour() }
      for (const [pair, text, background, minimum] of themePairs(themeColours({ theme }))) {
        expect(contrastRatio(text, background), `${pair} in ${JSON.stringify(theme)}`).toBeGreaterThanOrEqual(minimum)
      }
    }
  })

  it('keeps an amber accent on badges and uses a deeper amber for accent text on white', () => {
    const colours = themeColours({ theme: { accentColour: '#F2A900' } })
    expect(colours.accent).toBe('#F2A900')
    expect(colours.onAccent).toBe('#000000')
    expect(colours.accentInk).not.toBe('#f2a900')
  })
})

describe('contrast warnings in the admin', () => {
  it('names a colour that cannot be used as text, and the shade the site uses instead', () => {
    const [warning, ...rest] = themeContrastWarnings({ primaryColour: '#0B2545', accentColour: '#F2A900' })
    expect(rest).toEqual([])
    expect(warning).toContain('Accent colour #F2A900 is 2.0:1 against white')
    expect(warning).toContain(themeColours({ theme: { accentColour: '#F2A900' } }).accentInk)
  })

  it('warns on a secondary colour too dark for the site’s text, and is silent on readable themes', () => {
    expect(themeContrastWarnings({ secondaryColour: '#333333' })[0]).toContain('Secondary colour #333333')
    expect(
      themeContrastWarnings({ primaryColour: '#EB0A1E', secondaryColour: '#F5F5F5', accentColour: '#1A1A1A' }),
    ).toEqual([])
    expect(themeContrastWarnings({ primaryColour: 'not a colour' })).toEqual([])
  })
})

describe('site font', () => {
  it('uses the dealer’s self-hosted font with the system stack behind it', () => {
    expect(themeVariables({ theme: { font: 'inter' } })['--font-body']).toBe(`var(--font-inter), ${SYSTEM_FONTS}`)
    expect(themeVariables({ theme: { font: 'montserrat' } })['--font-body']).toBe(
      `var(--font-montserrat), ${SYSTEM_FONTS}`,
    )
  })

  it('uses the system stack when none or an unknown font is chosen', () => {
    expect(themeVariables({ theme: { font: 'system' } })['--font-body']).toBe(SYSTEM_FONTS)
    expect(themeVariables({ theme: { font: 'comic-sans' as 'system' } })['--font-body']).toBe(SYSTEM_FONTS)
    expect(themeVariables(null)['--font-body']).toBe(SYSTEM_FONTS)
  })
})
