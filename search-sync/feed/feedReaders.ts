import { parse as parseCsv } from 'csv-parse/sync'

/** One feed record with where it came from, so a rejection can name its line. */
export type FeedRecord = { line: number; fields: Record<string, unknown> }

export class FeedFormatError extends Error {}

/**
 * A feed read piece by piece: `push` takes the next piece of text and returns the records it
 * completed, `end` the rest and the count the feed states, if it states one. A 50,000-car
 * feed is never held whole, neither as text nor as records (issue 17: the import's memory).
 */
export interface FeedReader {
  push(text: string): FeedRecord[]
  end(): { records: FeedRecord[]; declaredCount?: number }
}

const WHITESPACE = new Set([0x20, 0x09, 0x0a, 0x0d])
const CARS_MISSING = 'A JSON feed must be an array of cars, or an object with a "cars" array.'
const invalid = (detail: string) => new FeedFormatError(`The feed is not valid JSON: ${detail}`)

/**
 * JSON: an array of cars, or `{ "cars": [...], "count": N }` (keys in any order). The reader
 * follows the outer structure itself and hands each car, once its closing brace arrives, to
 * JSON.parse; "line" is the car's position, 1-based. A file cut anywhere is refused at its end.
 */
export class JsonFeedReader implements FeedReader {
  private state:
    | 'start'
    | 'key'
    | 'keyOrEnd'
    | 'colon'
    | 'value'
    | 'afterValue'
    | 'element'
    | 'elementOrEnd'
    | 'afterElement'
    | 'done' = 'start'
  private root: 'array' | 'object' | null = null
  private key = ''
  private carsSeen = false
  private count: unknown = undefined
  private position = 0
  /** The value being read: its text so far, and where the reader is inside it. */
  private value: { parts: string[]; depth: number; inString: boolean; escaped: boolean; scalar: boolean } | null = null

  push(text: string): FeedRecord[] {
    const out: FeedRecord[] = []
    let i = 0
    while (i < text.length) {
      if (this.value) {
        i = this.continueValue(text, i, out)
        continue
      }
      const code = text.charCodeAt(i)
      if (WHITESPACE.has(code)) {
        i++
        continue
      }
      const char = text[i]!
      switch (this.state) {
        case 'start':
          if (char === '[') [this.root, this.state] = ['array', 'elementOrEnd']
          else if (char === '{') [this.root, this.state] = ['object', 'keyOrEnd']
          else throw invalid(`Unexpected token '${char}' at the start`)
          i++
          break
        case 'keyOrEnd':
        case 'key':
          if (char === '}' && this.state === 'keyOrEnd') {
            this.state = 'done'
            i++
          } else if (char === '"') this.beginValue(text, i)
          else throw invalid(`Expected a property name, found '${char}'`)
          break
        case 'colon':
          if (char !== ':') throw invalid(`Expected ':' after "${this.key}", found '${char}'`)
          this.state = 'value'
          i++
          break
        case 'value':
          if (this.key === 'cars' && char === '[') {
            if (this.carsSeen) throw invalid('"cars" appears twice')
            this.carsSeen = true
            this.state = 'elementOrEnd'
            i++
          } else this.beginValue(text, i)
          break
        case 'afterValue':
          if (char === ',') this.state = 'key'
          else if (char === '}') this.state = 'done'
          else throw invalid(`Expected ',' or '}', found '${char}'`)
          i++
          break
        case 'elementOrEnd':
        case 'element':
          if (char === ']' && this.state === 'elementOrEnd') {
            this.state = this.root === 'array' ? 'done' : 'afterValue'
            i++
          } else this.beginValue(text, i)
          break
        case 'afterElement':
          if (char === ',') this.state = 'element'
          else if (char === ']') this.state = this.root === 'array' ? 'done' : 'afterValue'
          else throw invalid(`Expected ',' or ']' after car ${this.position}, found '${char}'`)
          i++
          break
        case 'done':
          throw invalid(`Unexpected '${char}' after the end of the feed`)
      }
    }
    return out
  }

  end(): { records: FeedRecord[]; declaredCount?: number } {
    const out: FeedRecord[] = []
    // A number at the very end has no delimiter after it.
    if (this.value?.scalar) this.finishValue(out)
    if (this.state !== 'done' || this.value) throw invalid('Unexpected end of JSON input')
    if (this.root === 'object' && !this.carsSeen) throw new FeedFormatError(CARS_MISSING)
    return { records: out, declaredCount: declaredCount(this.count) }
  }

  private beginValue(text: string, i: number) {
    const char = text[i]!
    const scalar = char !== '{' && char !== '[' && char !== '"'
    this.value = { parts: [], depth: 0, inString: false, escaped: false, scalar }
    if (scalar) return
    // The opening character is consumed by continueValue.
  }

  /** Reads the current value from text[i]; returns where reading stopped. */
  private continueValue(text: string, i: number, out: FeedRecord[]): number {
    const value = this.value!
    const start = i
    if (value.scalar) {
      while (i < text.length && !',]}'.includes(text[i]!) && !WHITESPACE.has(text.charCodeAt(i))) i++
      value.parts.push(text.slice(start, i))
      if (i < text.length) this.finishValue(out)
      return i
    }
    for (; i < text.length; i++) {
      const char = text[i]!
      if (value.inString) {
        if (value.escaped) value.escaped = false
        else if (char === '\\') value.escaped = true
        else if (char === '"') {
          value.inString = false
          if (value.depth === 0) {
            value.parts.push(text.slice(start, i + 1))
            this.finishValue(out)
            return i + 1
          }
        }
      } else if (char === '"') value.inString = true
      else if (char === '{' || char === '[') value.depth++
      else if (char === '}' || char === ']') {
        value.depth--
        if (value.depth === 0) {
          value.parts.push(text.slice(start, i + 1))
          this.finishValue(out)
          return i + 1
        }
      }
    }
    value.parts.push(text.slice(start))
    return i
  }

  private finishValue(out: FeedRecord[]) {
    const text = this.value!.parts.join('')
    this.value = null
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch (error) {
      throw invalid(
        `${(error as Error).message}${this.state.startsWith('element') ? ` (car ${this.position + 1})` : ''}`,
      )
    }
    switch (this.state) {
      case 'key':
      case 'keyOrEnd':
        this.key = parsed as string
        this.state = 'colon'
        return
      case 'value':
        // Valid JSON, but not a list of cars.
        if (this.key === 'cars') throw new FeedFormatError(CARS_MISSING)
        if (this.key === 'count') this.count = parsed
        this.state = 'afterValue'
        return
      default:
        this.position++
        out.push({
          line: this.position,
          fields:
            parsed && typeof parsed === 'object' && !Array.isArray(parsed)
              ? (parsed as Record<string, unknown>)
              : { __invalid: parsed },
        })
        this.state = 'afterElement'
    }
  }
}

function declaredCount(count: unknown): number | undefined {
  if (count === undefined) return undefined
  const number = typeof count === 'string' && /^\d+$/.test(count.trim()) ? Number(count) : count
  if (typeof number !== 'number' || !Number.isInteger(number) || number < 0)
    throw new FeedFormatError('The feed\'s "count" must be the number of cars it holds.')
  return number
}

/**
 * Feeds may state how many cars they hold, so a file cut short is known for what it is:
 * `"count": N` beside the `cars` array in JSON, a last line `#count=N` (or `# rows: N`) in CSV.
 */
const TRAILER = /^#\s*(?:count|rows|records)\s*[=:]\s*(\d+)\s*$/i

/** The rule for a stated count: every car it says must have arrived. */
export function checkDeclaredCount(declared: number | undefined, received: number) {
  if (declared !== undefined && declared !== received) {
    throw new FeedFormatError(
      `The feed says it holds ${declared} cars but ${received} arrived: it was cut short or altered, so the current stock was kept.`,
    )
  }
}

const CSV_OPTIONS = { skip_empty_lines: true, trim: true, relax_column_count: false } as const

/**
 * CSV: a header row with the spec's field names; "line" is the line in the file. Lists
 * (images, standardEquipment) are `|`-separated. The reader cuts the text at record ends (a
 * newline outside quotes) and parses whole records only; a trailer line is held back until
 * it is known to be the last line.
 */
export class CsvFeedReader implements FeedReader {
  private pending = ''
  private scanned = 0
  private inQuotes = false
  /** Newlines before `pending`, so a record's line is its line in the whole file. */
  private linesBefore = 0
  private header: string[] | null = null
  /** A `#count=N` line, with any blank lines after it, waiting to be known as the last. */
  private trailer: { text: string; count: number } | null = null

  push(text: string): FeedRecord[] {
    this.pending += text
    let boundary = -1
    for (let i = this.scanned; i < this.pending.length; i++) {
      const char = this.pending.charCodeAt(i)
      if (char === 0x22) this.inQuotes = !this.inQuotes
      else if (char === 0x0a && !this.inQuotes) boundary = i + 1
    }
    this.scanned = this.pending.length
    if (boundary < 0) return []
    const complete = this.pending.slice(0, boundary)
    this.pending = this.pending.slice(boundary)
    this.scanned = this.pending.length
    return this.records(complete)
  }

  end() {
    if (this.inQuotes) throw new FeedFormatError('The CSV feed cannot be read: a quoted field is never closed.')
    const records = this.records(this.pending)
    this.pending = ''
    return { records, declaredCount: this.trailer?.count }
  }

  private records(text: string): FeedRecord[] {
    let body = ''
    for (const [n, line] of text.split('\n').entries()) {
      const piece = n === 0 ? line : `\n${line}`
      if (this.trailer) {
        if (line.trim() === '') {
          this.trailer.text += piece
          continue
        }
        // Something follows it: it was a line of data after all.
        body += this.trailer.text
        this.trailer = null
      }
      const match = TRAILER.exec(line.trim())
      if (match) this.trailer = { text: piece, count: Number(match[1]) }
      else body += piece
    }
    return this.parse(body)
  }

  private parse(text: string): FeedRecord[] {
    if (text === '') return []
    const offset = this.linesBefore
    this.linesBefore += countNewlines(text)
    let body = text
    if (!this.header) {
      // The header is the first line that is not blank.
      const start = text.search(/\S/)
      if (start < 0) return []
      const end = text.indexOf('\n', start)
      const headerText = end < 0 ? text.slice(start) : text.slice(start, end)
      this.header = (parseCsv(headerText, { trim: true }) as string[][])[0] ?? []
      if (end < 0) return []
      // The header's line stays as an empty line, with its own line end: the parser takes the
      // first line end it meets for every record's, and line numbers stay the file's.
      body = `${text.slice(0, start)}${text[end - 1] === '\r' ? '\r\n' : '\n'}${text.slice(end + 1)}`
    }
    try {
      const rows = parseCsv(body, { ...CSV_OPTIONS, columns: this.header, info: true }) as {
        record: Record<string, string>
        info: { lines: number }
      }[]
      return rows.map(({ record, info }) => ({
        line: offset + info.lines,
        fields: Object.fromEntries(Object.entries(record).filter(([, value]) => value !== '')),
      }))
    } catch (error) {
      const message = (error as Error).message.replace(/\bline (\d+)/, (_, n: string) => `line ${offset + Number(n)}`)
      throw new FeedFormatError(`The CSV feed cannot be read: ${message}`)
    }
  }
}

const countNewlines = (text: string) => {
  let count = 0
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) count++
  return count
}
