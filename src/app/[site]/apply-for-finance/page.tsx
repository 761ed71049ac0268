// Another address of the finance enquiry page (the dealer's finance link setting picks the canonical one).
export { default, generateMetadata } from '../finance/page'
