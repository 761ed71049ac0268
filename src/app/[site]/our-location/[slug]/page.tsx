// The same location page at the spec's alternative address; its canonical URL stays /contact-us/{slug}.
export { default, generateMetadata, generateStaticParams } from '../../contact-us/[slug]/page'
