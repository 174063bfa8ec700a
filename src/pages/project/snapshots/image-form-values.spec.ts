import { describe, expect, it } from 'vitest'
import { valuesToImageCreate } from './image-form-values'

describe('valuesToImageCreate', () => {
  it('trims the fields and names the snapshot as the source', () => {
    expect(
      valuesToImageCreate(
        { name: ' web-golden ', description: '', os: ' debian ', version: ' 12 ' },
        'snap-1',
      ),
    ).toEqual({
      name: 'web-golden',
      description: '',
      os: 'debian',
      version: '12',
      source: { type: 'snapshot', id: 'snap-1' },
    })
  })
})
