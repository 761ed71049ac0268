// Some dealers' contact page lives at /contact (the tenant's contact path setting).
export { default, generateMetadata } from '../contact-us/page'
