import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { FormEvent } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { Button } from './button'

describe('Button', () => {
  it('disabled with a reason: focusable, marked disabled, ignores presses, says why', async () => {
    const user = userEvent.setup()
    const onClick = vi.fn()
    const onSubmit = vi.fn((e: FormEvent) => e.preventDefault())
    render(
      <form onSubmit={onSubmit}>
        <Button
          type="submit"
          disabled
          disabledReason="The instance must be stopped"
          onClick={onClick}
        >
          Attach disk
        </Button>
      </form>,
    )
    // the tooltip's code loads after the first render
    await act(async () => {
      await import('./tooltip')
    })
    const button = screen.getByRole('button', {
      name: 'Attach disk',
      description: 'The instance must be stopped',
    })
    expect(button.hasAttribute('disabled')).toBe(false)
    expect(button.getAttribute('aria-disabled')).toBe('true')
    await user.tab()
    expect(document.activeElement).toBe(button)
    // focused, the same reason also shows as a tooltip beside the hidden description
    await waitFor(() => expect(screen.getAllByText('The instance must be stopped')).toHaveLength(2))
    await user.click(button)
    await user.keyboard('{Enter}')
    expect(onClick).not.toHaveBeenCalled()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it('disabled without a reason stays natively disabled', () => {
    render(<Button disabled>Save</Button>)
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true)
  })

  it('an enabled button runs its handler', async () => {
    const user = userEvent.setup()
    const onClick = vi.fn()
    render(<Button onClick={onClick}>Save</Button>)
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(onClick).toHaveBeenCalledOnce()
  })
})
