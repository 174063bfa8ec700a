import { describe, expect, it } from 'vitest'
import { countNewLines, HeldOutput, newLinesText } from './serial-console-hold'

const bytes = (s: string) => new TextEncoder().encode(s)

describe('countNewLines', () => {
  it('counts the line feeds of text and of bytes', () => {
    expect(countNewLines('a\r\nb\r\nc')).toBe(2)
    expect(countNewLines(bytes('boot\r\nok\r\n'))).toBe(2)
    expect(countNewLines('')).toBe(0)
  })
})

describe('HeldOutput', () => {
  it('keeps every chunk in order, counts their lines, and is empty once taken', () => {
    const held = new HeldOutput(100)
    held.add(bytes('one\r\n'))
    held.add('two\r\nthree')
    held.add(bytes('\r\n'))
    expect(held.newLines).toBe(3)
    const chunks = held.takeAll()
    expect(chunks).toEqual([bytes('one\r\n'), 'two\r\nthree', bytes('\r\n')])
    expect(held.newLines).toBe(0)
    expect(held.takeAll()).toEqual([])
  })

  it('keeps only the newest lines the terminal can show, and still counts every line', () => {
    const held = new HeldOutput(3)
    for (const n of [1, 2, 3, 4, 5]) held.add(`line ${n}\r\n`)
    expect(held.newLines).toBe(5)
    expect(held.takeAll()).toEqual(['line 3\r\n', 'line 4\r\n', 'line 5\r\n'])
  })
})

describe('newLinesText', () => {
  it('says line or lines', () => {
    expect(newLinesText(1)).toBe('1 new line')
    expect(newLinesText(12)).toBe('12 new lines')
  })
})
