import { describe, expect, it } from 'vitest'
import {
  isFiltered,
  parseListUrlState,
  withListUrlState,
  withPendingFilter,
} from './list-url-state'

const NAME_OR_ID = ['name_ascending', 'name_descending', 'id_ascending'] as const

describe('parseListUrlState', () => {
  it('reads sort, rows per page and filter', () => {
    const s = parseListUrlState(
      new URLSearchParams('sort=name_descending&limit=100&q=web&q2=disk&state=running'),
      NAME_OR_ID,
    )
    expect(s).toEqual({
      sort: 'name_descending',
      limit: 100,
      q: 'web',
      q2: 'disk',
      state: 'running',
    })
  })

  it('falls back to the defaults for what the list does not offer', () => {
    expect(parseListUrlState(new URLSearchParams('sort=bogus&limit=7'), NAME_OR_ID)).toEqual({
      sort: undefined,
      limit: 50,
      q: '',
      q2: '',
      state: '',
    })
    // an id-only list has no name sort
    expect(parseListUrlState(new URLSearchParams('sort=name_descending'), []).sort).toBeUndefined()
  })

  it('reads a prefixed list without touching the other', () => {
    const search = new URLSearchParams('sort=name_descending&silos-limit=25')
    expect(parseListUrlState(search, NAME_OR_ID, 'silos')).toMatchObject({
      sort: undefined,
      limit: 25,
    })
  })
})

describe('withListUrlState', () => {
  it('leaves defaults out and keeps other params', () => {
    const next = withListUrlState(new URLSearchParams('tab=x&limit=100&q=a'), {
      limit: 50,
      q: '',
      sort: 'name_descending',
    })
    expect(next.toString()).toBe('tab=x&sort=name_descending')
  })

  it('encodes hostile filter text and gives it back unchanged', () => {
    const hostile = '<script>&q=1#frag?x=%20 \u202E'
    const next = withListUrlState(new URLSearchParams(), { q: hostile })
    expect(next.toString()).not.toContain('#')
    expect(parseListUrlState(new URLSearchParams(next.toString()), NAME_OR_ID).q).toBe(hostile)
  })
})

it('isFiltered: by name text (not only spaces) or by state', () => {
  expect(isFiltered({ q: '  ', state: '' })).toBe(false)
  expect(isFiltered({ q: 'a', state: '' })).toBe(true)
  expect(isFiltered({ q: '', state: 'running' })).toBe(true)
  expect(isFiltered({ q: '', q2: ' ', state: '' })).toBe(false)
  expect(isFiltered({ q: '', q2: 'disk', state: '' })).toBe(true)
})

describe('withPendingFilter', () => {
  it('puts the filter still being typed into another change, even an empty one', () => {
    expect(withPendingFilter({ sort: 'name_descending' }, { q: '' })).toEqual({
      sort: 'name_descending',
      q: '',
    })
    expect(withPendingFilter({ limit: 25 }, {})).toEqual({ limit: 25 })
    expect(withPendingFilter({ q: 'db' }, { q: 'web', q2: 'x' })).toEqual({ q: 'db', q2: 'x' })
  })
})
