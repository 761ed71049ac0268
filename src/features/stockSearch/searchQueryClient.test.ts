import { QueryObserver } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { searchQueryClient } from './searchQueryClient'

describe('the searches the browser keeps', () => {
  it('keeps the last ten, dropping the oldest', async () => {
    const client = searchQueryClient()
    for (let i = 1; i <= 12; i++) await client.fetchQuery({ queryKey: ['search', i], queryFn: () => i })
    const kept = client
      .getQueryCache()
      .getAll()
      .map((query) => query.queryKey[1])
    expect(kept).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    // A kept search is answered without asking again.
    let asked = 0
    await client.fetchQuery({ queryKey: ['search', 7], queryFn: () => ++asked })
    expect(asked).toBe(0)
  })

  it('never drops a search on screen', async () => {
    const client = searchQueryClient(2)
    await client.fetchQuery({ queryKey: ['search', 'shown'], queryFn: () => 'shown' })
    // An observed query is the search on screen.
    const watching = new QueryObserver(client, { queryKey: ['search', 'shown'], queryFn: () => 'shown' })
    const stop = watching.subscribe(() => undefined)
    for (const key of ['a', 'b', 'c']) await client.fetchQuery({ queryKey: ['search', key], queryFn: () => key })
    expect(client.getQueryCache().find({ queryKey: ['search', 'shown'] })).toBeDefined()
    expect(client.getQueryCache().getAll()).toHaveLength(2)
    stop()
  })
})
