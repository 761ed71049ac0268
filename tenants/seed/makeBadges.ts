import sharp from 'sharp'

/**
 * The demo's make logos: a badge per make the demo dealers sell, the make's initials on a
 * colour of its own, rendered to PNG. Real makes' logos are their owners' trademarks and are
 * not shipped; a dealer's platform admin uploads the real ones in Manufacturers.
 */
const BADGES: Record<string, { text: string; colour: string }> = {
  Toyota: { text: 'T', colour: '#c8102e' },
  Hyundai: { text: 'H', colour: '#002c5f' },
  Kia: { text: 'KIA', colour: '#05141f' },
  MG: { text: 'MG', colour: '#8a1538' },
  Mazda: { text: 'M', colour: '#101010' },
  Nissan: { text: 'N', colour: '#4a4f55' },
  Ford: { text: 'F', colour: '#003478' },
  Suzuki: { text: 'S', colour: '#1f3f8f' },
  Isuzu: { text: 'I', colour: '#b01c2e' },
  Mitsubishi: { text: 'M', colour: '#a4000f' },
  'Mercedes-Benz': { text: 'MB', colour: '#333f48' },
  Subaru: { text: 'S', colour: '#013c74' },
  Volkswagen: { text: 'VW', colour: '#001e50' },
  Jayco: { text: 'J', colour: '#0b5d3b' },
  Crusader: { text: 'C', colour: '#5b2a86' },
  Viscount: { text: 'V', colour: '#7a4a12' },
}

export const BADGED_MAKES = Object.keys(BADGES)

/** A make's demo badge as a 96 px PNG, ready to upload as its Manufacturers file. */
export async function makeBadge(make: string): Promise<{ data: Buffer; mimetype: string; name: string; size: number }> {
  const badge = BADGES[make]
  if (!badge) throw new Error(`no demo badge for ${make}`)
  const fontSize = badge.text.length > 2 ? 30 : badge.text.length > 1 ? 38 : 50
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
  <rect width="96" height="96" rx="22" fill="${badge.colour}"/>
  <rect x="5" y="5" width="86" height="86" rx="18" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2"/>
  <text x="48" y="50" text-anchor="middle" dominant-baseline="central" font-family="DejaVu Sans, Arial, sans-serif"
    font-weight="700" font-size="${fontSize}" fill="#ffffff">${badge.text}</text>
</svg>`
  const data = await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer()
  const slug = make.toLowerCase().replace(/[^a-z0-9]+/g, '-')
  return { data, mimetype: 'image/png', name: `${slug}-badge.png`, size: data.length }
}
