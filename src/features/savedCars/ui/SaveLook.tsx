import { SAVE_LABEL, SAVED_LABEL } from '@/domain/watchlist'
import './save-car.css'

/** The Save / Saved toggle as it looks, whoever drives it (the signed-out button or the watchlist). */
export function SaveLook({
  pressed,
  busy = false,
  onPress,
}: {
  pressed: boolean
  busy?: boolean
  onPress?: () => void
}) {
  return (
    <button
      type="button"
      className="btn btn-ghost save-car"
      aria-pressed={pressed}
      aria-busy={busy || undefined}
      disabled={!onPress}
      onClick={busy ? undefined : onPress}
    >
      <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" strokeWidth="2" stroke="currentColor">
        <path
          d="M6 3h12a1 1 0 0 1 1 1v17l-7-4.5L5 21V4a1 1 0 0 1 1-1z"
          fill={pressed ? 'currentColor' : 'none'}
          strokeLinejoin="round"
        />
      </svg>
      {pressed ? SAVED_LABEL : SAVE_LABEL}
    </button>
  )
}
