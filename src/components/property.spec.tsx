import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { IdProperty, TimeProperty } from './property'

describe('property rows', () => {
  it('gives the ID row its term and a value read character by character', () => {
    const { container } = render(
      <dl>
        <IdProperty id="6f1c2d3e-0000-4000-8000-000000000001" />
      </dl>,
    )
    expect(container.querySelector('dt')?.textContent).toBe('ID')
    const value = container.querySelector('dd')
    expect(value?.className).toBe('mono')
    expect(value?.textContent).toBe('6f1c2d3e-0000-4000-8000-000000000001')
  })

  it('says "Created" unless given another term, with the time itself in a time element', () => {
    const date = new Date('2025-02-14T11:30:00.000Z')
    const { container } = render(
      <dl>
        <TimeProperty date={date} />
        <TimeProperty term="Raised" date={date} />
      </dl>,
    )
    expect([...container.querySelectorAll('dt')].map((d) => d.textContent)).toEqual([
      'Created',
      'Raised',
    ])
    const times = container.querySelectorAll('dd time')
    expect(times).toHaveLength(2)
    expect(times[0].getAttribute('datetime')).toBe('2025-02-14T11:30:00.000Z')
  })
})
