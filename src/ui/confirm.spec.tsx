import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { ConfirmHost, confirmAction } from './confirm'
import { Toaster } from './toast'

// jsdom has <dialog> but not its modal methods
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function () {
    this.open = true
  }
  HTMLDialogElement.prototype.close = function () {
    this.open = false
  }
})

const ask = (action: () => Promise<unknown>) =>
  act(() =>
    confirmAction({
      title: 'Delete project',
      body: 'Delete project web? This cannot be undone.',
      confirmLabel: 'Delete',
      errorTitle: 'Could not delete project',
      action,
    }),
  )

describe('ConfirmHost', () => {
  it('runs the action on confirm and gives focus back to what opened it', async () => {
    const user = userEvent.setup()
    const action = vi.fn(() => Promise.resolve())
    render(
      <>
        <button type="button">Row actions</button>
        <ConfirmHost />
      </>,
    )
    const opener = screen.getByRole('button', { name: 'Row actions' })
    opener.focus()
    ask(action)
    const dialog = await screen.findByRole('dialog', { name: 'Delete project' })
    expect(dialog.textContent).toContain('This cannot be undone.')
    await user.click(screen.getByRole('button', { name: 'Delete' }))
    expect(action).toHaveBeenCalledOnce()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(opener))
  })

  it('when the row that opened it is gone, focus goes to the next row, not the body', async () => {
    const user = userEvent.setup()
    function Table({ rows }: { rows: string[] }) {
      return (
        <table aria-label="Projects">
          <tbody>
            {rows.map((r) => (
              <tr key={r}>
                <td>{r}</td>
                <td>
                  <button type="button" aria-label={`Row actions ${r}`} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )
    }
    const { rerender } = render(
      <>
        <Table rows={['web', 'db']} />
        <ConfirmHost />
      </>,
    )
    screen.getByRole('button', { name: 'Row actions web' }).focus()
    // the list refetches after the delete: the row goes once the dialog has closed
    ask(() => Promise.resolve())
    await user.click(await screen.findByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    rerender(
      <>
        <Table rows={['db']} />
        <ConfirmHost />
      </>,
    )
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Row actions db' })),
    )
  })

  it('shows a failed action as an error toast and closes', async () => {
    const user = userEvent.setup()
    render(
      <>
        <ConfirmHost />
        <Toaster />
      </>,
    )
    ask(() => Promise.reject(new Error('Project to be deleted contains a VPC')))
    await user.click(await screen.findByRole('button', { name: 'Delete' }))
    await screen.findByText('Could not delete project')
    expect(screen.getByText('Project to be deleted contains a VPC')).toBeTruthy()
    expect(screen.queryByRole('dialog', { name: 'Delete project' })).toBeNull()
  })

  it('Cancel closes without running the action', async () => {
    const user = userEvent.setup()
    const action = vi.fn(() => Promise.resolve())
    render(<ConfirmHost />)
    ask(action)
    await user.click(await screen.findByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(action).not.toHaveBeenCalled()
  })
})
