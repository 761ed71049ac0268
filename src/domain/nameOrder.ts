/**
 * The order dealer sites list names in (makes, models, colours, body types, locations): en-AU's
 * alphabetical order, case and accents ignored, lower case first on a tie. Written out instead
 * of Intl.Collator or localeCompare(…, 'en-AU') because a page's first collation loads the
 * browser's collation data: sorting the search panel's facets cost 30-50 ms of a search page's
 * start-up in Chromium on this machine (four times that on Lighthouse's phone), the same trap
 * numbers.ts avoids for number formats. nameOrder.test.ts compares it with Intl.Collator.
 */

// Latin letters with marks, folded to their base letter for the alphabetical comparison
// (Škoda files under S, Citroën beside Citroen). Names outside ASCII are rare in stock.
const MARKED: Record<string, string> = {
  a: 'àáâãäåā',
  c: 'çčć',
  d: 'ďð',
  e: 'èéêëēě',
  i: 'ìíîïī',
  n: 'ñńň',
  o: 'òóôõöøō',
  r: 'ř',
  s: 'šś',
  t: 'ť',
  u: 'ùúûüūů',
  y: 'ýÿ',
  z: 'žźż',
}
const FOLDED: Record<string, string> = {
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ...Object.fromEntries(Object.entries(MARKED).flatMap(([base, marked]) => [...marked].map((c) => [c, base]))),
}

const alphabetical = (name: string) => {
  const lower = name.toLowerCase()
  // eslint-disable-next-line no-control-regex -- the ASCII range, where nothing needs folding
  return /^[\x00-\x7f]*$/.test(lower) ? lower : lower.replace(/[^\x00-\x7f]/g, (c) => FOLDED[c] ?? c)
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

const isDigit = (c: string | undefined) => c !== undefined && c >= '0' && c <= '9'

/** Runs of digits compared by value ("Series 3" before "Series 10"), the rest character by character. */
function compareNumeric(a: string, b: string): number {
  let i = 0
  let j = 0
  while (i < a.length && j < b.length) {
    if (isDigit(a[i]) && isDigit(b[j])) {
      const startA = i
      const startB = j
      while (isDigit(a[i])) i++
      while (isDigit(b[j])) j++
      const order = Number(a.slice(startA, i)) - Number(b.slice(startB, j))
      if (order) return Math.sign(order)
      continue
    }
    const order = compareText(a[i]!, b[j]!)
    if (order) return order
    i++
    j++
  }
  return Math.sign(a.length - i - (b.length - j))
}

/** Sort comparator: `names.sort(compareNames)`; `{ numeric: true }` orders numbers by value. */
export function compareNames(a: string, b: string, { numeric = false } = {}): number {
  const [x, y] = [alphabetical(a), alphabetical(b)]
  const order = numeric ? compareNumeric(x, y) : compareText(x, y)
  if (order) return order
  // The same letters: without marks first, then lower case before upper (as en-AU collation).
  return compareText(a.toLowerCase(), b.toLowerCase()) || compareText(b, a)
}
