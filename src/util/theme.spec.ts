import { describe, expect, it } from 'vitest'
import { parseTheme } from './theme'

describe('parseTheme', () => {
  it('keeps a pinned light or dark; anything else follows the system', () => {
    expect(parseTheme('light')).toBe('light')
    expect(parseTheme('dark')).toBe('dark')
    expect(parseTheme(null)).toBe('system')
    expect(parseTheme('system')).toBe('system')
    expect(parseTheme('Dark')).toBe('system')
  })
})
