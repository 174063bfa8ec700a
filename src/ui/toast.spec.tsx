import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { addToast, Toaster } from './toast'

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
})
afterEach(() => {
  vi.useRealTimers()
})

const later = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

/** Shows a toast and waits for the toast list's code to load. */
async function show(toast: Parameters<typeof addToast>[0]) {
  act(() => {
    addToast(toast)
  })
  return screen.findByText(toast.title)
}

describe('Toaster', () => {
  it('is a polite live region before any toast, and toasts land in it', async () => {
    const { container } = render(<Toaster />)
    const live = container.querySelector('[aria-live="polite"]')
    expect(live).not.toBeNull()
    expect(live?.textContent).toBe('')
    const title = await show({ title: 'Project created', content: 'web' })
    expect(live?.contains(title)).toBe(true)
    const region = screen.getByRole('region', { name: 'Notifications' })
    expect(region.contains(title)).toBe(true)
    expect(screen.getByText('web')).toBeTruthy()
  })

  it('takes a success toast away after 5 s', async () => {
    render(<Toaster />)
    await show({ title: 'Disk attached' })
    await later(4000)
    expect(screen.queryByText('Disk attached')).not.toBeNull()
    await later(1500)
    expect(screen.queryByText('Disk attached')).toBeNull()
  })

  it('keeps an error toast until it is dismissed', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    render(<Toaster />)
    await show({ title: 'Could not delete disk', content: 'Disk is attached', variant: 'error' })
    await later(30_000)
    const toast = screen.getByRole('group', { name: 'Could not delete disk' })
    await user.click(screen.getAllByRole('button', { name: 'Dismiss' }).at(-1) as HTMLElement)
    await later(500)
    expect(toast.isConnected).toBe(false)
  })

  it('waits while the pointer is over the toasts', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    render(<Toaster />)
    const title = await show({ title: 'Snapshot created' })
    await user.hover(title)
    await later(8000)
    expect(screen.queryByText('Snapshot created')).not.toBeNull()
    await user.unhover(title)
    await later(6000)
    expect(screen.queryByText('Snapshot created')).toBeNull()
  })
})
