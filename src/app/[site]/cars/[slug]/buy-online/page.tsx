// /cars/{slug}/buy-online: the same page as /cars/{slug}/checkout, the address some dealers' sites use.
export { default, metadata } from '../checkout/page'
export const dynamic = 'force-dynamic'
