import { describe, expect, it } from 'vitest'
import { returnPath } from './returnPath'
import { showsSaveControl, watchlistSignIn } from './watchlist'

describe('the watchlist', () => {
  it('offers a sold car only to a visitor who saved it already', () => {
    expect(showsSaveControl(true, false)).toBe(true)
    expect(showsSaveControl(true, true)).toBe(true)
    expect(showsSaveControl(false, true)).toBe(true)
    expect(showsSaveControl(false, false)).toBe(false)
  })

  it('sends a visitor who is not signed in to the sign-in for the watchlist, and back to the car', () => {
    const address = new URL(watchlistSignIn('/cars/2019-toyota-corolla?x=1'), 'http://site.test')
    expect(address.pathname).toBe('/sign-in')
    expect(address.searchParams.get('type')).toBe('watchlist')
    expect(returnPath(address.searchParams.get('redirect'))).toBe('/cars/2019-toyota-corolla?x=1')
  })
})
