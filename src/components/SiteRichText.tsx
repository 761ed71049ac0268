import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { RichText, type JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'
import { internalLinkHref } from '@/domain/internalLinks'

const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  // Links to the dealer's own pages, offers and models go where the document is now; one
  // whose target is gone or unpublished stays as plain text rather than a dead link.
  link: ({ node, nodesToJSX }) => {
    const children = nodesToJSX({ nodes: node.children })
    const href = node.fields.linkType === 'internal' ? internalLinkHref(node.fields.doc) : node.fields.url
    if (!href) return <>{children}</>
    const newTab = Boolean(node.fields.newTab)
    return (
      <a href={href} rel={newTab ? 'noopener noreferrer' : undefined} target={newTab ? '_blank' : undefined}>
        {children}
      </a>
    )
  },
})

/** Rich text from the CMS on a dealer site. */
export function SiteRichText({ data, className }: { data: SerializedEditorState; className?: string }) {
  return <RichText data={data} converters={converters} className={className} />
}
