import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { DropdownMenu, type MenuItem } from './dropdown-menu'

const setup = (items: MenuItem[]) => {
  const user = userEvent.setup()
  render(<DropdownMenu label="Row actions" trigger={<span aria-hidden>⋯</span>} items={items} />)
  return { user, trigger: screen.getByRole('button', { name: 'Row actions' }) }
}

const fruit = () => [
  { label: 'Edit', onSelect: vi.fn() },
  {
    label: 'Stop',
    onSelect: vi.fn(),
    disabledReason: 'Only available when the instance is running',
  },
  { label: 'Delete', onSelect: vi.fn(), destructive: true },
]

describe('DropdownMenu', () => {
  it('opens from the keyboard on the first item, and Escape puts focus back on its button', async () => {
    const { user, trigger } = setup(fruit())
    expect(trigger.getAttribute('aria-expanded')).toBe('false')
    trigger.focus()
    await user.keyboard('{Enter}')
    const menu = await screen.findByRole('menu', { name: 'Row actions' })
    expect(trigger.getAttribute('aria-expanded')).toBe('true')
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Edit' })),
    )
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Stop' }))
    await user.keyboard('{Escape}')
    await waitFor(() => expect(menu.isConnected).toBe(false))
    expect(document.activeElement).toBe(trigger)
  })

  it('finds an item by typing its first letters', async () => {
    const { user, trigger } = setup(fruit())
    trigger.focus()
    await user.keyboard('{ArrowDown}')
    await screen.findByRole('menu')
    // the menu moves focus to its first item in a frame: type once it is there
    await waitFor(() => expect(document.activeElement?.getAttribute('role')).toBe('menuitem'))
    await user.keyboard('d')
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Delete' })),
    )
  })

  it('runs the chosen item with focus already back on the trigger', async () => {
    const items = fruit()
    let focusedDuringSelect: Element | null = null
    items[2].onSelect = vi.fn(() => {
      focusedDuringSelect = document.activeElement
    })
    const { user, trigger } = setup(items)
    trigger.focus()
    await user.keyboard('{Enter}')
    await screen.findByRole('menu')
    await waitFor(() => expect(document.activeElement?.getAttribute('role')).toBe('menuitem'))
    await user.keyboard('d')
    // typeahead lands on Delete (the menu moves focus in a frame, not at once)
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Delete'))
    await user.keyboard('{Enter}')
    await waitFor(() => expect(items[2].onSelect).toHaveBeenCalledOnce())
    expect(focusedDuringSelect).toBe(trigger)
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
    expect(document.activeElement).toBe(trigger)
  })

  it('keeps a disabled item reachable, says why, and ignores choosing it', async () => {
    const items = fruit()
    const { user, trigger } = setup(items)
    await user.click(trigger)
    // named by its label, described by its reason
    const stop = await screen.findByRole('menuitem', {
      name: 'Stop',
      description: 'Only available when the instance is running',
    })
    expect(stop.getAttribute('aria-disabled')).toBe('true')
    await user.click(stop)
    expect(items[1].onSelect).not.toHaveBeenCalled()
    expect(screen.getByRole('menu')).toBeTruthy()
  })

  it('closes when the trigger is pressed again', async () => {
    const { user, trigger } = setup(fruit())
    await user.click(trigger)
    await screen.findByRole('menu')
    await user.click(trigger)
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
    expect(trigger.getAttribute('aria-expanded')).toBe('false')
  })
})
