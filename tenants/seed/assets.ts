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

/** A promotional banner image: title on the dealer's primary colour. */
export function bannerSvg(
  title: string,
  colours: { background: string; text: string },
  width = 540,
  height = 720,
): Buffer {
  const words = title.split(' ')
  const lines: string[] = []
  for (const word of words) {
    const last = lines[lines.length - 1]
    if (last && (last + ' ' + word).length <= 18) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  const text = lines
    .map(
      (line, i) =>
        `<text x="40" y="${160 + i * 56}" font-family="Arial, Helvetica, sans-serif" font-size="44" font-weight="700" fill="${colours.text}">${escapeXml(line)}</text>`,
    )
    .join('\n  ')
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img">
  <rect width="${width}" height="${height}" fill="${colours.background}"/>
  ${text}
</svg>
`,
    'utf8',
  )
}
