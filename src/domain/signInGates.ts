// Spec §6: pages a visitor signs in for. Online payment and My Garage always; checkout, the
// finance page and personalised finance where the dealer says so. Trade-in and sell-my-car never.

export const ONLINE_PAYMENT_PATH = '/online-payment'

export const GATED_PAGES = ['my-garage', 'online-payment', 'checkout', 'finance', 'personalised-finance'] as const
export type GatedPage = (typeof GATED_PAGES)[number]

/** The dealer's switches that gate a page (the features and finance settings that hold them). */
export type GateSettings = {
  features: { checkoutSignIn: boolean }
  finance: { pageSignIn: boolean; personalisedSignIn: boolean }
}

/** Whether this page needs a signed-in visitor on this dealer's site. */
export function signInRequired(page: GatedPage, settings: GateSettings): boolean {
  switch (page) {
    case 'my-garage':
    case 'online-payment':
      return true
    case 'checkout':
      return settings.features.checkoutSignIn
    case 'finance':
      return settings.finance.pageSignIn
    case 'personalised-finance':
      return settings.finance.personalisedSignIn
  }
}

/** The sign-in for this page (its ?type=), coming back to `returnPath` after. */
export const signInFirstPath = (page: GatedPage, returnPath: string) =>
  `/sign-in?${new URLSearchParams({ type: page, redirect: returnPath })}`

/**
 * Where a visitor goes before this page: the sign-in, or null when they may see it (signed in,
 * or the page is not gated on this site).
 */
export function gatedPath(page: GatedPage, settings: GateSettings, signedIn: boolean, returnPath: string) {
  return signedIn || !signInRequired(page, settings) ? null : signInFirstPath(page, returnPath)
}
