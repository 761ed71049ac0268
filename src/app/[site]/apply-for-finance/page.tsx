// Another address of the finance enquiry page (the dealer's finance link setting picks the canonical one).
export { default, generateMetadata } from '../finance/page'

// As on /finance: it reads the car it was opened for from the query string (Next reads this
// setting from each page file itself, so it is repeated here rather than re-exported).
export const dynamic = 'force-dynamic'
