// Some dealers' contact page lives at /contact (the tenant's contact path setting).
export { default, generateMetadata } from '../contact-us/page'

// Reads the query string, so it renders per request (its data reads are still cached).
export const dynamic = 'force-dynamic'
