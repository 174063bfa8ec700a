import { fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { Modal } from './modal'
import { SideModal } from './side-modal'

// jsdom has <dialog> but not its modal methods
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function () {
    this.open = true
  }
  HTMLDialogElement.prototype.close = function () {
    this.open = false
  }
})

describe('Modal', () => {
  it('is a dialog named by its title, closed by its Close button and by Escape', async () => {
    const user = userEvent.setup()
    const onDismiss = vi.fn()
    render(
      <Modal
        title="Attach floating IP"
        isOpen
        onDismiss={onDismiss}
        footer={<button type="button">Attach</button>}
      >
        Pick an instance
      </Modal>,
    )
    const dialog = screen.getByRole('dialog', { name: 'Attach floating IP' })
    expect((dialog as HTMLDialogElement).open).toBe(true)
    expect(dialog.textContent).toContain('Pick an instance')
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(onDismiss).toHaveBeenCalledTimes(1)
    // the browser fires `cancel` on Escape; the modal asks its owner instead of closing itself
    const cancel = fireEvent(dialog, new Event('cancel', { cancelable: true }))
    expect(cancel).toBe(false)
    expect(onDismiss).toHaveBeenCalledTimes(2)
  })

  it('renders nothing while closed', () => {
    render(
      <Modal title="Attach floating IP" isOpen={false} onDismiss={() => {}}>
        body
      </Modal>,
    )
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

describe('SideModal', () => {
  it('as a form: Enter submits, Close dismisses, focus returns to its opener on close', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault())
    const onDismiss = vi.fn()
    const { rerender } = render(<a href="/projects-new">New Project</a>)
    const opener = screen.getByRole('link', { name: 'New Project' })
    opener.focus()
    const form = (
      <SideModal title="Create project" as="form" onSubmit={onSubmit} onDismiss={onDismiss}>
        <label>
          Name <input name="name" />
        </label>
      </SideModal>
    )
    rerender(
      <>
        <a href="/projects-new">New Project</a>
        {form}
      </>,
    )
    expect(screen.getByRole('dialog', { name: 'Create project' })).toBeTruthy()
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'web{Enter}')
    expect(onSubmit).toHaveBeenCalledOnce()
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(onDismiss).toHaveBeenCalledOnce()
    rerender(<a href="/projects-new">New Project</a>)
    await vi.waitFor(() => expect(document.activeElement).toBe(opener))
  })
})
