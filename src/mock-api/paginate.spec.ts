import { describe, expect, it } from 'vitest'
import { paginated } from './paginate'

const named = (...names: string[]) => names.map((name, i) => ({ id: `id-${i}`, name }))

describe('paginated', () => {
  it('sorts by name and pages with an opaque token', () => {
    const items = named('delta', 'alpha', 'charlie', 'bravo', 'echo')
    const first = paginated({ limit: 2 }, items)
    expect(first.items.map((i) => i.name)).toEqual(['alpha', 'bravo'])
    expect(first.next_page).toBeTruthy()
    expect(first.next_page).not.toContain('bravo')
    const second = paginated({ limit: 2, pageToken: first.next_page }, items)
    expect(second.items.map((i) => i.name)).toEqual(['charlie', 'delta'])
    const third = paginated({ limit: 2, pageToken: second.next_page }, items)
    expect(third.items.map((i) => i.name)).toEqual(['echo'])
    expect(third.next_page).toBeNull()
  })

  it('pages a big collection in the same order as sorting all of it', () => {
    // 2,000 names in a scrambled order (7919 is prime, so every name appears once)
    const items = Array.from({ length: 2000 }, (_, i) => ({
      id: `id-${i}`,
      name: `inst-${String((i * 7919) % 2000).padStart(4, '0')}`,
    }))
    for (const sortBy of ['name_ascending', 'name_descending'] as const) {
      const expected = [...items]
        .sort((a, b) => (a.name < b.name ? -1 : 1) * (sortBy === 'name_descending' ? -1 : 1))
        .map((i) => i.id)
      // 50 keeps a page as it goes; 900 sorts everything
      for (const limit of [50, 900]) {
        const seen: string[] = []
        let pageToken: string | null = null
        do {
          const page: { items: { id: string }[]; next_page: string | null } = paginated(
            { limit, sortBy, pageToken },
            items,
          )
          seen.push(...page.items.map((i) => i.id))
          pageToken = page.next_page
        } while (pageToken)
        expect(seen).toEqual(expected)
      }
    }
  })

  it('keeps items with equal keys in their given order', () => {
    const items = Array.from({ length: 400 }, (_, i) => ({ id: `id-${i}`, name: `n-${i % 3}` }))
    const page = paginated({ limit: 10 }, items)
    expect(page.items.map((i) => i.id)).toEqual([
      'id-0',
      'id-3',
      'id-6',
      'id-9',
      'id-12',
      'id-15',
      'id-18',
      'id-21',
      'id-24',
      'id-27',
    ])
  })

  it('keeps tokens valid across inserts and deletes', () => {
    const items = named('a', 'b', 'c', 'd')
    const first = paginated({ limit: 2 }, items)
    // delete the last item of the page and insert before and after it
    const changed = [
      ...named('aa', 'bb', 'ccc').map((i) => ({ ...i, id: `new-${i.id}` })),
      ...items,
    ].filter((i) => i.name !== 'b')
    const next = paginated({ limit: 10, pageToken: first.next_page }, changed)
    expect(next.items.map((i) => i.name)).toEqual(['bb', 'c', 'ccc', 'd'])
  })

  it('defaults to 50 items and caps the limit at 10000', () => {
    const many = Array.from({ length: 120 }, (_, i) => ({ id: String(i).padStart(4, '0') }))
    expect(paginated({}, many).items).toHaveLength(50)
    expect(paginated({ limit: 1e9 }, many).items).toHaveLength(120)
  })

  it('sorts unnamed items by id, and honours name_descending', () => {
    expect(paginated({}, [{ id: 'b' }, { id: 'a' }]).items).toEqual([{ id: 'a' }, { id: 'b' }])
    const desc = paginated({ sortBy: 'name_descending', limit: 1 }, named('a', 'c', 'b'))
    expect(desc.items[0].name).toBe('c')
    const rest = paginated(
      { sortBy: 'name_descending', pageToken: desc.next_page },
      named('a', 'c', 'b'),
    )
    expect(rest.items.map((i) => i.name)).toEqual(['b', 'a'])
  })

  it('throws a 400 Response for a garbage token', () => {
    expect.assertions(1)
    try {
      paginated({ pageToken: '!!!' }, named('a'))
    } catch (e) {
      expect((e as Response).status).toBe(400)
    }
  })
})
