import { describe, expect, it } from 'vitest'
import {
  backspace,
  clearAt,
  DEVICE_CODE_LENGTH,
  emptyCode,
  fillFrom,
  formatUserCode,
  isComplete,
  isLetterKey,
  lettersOnly,
  moveFocus,
} from './device-code'

const code = (s: string) => Array.from({ length: DEVICE_CODE_LENGTH }, (_, i) => s[i] ?? '')

describe('lettersOnly', () => {
  it('keeps letters only and uppercases them', () => {
    expect(lettersOnly('ab-cd 12ef\tgH!')).toBe('ABCDEFGH')
  })

  it('drops non-ASCII letters and digits', () => {
    expect(lettersOnly('é1ß2z')).toBe('Z')
    expect(lettersOnly('1234')).toBe('')
  })
})

describe('isLetterKey', () => {
  it('accepts a single letter of either case', () => {
    expect(isLetterKey('a')).toBe(true)
    expect(isLetterKey('Z')).toBe(true)
  })

  it('refuses digits, symbols and named keys', () => {
    for (const key of ['1', '-', ' ', 'Enter', 'Backspace', 'ArrowLeft', 'é']) {
      expect(isLetterKey(key)).toBe(false)
    }
  })
})

describe('fillFrom', () => {
  it('types one letter, uppercased, and moves focus to the next box', () => {
    expect(fillFrom(emptyCode(), 0, 'a')).toEqual({ chars: code('A'), focus: 1 })
  })

  it('overwrites a filled box', () => {
    expect(fillFrom(code('ABCD'), 1, 'x').chars).toEqual(code('AXCD'))
  })

  it('ignores a non-letter and keeps focus', () => {
    expect(fillFrom(code('AB'), 2, '7')).toEqual({ chars: code('AB'), focus: 2 })
  })

  it('pastes a dashed code into all boxes from the first', () => {
    expect(fillFrom(emptyCode(), 0, ' abcd-efgh\n')).toEqual({ chars: code('ABCDEFGH'), focus: 7 })
  })

  it('pastes from the focused box and drops letters beyond the last box', () => {
    expect(fillFrom(code('XY'), 2, 'abcdefghij')).toEqual({ chars: code('XYABCDEF'), focus: 7 })
  })

  it('takes at most 8 letters from a paste', () => {
    expect(fillFrom(emptyCode(), 0, 'ABCDEFGHIJKL').chars).toEqual(code('ABCDEFGH'))
  })

  it('pastes a partial code and focuses the box after it', () => {
    expect(fillFrom(emptyCode(), 0, 'ab1c')).toEqual({ chars: code('ABC'), focus: 3 })
  })

  it('does not mutate its input', () => {
    const chars = emptyCode()
    fillFrom(chars, 0, 'ABC')
    expect(chars).toEqual(emptyCode())
  })
})

describe('backspace', () => {
  it('clears a filled box and keeps focus there', () => {
    expect(backspace(code('ABC'), 2)).toEqual({ chars: code('AB'), focus: 2 })
  })

  it('on an empty box clears the previous one and moves back', () => {
    expect(backspace(code('ABC'), 3)).toEqual({ chars: code('AB'), focus: 2 })
  })

  it('does nothing on an empty first box', () => {
    expect(backspace(emptyCode(), 0)).toEqual({ chars: emptyCode(), focus: 0 })
  })
})

describe('clearAt', () => {
  it('empties one box and keeps focus on it', () => {
    expect(clearAt(code('ABCD'), 1)).toEqual({
      chars: ['A', '', 'C', 'D', '', '', '', ''],
      focus: 1,
    })
  })
})

describe('moveFocus', () => {
  it('moves left and right within the boxes', () => {
    expect(moveFocus(3, -1)).toBe(2)
    expect(moveFocus(3, 1)).toBe(4)
    expect(moveFocus(0, -1)).toBe(0)
    expect(moveFocus(7, 1)).toBe(7)
  })
})

describe('isComplete', () => {
  it('is true only when all 8 boxes hold a letter', () => {
    expect(isComplete(emptyCode())).toBe(false)
    expect(isComplete(code('ABCDEFG'))).toBe(false)
    expect(isComplete(code('ABC EFGH'))).toBe(false)
    expect(isComplete(code('ABCDEFGH'))).toBe(true)
  })
})

describe('formatUserCode', () => {
  it('joins the boxes as XXXX-XXXX in uppercase', () => {
    expect(formatUserCode(code('abcdefgh'))).toBe('ABCD-EFGH')
  })
})
