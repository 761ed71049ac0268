'use client'

import { useFormFields } from '@payloadcms/ui'
import { themeContrastWarnings } from '@tenants/theme'

/**
 * Under the brand colours: a warning, as the editor types, for each colour that cannot be
 * used as it is where the site needs readable text, naming the shade the site uses instead.
 */
export function ThemeContrastNotice() {
  const [primaryColour, secondaryColour, accentColour] = useFormFields(([fields]) => [
    fields['theme.primaryColour']?.value as string | undefined,
    fields['theme.secondaryColour']?.value as string | undefined,
    fields['theme.accentColour']?.value as string | undefined,
  ])
  const warnings = themeContrastWarnings({ primaryColour, secondaryColour, accentColour })
  if (!warnings.length) return null
  return (
    <div
      role="status"
      data-testid="theme-contrast-warnings"
      style={{
        margin: '0 0 1.5rem',
        padding: '0.75rem 1rem',
        borderRadius: '4px',
        border: '1px solid var(--theme-warning-500)',
        background: 'var(--theme-warning-100)',
        color: 'var(--theme-elevation-1000)',
      }}
    >
      <strong>Colour contrast (WCAG AA)</strong>
      <ul style={{ margin: '0.5rem 0 0', paddingLeft: '1.25rem' }}>
        {warnings.map((warning) => (
          <li key={warning}>{warning}</li>
        ))}
      </ul>
    </div>
  )
}
