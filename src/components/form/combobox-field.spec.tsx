// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useForm } from 'react-hook-form'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ComboboxField } from './combobox-field'

afterEach(cleanup)

const users = Array.from({ length: 300 }, (_, i) => ({ value: `u-${i}`, label: `user-${i}` }))

function Form({ onSubmit }: { onSubmit: (v: { userId: string }) => void }) {
  const form = useForm({ defaultValues: { userId: '' } })
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <ComboboxField control={form.control} name="userId" label="User" items={users} required />
      <button type="submit">Assign</button>
    </form>
  )
}

// typing re-renders hundreds of options, which jsdom does slowly on a busy machine
describe('ComboboxField', { timeout: 30_000 }, () => {
  it('puts the picked value into the form', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    render(<Form onSubmit={onSubmit} />)
    await user.type(screen.getByRole('combobox', { name: /User/ }), 'user-299')
    await user.keyboard('{Enter}')
    expect(screen.queryByRole('listbox')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Assign' }))
    expect(onSubmit).toHaveBeenCalledWith({ userId: 'u-299' }, expect.anything())
  })

  it('refuses to submit with the required message when nothing matches what was typed', async () => {
    const user = userEvent.setup()
    const onSubmit = vi.fn()
    render(<Form onSubmit={onSubmit} />)
    const input = screen.getByRole('combobox', { name: /User/ })
    await user.type(input, 'nobody')
    expect(screen.getByText('No items match')).toBeTruthy()
    // leaving the field closes the popup; the typed text picked nothing
    await user.tab()
    expect(screen.queryByRole('listbox')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Assign' }))
    expect(await screen.findByText('User is required')).toBeTruthy()
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(onSubmit).not.toHaveBeenCalled()
  })
})
