import { describe, expect, it } from 'vitest'
import { andJoiners, namedDependents } from './dependents'

describe('namedDependents', () => {
  it('names all when few', () => {
    expect(namedDependents(['a', 'b'])).toEqual({ named: ['a', 'b'], more: 0 })
  })
  it('names the first few and counts the rest', () => {
    expect(namedDependents(['a', 'b', 'c', 'd'], 2)).toEqual({ named: ['a', 'b'], more: 2 })
  })
})

describe('andJoiners', () => {
  it('joins with commas and a last "and"', () => {
    expect(andJoiners(0)).toEqual([])
    expect(andJoiners(1)).toEqual([])
    expect(andJoiners(2)).toEqual([' and '])
    expect(andJoiners(3)).toEqual([', ', ' and '])
  })
})
