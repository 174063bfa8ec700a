// biome-ignore-all lint/suspicious/noTemplateCurlyInString: Terraform references and template text, not JS templates
import { describe, expect, it } from 'vitest'
import { assignIdentifiers, hclComment, hclString, identifierBase } from './hcl'

describe('hclString', () => {
  it('escapes quotes, backslashes, control characters and template openers', () => {
    expect(hclString('a"b\\c')).toBe('"a\\"b\\\\c"')
    expect(hclString('x\ny\tz\r')).toBe('"x\\ny\\tz\\r"')
    expect(hclString('\u0001')).toBe('"\\u0001"')
    expect(hclString('${a} %{b} $${c}')).toBe('"$${a} %%{b} $$${c}"')
    expect(hclString('$ alone, % alone')).toBe('"$ alone, % alone"')
  })
})

describe('hclComment', () => {
  it('puts every line of a text behind #', () => {
    expect(hclComment('a\nb\r\nc')).toBe('# a\n# b\n# c')
  })
})

describe('identifiers', () => {
  it('turns a name into an identifier', () => {
    expect(identifierBase('web-prod')).toBe('web_prod')
    expect(identifierBase('web/default')).toBe('web_default')
    expect(identifierBase('9lives')).toBe('r_9lives')
    expect(identifierBase('')).toBe('r_')
  })

  it('resolves collisions by sorted key, never taking another key’s identifier', () => {
    const ids = assignIdentifiers(['a/b-c', 'a-b/c', 'a-b-c-2'])
    expect(Object.fromEntries(ids)).toEqual({
      'a-b/c': 'a_b_c',
      'a/b-c': 'a_b_c_3',
      'a-b-c-2': 'a_b_c_2',
    })
    expect(assignIdentifiers(['a-b-c-2', 'a/b-c', 'a-b/c'])).toEqual(ids)
  })
})
