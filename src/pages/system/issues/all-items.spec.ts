import { describe, expect, it } from 'vitest'
import { fetchAllItems } from './all-items'

describe('fetchAllItems', () => {
  it('follows the page tokens to the end', async () => {
    const pages: Record<string, { items: number[]; nextPage: string | null }> = {
      first: { items: [1, 2], nextPage: 'b' },
      b: { items: [3, 4], nextPage: 'c' },
      c: { items: [5], nextPage: null },
    }
    const asked: (string | undefined)[] = []
    const items = await fetchAllItems(async (token) => {
      asked.push(token)
      return pages[token ?? 'first']
    })
    expect(items).toEqual([1, 2, 3, 4, 5])
    expect(asked).toEqual([undefined, 'b', 'c'])
  })

  it('stops on a token it has seen before', async () => {
    let calls = 0
    const items = await fetchAllItems(async () => {
      calls++
      return { items: [calls], nextPage: 'same' }
    })
    expect(items).toEqual([1, 2])
    expect(calls).toBe(2)
  })
})
