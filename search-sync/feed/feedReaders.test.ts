import { describe, expect, it } from 'vitest'
import { CsvFeedReader, FeedFormatError, JsonFeedReader, type FeedReader } from './feedReaders'

/** Reads `text` in pieces cut at `cuts`, as a file arrives in chunks. */
function readInPieces(reader: FeedReader, text: string, cuts: number[]) {
  const records = []
  let from = 0
  for (const cut of [...cuts, text.length]) {
    records.push(...reader.push(text.slice(from, cut)))
    from = cut
  }
  const rest = reader.end()
  return { records: [...records, ...rest.records], declaredCount: rest.declaredCount }
}

const JSON_FEED = `{ "source": "DMS \\"x\\" {[", "cars": [
  {"stocknum": "A1", "dealercomments": "Braces } and ] and \\" quotes", "images": ["a.jpg", "b.jpg"]},
  {"stocknum": "A2", "price": 44990, "nested": {"k": [1, {"deep": "}"}]}},
  "not a car",
  {"stocknum": "Ä3", "dealercomments": "Café \\u00e9"}
], "count": 4 }`

const CSV_FEED =
  'stocknum,make,dealercomments\n' +
  'C1,Kia,"One owner, ""mint""\nwith a second line"\n' +
  '\n' +
  'C2,Mazda,Plain\n' +
  'C3,Ford,"Ends with #count=9"\n' +
  '#count=3\n\n'

describe('feed readers', () => {
  it('read a JSON feed the same whichever pieces it arrives in', () => {
    const whole = readInPieces(new JsonFeedReader(), JSON_FEED, [])
    expect(whole.declaredCount).toBe(4)
    expect(whole.records.map((r) => r.line)).toEqual([1, 2, 3, 4])
    expect(whole.records[0]!.fields.dealercomments).toBe('Braces } and ] and " quotes')
    expect(whole.records[2]!.fields).toEqual({ __invalid: 'not a car' })
    expect(whole.records[3]!.fields).toEqual({ stocknum: 'Ä3', dealercomments: 'Café é' })
    for (let cut = 1; cut < JSON_FEED.length; cut++) {
      expect(readInPieces(new JsonFeedReader(), JSON_FEED, [cut])).toEqual(whole)
    }
    const everyChar = Array.from({ length: JSON_FEED.length - 1 }, (_, i) => i + 1)
    expect(readInPieces(new JsonFeedReader(), JSON_FEED, everyChar)).toEqual(whole)
  })

  it('read a bare JSON array, and a count before or after the cars', () => {
    expect(readInPieces(new JsonFeedReader(), '[{"stocknum":"A"}, {"stocknum":"B"}]', [5]).records).toHaveLength(2)
    expect(readInPieces(new JsonFeedReader(), '{"count": "2", "cars": [{}, {}]}', []).declaredCount).toBe(2)
    expect(readInPieces(new JsonFeedReader(), '[]', []).records).toEqual([])
  })

  it('refuse JSON cut anywhere, or not shaped as a feed', () => {
    const cutAt = [10, 60, JSON_FEED.indexOf('"A2"'), JSON_FEED.lastIndexOf(']'), JSON_FEED.length - 1]
    for (const cut of cutAt) {
      expect(() => readInPieces(new JsonFeedReader(), JSON_FEED.slice(0, cut), [])).toThrow(/not valid JSON/)
    }
    const refused = (text: string) => () => readInPieces(new JsonFeedReader(), text, [])
    expect(refused('{"vehicles": []}')).toThrow(/array of cars/)
    expect(refused('{"cars": {"a": 1}}')).toThrow(/array of cars/)
    expect(refused('{"cars": nope')).toThrow(/not valid JSON/)
    expect(refused('{"cars": nope}')).toThrow(/not valid JSON/)
    expect(refused('[{"a":1}] trailing')).toThrow(FeedFormatError)
    expect(refused('[{"a":1},]')).toThrow(/not valid JSON/)
    expect(refused('[{"a":1} {"b":2}]')).toThrow(/Expected ','/)
    expect(refused('[{"a": nope}]')).toThrow(/not valid JSON.*car 1/)
    expect(refused('{"count": "lots", "cars": []}')).toThrow(/"count" must be the number/)
  })

  it('read a CSV feed the same whichever pieces it arrives in, with its lines and trailer', () => {
    const whole = readInPieces(new CsvFeedReader(), CSV_FEED, [])
    expect(whole.declaredCount).toBe(3)
    expect(whole.records).toEqual([
      {
        line: 3,
        fields: { stocknum: 'C1', make: 'Kia', dealercomments: 'One owner, "mint"\nwith a second line' },
      },
      { line: 5, fields: { stocknum: 'C2', make: 'Mazda', dealercomments: 'Plain' } },
      { line: 6, fields: { stocknum: 'C3', make: 'Ford', dealercomments: 'Ends with #count=9' } },
    ])
    for (let cut = 1; cut < CSV_FEED.length; cut++) {
      expect(readInPieces(new CsvFeedReader(), CSV_FEED, [cut])).toEqual(whole)
    }
    const everyChar = Array.from({ length: CSV_FEED.length - 1 }, (_, i) => i + 1)
    expect(readInPieces(new CsvFeedReader(), CSV_FEED, everyChar)).toEqual(whole)
    // Windows line ends, cut between the \r and the \n.
    const windows = CSV_FEED.replace(/\n/g, '\r\n')
    const cut = readInPieces(new CsvFeedReader(), windows, [windows.indexOf('\n') - 1, windows.indexOf('C2') + 12])
    expect(cut.records.map((r) => r.fields)).toEqual(
      readInPieces(new CsvFeedReader(), windows, []).records.map((r) => r.fields),
    )
    expect(cut.records.slice(1).map((r) => r.line)).toEqual([5, 6])
  })

  it('take a #count line that is not the last for data, and name the file line of a bad row', () => {
    expect(() => readInPieces(new CsvFeedReader(), 'a,b\n1,2\n#count=1\n3,4\n', [9])).toThrow(
      /CSV feed cannot be read.*line 3/,
    )
    expect(() => readInPieces(new CsvFeedReader(), 'a,b\n1,2\n1,2\n\n1,2,3\n', [8])).toThrow(/line 5/)
    expect(() => readInPieces(new CsvFeedReader(), 'a,b\n"1,2\n', [])).toThrow(/never closed/)
    expect(readInPieces(new CsvFeedReader(), 'a,b\n1,2', [2]).records).toEqual([
      { line: 2, fields: { a: '1', b: '2' } },
    ])
  })
})
