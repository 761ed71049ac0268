/** A rosette beside the certified badge (decorative: the badge's text says it). */
export function CertifiedGlyph() {
  return (
    <svg
      aria-hidden="true"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <path
        d="M12 3l2.2 1.6 2.7-.1.8 2.6 2.2 1.6-.9 2.6.9 2.6-2.2 1.6-.8 2.6-2.7-.1L12 21l-2.2-1.6-2.7.1-.8-2.6-2.2-1.6.9-2.6-.9-2.6 2.2-1.6.8-2.6 2.7.1z M8.5 12l2.3 2.3 4.7-4.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
