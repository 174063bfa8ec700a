import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { FieldFrame } from './field-frame'

describe('FieldFrame', () => {
  it('labels its control, marks it required, and gives the help and error their ids', () => {
    render(
      <FieldFrame id="f" label="Name" required description="Lowercase letters" error="Too long">
        <input id="f" aria-required aria-describedby="f-help f-error" />
      </FieldFrame>,
    )
    // the mark is seen, not heard: the control's own required state is what is announced
    const input = screen.getByRole('textbox', { name: 'Name' })
    expect(screen.getByText('Required').getAttribute('aria-hidden')).toBe('true')
    expect(input.getAttribute('id')).toBe('f')
    expect(document.getElementById('f-help')?.textContent).toBe('Lowercase letters')
    expect(document.getElementById('f-error')?.textContent).toBe('Too long')
  })

  it('shows no mark, help or error it was not given', () => {
    render(
      <FieldFrame id="g" label="Description">
        <input id="g" />
      </FieldFrame>,
    )
    expect(screen.getByRole('textbox', { name: 'Description' })).toBeTruthy()
    expect(screen.queryByText('Required')).toBeNull()
    expect(document.getElementById('g-help')).toBeNull()
    expect(document.getElementById('g-error')).toBeNull()
  })
})
