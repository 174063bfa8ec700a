import { describe, expect, it } from 'vitest'
import { genName, NAME_MAX_LENGTH, trimmedIdentity, validateName } from './names'

const SUFFIX = /-[0-9a-f]{6}$/
/** genName without its random suffix */
const base = (...parts: string[]) => genName(...parts).replace(SUFFIX, '')

describe('validateName', () => {
  it.each(['a', 'abc', 'my-instance', 'a1', 'a-1-b', 'a--b', 'x'.repeat(63)])('accepts %s', (s) =>
    expect(validateName(s)).toBeUndefined(),
  )

  it('takes exactly 63 characters but not 64', () => {
    expect(validateName('a'.repeat(63))).toBeUndefined()
    expect(validateName('a'.repeat(64))).toBe('Must be 63 characters or fewer')
  })

  it.each([
    ['', 'Name is required'],
    ['1abc', 'Must start with a lowercase letter'],
    ['-abc', 'Must start with a lowercase letter'],
    ['Abc', 'Must start with a lowercase letter'],
    ['aBc', 'Can only contain lowercase letters, numbers, and dashes'],
    ['a_b', 'Can only contain lowercase letters, numbers, and dashes'],
    ['a b', 'Can only contain lowercase letters, numbers, and dashes'],
    ['a.b', 'Can only contain lowercase letters, numbers, and dashes'],
    ['café', 'Can only contain lowercase letters, numbers, and dashes'],
    ['abc-', 'Cannot end with a dash'],
    ['abcdef01-2345-6789-abcd-ef0123456789', 'Cannot be a UUID'],
  ])('rejects %j with %j', (s, message) => expect(validateName(s)).toBe(message))

  it('accepts something close to a UUID', () => {
    expect(validateName('abcdef01-2345-6789-abcd-ef012345678')).toBeUndefined()
    expect(validateName('ghijkl01-2345-6789-abcd-ef0123456789')).toBeUndefined()
  })
})

describe('genName', () => {
  it('joins the parts and adds a dash and 6 random hex digits', () => {
    const name = genName('my-instance', 'disk')
    expect(name).toMatch(/^my-instance-disk-[0-9a-f]{6}$/)
    expect(genName('db')).toMatch(/^db-[0-9a-f]{6}$/)
  })

  it('varies the suffix', () => {
    const names = new Set(Array.from({ length: 20 }, () => genName('a')))
    expect(names.size).toBeGreaterThan(1)
  })

  it('cuts one long part to fit exactly 63 characters', () => {
    const name = genName('a'.repeat(100))
    expect(name).toHaveLength(NAME_MAX_LENGTH)
    expect(base('a'.repeat(100))).toBe('a'.repeat(56))
  })

  it('leaves a name that just fits alone, and cuts one character more', () => {
    expect(base('a'.repeat(56))).toBe('a'.repeat(56))
    expect(genName('a'.repeat(56))).toHaveLength(63)
    expect(base('a'.repeat(57))).toBe('a'.repeat(56))
  })

  it('shares the room between long parts', () => {
    const name = genName('a'.repeat(100), 'b'.repeat(100))
    expect(name).toHaveLength(63)
    expect(name).toMatch(/^a{27}-b{28}-[0-9a-f]{6}$/)
  })

  it('gives the room a short part leaves to a long one', () => {
    expect(genName('db', 'x'.repeat(100))).toMatch(/^db-x{53}-[0-9a-f]{6}$/)
    expect(genName('x'.repeat(100), 'disk', 'y'.repeat(100))).toHaveLength(63)
  })

  it('drops a dash left at the end of a cut part', () => {
    expect(base(`${'a'.repeat(55)}-b`)).toBe('a'.repeat(55))
  })

  it('turns parts into valid Name characters', () => {
    expect(base('My Instance!', 'Disk_1')).toBe('my-instance-disk-1')
    expect(base('--a--', '', '***')).toBe('a')
  })

  it('starts with a letter even when the parts do not', () => {
    expect(base('1st', 'disk')).toBe('st-disk')
    expect(base('123')).toBe('name')
    expect(base()).toBe('name')
  })

  it('always gives a valid Name of at most 63 characters', () => {
    const alphabet = 'abcXYZ019-_ .é'
    const randomPart = () =>
      Array.from(
        { length: Math.floor(Math.random() * 80) },
        () => alphabet[Math.floor(Math.random() * alphabet.length)],
      ).join('')
    for (let i = 0; i < 500; i++) {
      const parts = Array.from({ length: 1 + Math.floor(Math.random() * 5) }, randomPart)
      const name = genName(...parts)
      expect(name.length, name).toBeLessThanOrEqual(63)
      expect(validateName(name), name).toBeUndefined()
    }
  })

  it('stays valid with many parts', () => {
    const name = genName(...Array<string>(40).fill('abc'))
    expect(name.length).toBeLessThanOrEqual(63)
    expect(validateName(name)).toBeUndefined()
  })
})

describe('trimmedIdentity', () => {
  it('trims the name and the description and leaves the rest out', () => {
    const values = { name: ' web-1 ', description: ' the front end\n', other: 'x' }
    expect(trimmedIdentity(values)).toEqual({
      name: 'web-1',
      description: 'the front end',
    })
  })
})
