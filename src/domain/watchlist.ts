// A signed-in visitor's watchlist (spec): the cars they saved on one dealer's site, kept on the
// server with their account and shown in My Garage. The spec's words, word for word.

export const SAVE_LABEL = 'Save'
export const SAVED_LABEL = 'Saved'
export const SAVED_TOAST = 'Car Saved In Watchlist'
export const REMOVED_TOAST = 'Car Removed'
export const VIEW_LIST = 'View List'
/** Spec event 39: a car saved to the watchlist. */
export const CAR_SAVED_EVENT = 39

export const MY_GARAGE_PATH = '/my-garage'
/** The sign-in's ?type= when a save sends the visitor there first. */
export const WATCHLIST_SIGN_IN_TYPE = 'watchlist'

export const NOT_SIGNED_IN = 'Please sign in to save cars.'
export const CAR_NOT_FOUND = 'This car is not on our site.'
export const SOLD_CAR = 'This car has been sold and cannot be saved.'
export const OTHER_PHONE = 'This is not the mobile number you signed in with.'
/** How many cars one visitor keeps on a site's watchlist. */
export const WATCHLIST_LIMIT = 100
export const WATCHLIST_FULL = `Your watchlist holds ${WATCHLIST_LIMIT} cars. Remove one to save another.`

/** Spec: a sold car shows the save control only to a visitor who saved it already (so they can remove it). */
export const showsSaveControl = (inStock: boolean, saved: boolean) => inStock || saved

/** Where a save goes for a visitor who is not signed in: the sign-in, then back to the car. */
export function watchlistSignIn(returnTo: string): string {
  const query = new URLSearchParams({ type: WATCHLIST_SIGN_IN_TYPE, redirect: returnTo, back: returnTo })
  return `/sign-in?${query}`
}
