import type { DemoTenant } from './demoTenants'

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!)

/** A simple wordmark logo, so the demo needs no binary assets in the repository. */
export function wordmarkSvg(tenant: DemoTenant): Buffer {
  const width = Math.max(160, tenant.logoText.length * 14 + 32)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="48" viewBox="0 0 ${width} 48" role="img">
  <rect width="${width}" height="48" rx="6" fill="${tenant.theme.secondaryColour}"/>
  <text x="${width / 2}" y="31" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="20" font-weight="700" fill="${tenant.theme.primaryColour}">${escapeXml(tenant.logoText)}</text>
</svg>
`
  return Buffer.from(svg, 'utf8')
}

/** Lexical rich-text state holding plain paragraphs. */
export function paragraphsRichText(paragraphs: string[]) {
  return {
    root: {
      type: 'root',
      version: 1,
      direction: 'ltr' as const,
      format: '' as const,
      indent: 0,
      children: paragraphs.map((text) => ({
        type: 'paragraph',
        version: 1,
        direction: 'ltr' as const,
        format: '' as const,
        indent: 0,
        textFormat: 0,
        children: [{ type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' }],
      })),
    },
  }
}
