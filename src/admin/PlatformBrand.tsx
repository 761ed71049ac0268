import { PLATFORM_NAME } from '@/config/platform'

/** A car-and-road mark, drawn in the admin's text colour so it suits the light and dark themes. */
function Mark({ size }: { size: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
    >
      <path d="M5 19.5 8 12.5a3 3 0 0 1 2.8-2h10.4a3 3 0 0 1 2.8 2l3 7" strokeLinejoin="round" />
      <rect x="3.5" y="19" width="25" height="6.5" rx="2" />
      <circle cx="9.5" cy="25.5" r="2.5" fill="currentColor" stroke="none" />
      <circle cx="22.5" cy="25.5" r="2.5" fill="currentColor" stroke="none" />
    </svg>
  )
}

/** The sign-in and first-user screens' logo: the platform's mark and name, instead of Payload's. */
export function PlatformLogo() {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: '0.6rem', color: 'var(--theme-text)' }}>
      <Mark size={40} />
      <span style={{ fontSize: '1.6rem', fontWeight: 700, letterSpacing: '-0.01em' }}>{PLATFORM_NAME}</span>
    </span>
  )
}

/** The admin's small icon (top left, beside the breadcrumbs). */
export function PlatformIcon() {
  return (
    <span style={{ display: 'inline-flex', color: 'var(--theme-text)' }} title={PLATFORM_NAME}>
      <Mark size={22} />
    </span>
  )
}
