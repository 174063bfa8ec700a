import { describe, expect, it } from 'vitest'
import { orList } from './or-list'

describe('orList', () => {
  it('joins one, two and more items', () => {
    expect(orList([])).toBe('')
    expect(orList(['stopped'])).toBe('stopped')
    expect(orList(['stopped', 'failed'])).toBe('stopped or failed')
    expect(orList(['creating', 'starting', 'running'])).toBe('creating, starting, or running')
  })

  it('writes what Intl.ListFormat writes for English', () => {
    const intl = new Intl.ListFormat('en', { type: 'disjunction' })
    for (const items of [['a'], ['a', 'b'], ['a', 'b', 'c'], ['a', 'b', 'c', 'd', 'e']]) {
      expect(orList(items)).toBe(intl.format(items))
    }
  })
})
