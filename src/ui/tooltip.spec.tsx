import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Tooltip } from './tooltip'

describe('Tooltip', () => {
  it('shows on keyboard focus and hides on Escape, focus staying put', async () => {
    const user = userEvent.setup()
    render(
      <Tooltip content="Only available when the instance is running">
        <button type="button">Connect</button>
      </Tooltip>,
    )
    expect(screen.queryByText('Only available when the instance is running')).toBeNull()
    await user.tab()
    const button = screen.getByRole('button', { name: 'Connect' })
    expect(document.activeElement).toBe(button)
    await screen.findByText('Only available when the instance is running')
    await user.keyboard('{Escape}')
    await waitFor(() =>
      expect(screen.queryByText('Only available when the instance is running')).toBeNull(),
    )
    expect(document.activeElement).toBe(button)
  })

  it('shows after hovering the trigger', async () => {
    const user = userEvent.setup()
    render(
      <Tooltip content="Copy the command">
        <button type="button">Copy</button>
      </Tooltip>,
    )
    await user.hover(screen.getByRole('button', { name: 'Copy' }))
    await screen.findByText('Copy the command', {}, { timeout: 2000 })
    await act(() => user.unhover(screen.getByRole('button', { name: 'Copy' })))
    await waitFor(() => expect(screen.queryByText('Copy the command')).toBeNull())
  })

  it('is the description of its trigger while it shows, and the child keeps its own otherwise', async () => {
    const user = userEvent.setup()
    render(
      <>
        <Tooltip content="Stop the instance first">
          <button type="button" aria-describedby="reason">
            Delete
          </button>
        </Tooltip>
        <span id="reason">Stop the instance first</span>
      </>,
    )
    const button = screen.getByRole('button', { name: 'Delete' })
    expect(button.getAttribute('aria-describedby')).toBe('reason')
    await user.tab()
    const tooltip = await screen.findByRole('tooltip')
    expect(button.getAttribute('aria-describedby')).toBe(tooltip.id)
    expect(tooltip.id).not.toBe('')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull())
    expect(button.getAttribute('aria-describedby')).toBe('reason')
  })
})
