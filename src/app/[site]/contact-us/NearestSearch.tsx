import './nearest-search.css'

/**
 * "Find your nearest location": a postcode the browser sends by itself (GET, so it works
 * without scripts); the page answers with its locations nearest first (src/domain/nearestLocations.ts).
 */
export function NearestSearch({ action, postcode, error }: { action: string; postcode: string; error?: string }) {
  return (
    <form className="nearest-search" method="get" action={action} role="search" aria-label="Find your nearest location">
      <p className="nearest-field">
        <label htmlFor="nearest-postcode">Your postcode</label>
        <input
          id="nearest-postcode"
          name="postcode"
          defaultValue={postcode}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={4}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'nearest-error' : undefined}
        />
      </p>
      <button type="submit" className="outline-button">
        Find nearest
      </button>
      {error ? (
        <p id="nearest-error" className="nearest-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  )
}
