import { describe, expect, it } from 'vitest'
import { consoleFileName, consoleText } from './serial-console-save'

describe('consoleText', () => {
  it('decodes the bytes as UTF-8, keeping line ends as they came', () => {
    const bytes = Array.from(new TextEncoder().encode('login: ✓\r\n'))
    expect(consoleText(bytes)).toBe('login: ✓\r\n')
  })

  it('shows a sequence cut at the start of the buffer as a replacement character', () => {
    // the last two bytes of "✓" (e2 9c 93), then "a"
    expect(consoleText([0x9c, 0x93, 0x61])).toBe('\uFFFD\uFFFDa')
  })

  it('is empty for no output', () => {
    expect(consoleText([])).toBe('')
  })
})

describe('consoleFileName', () => {
  it('names the file after the instance', () => {
    expect(consoleFileName('web-1')).toBe('web-1-serial-console.txt')
  })
})
