import { describe, expect, it } from 'vitest'
import { DEFAULT_THEME, readableTextOn, SYSTEM_FONTS, themeVariables } from './theme'

describe('themeVariables', () => {
  it('exposes the tenant colours as CSS variables with readable text on the primary colour', () => {
    const vars = themeVariables({
      theme: { primaryColour: '#EB0A1E', secondaryColour: '#fff', accentColour: '#111111' },
    })
    expect(vars['--brand-primary']).toBe('#EB0A1E')
    expect(vars['--brand-secondary']).toBe('#fff')
    expect(vars['--brand-accent']).toBe('#111111')
    expect(vars['--brand-on-primary']).toBe('#000000')
  })

  it('falls back to the platform defaults for missing or invalid colours', () => {
    const vars = themeVariables({ theme: { primaryColour: 'red; background:url(x)', secondaryColour: null } })
    expect(vars['--brand-primary']).toBe(DEFAULT_THEME.primary)
    expect(vars['--brand-secondary']).toBe(DEFAULT_THEME.secondary)
    expect(themeVariables(null)['--brand-accent']).toBe(DEFAULT_THEME.accent)
  })

  it('picks white text on dark colours and black on light ones', () => {
    expect(readableTextOn('#0b2545')).toBe('#ffffff')
    expect(readableTextOn('#f2a900')).toBe('#000000')
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
