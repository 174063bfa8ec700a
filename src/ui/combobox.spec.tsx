// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { Combobox, type ComboboxOption, capNotice, matchOptions } from './combobox'

afterEach(cleanup)

const images: ComboboxOption[] = Array.from({ length: 1000 }, (_, i) => ({
  value: `id-${i}`,
  label: `image-${String(i).padStart(4, '0')}`,
}))

function Harness({ options = images }: { options?: ComboboxOption[] }) {
  const [value, setValue] = useState('')
  return (
    <>
      <label htmlFor="pick">Image</label>
      <Combobox id="pick" options={options} value={value} onChange={setValue} />
      <output aria-label="Picked">{value}</output>
    </>
  )
}

const options = () => within(screen.getByRole('listbox')).queryAllByRole('option')

describe('matchOptions', () => {
  it('keeps options whose label contains the text, any case, in the given order', () => {
    const opts = [
      { value: '1', label: 'Web-Prod' },
      { value: '2', label: 'db' },
      { value: '3', label: 'web-dev' },
    ]
    expect(matchOptions(opts, 'WEB').map((o) => o.value)).toEqual(['1', '3'])
    expect(matchOptions(opts, '  ')).toEqual(opts)
    expect(matchOptions(opts, 'zzz')).toEqual([])
  })
})

// typing re-renders hundreds of options, which jsdom does slowly on a busy machine
describe('Combobox', { timeout: 30_000 }, () => {
  it('takes its accessible name from its label', () => {
    render(<Harness />)
    expect(screen.getByRole('combobox', { name: 'Image' })).toBeTruthy()
  })

  it('shows the first 100 of many options and says how many there are', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole('combobox', { name: 'Image' }))
    expect(options()).toHaveLength(100)
    expect(options()[0].textContent).toBe('image-0000')
    expect(await screen.findByText(capNotice(100, 1000))).toBeTruthy()
    expect(capNotice(100, 1000)).toBe('Showing first 100 of 1,000 matches: type to narrow')
  })

  it('filters by the typed text and reaches an option past the first 100', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    const input = screen.getByRole('combobox', { name: 'Image' })
    await user.type(input, '0999')
    expect(options().map((o) => o.textContent)).toEqual(['image-0999'])
    expect(screen.queryByText(/Showing first/)).toBeNull()
    await user.keyboard('{Enter}')
    expect(screen.getByLabelText('Picked').textContent).toBe('id-999')
    expect((input as HTMLInputElement).value).toBe('image-0999')
  })

  it('moves through matches with the arrow keys and picks with Enter', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    const input = screen.getByRole('combobox', { name: 'Image' })
    await user.type(input, 'image-002')
    // matches image-0020..image-0029; the first is highlighted as the user types
    expect(options()).toHaveLength(10)
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    expect(screen.getByLabelText('Picked').textContent).toBe('id-22')
  })

  it('closes on Escape without picking', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    const input = screen.getByRole('combobox', { name: 'Image' })
    await user.type(input, 'image-01')
    expect(screen.getByRole('listbox')).toBeTruthy()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(input.getAttribute('aria-expanded')).toBe('false')
    expect(screen.getByLabelText('Picked').textContent).toBe('')
  })

  it('says so when nothing matches', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.type(screen.getByRole('combobox', { name: 'Image' }), 'no-such-image')
    expect(screen.getByText('No items match')).toBeTruthy()
    expect(screen.queryAllByRole('option')).toHaveLength(0)
  })

  it('shows an option that cannot be picked, with its reason, and picks past it', async () => {
    const user = userEvent.setup()
    const states: ComboboxOption[] = [
      { value: 'web-1', label: 'web-1 (running)', disabledReason: 'Only when stopped' },
      { value: 'db-1', label: 'db-1 (stopped)' },
    ]
    render(<Harness options={states} />)
    await user.click(screen.getByRole('combobox', { name: 'Image' }))
    const [running] = options()
    expect(running.textContent).toBe('web-1 (running) Only when stopped')
    expect(running.getAttribute('aria-disabled')).toBe('true')
    await user.click(running)
    expect(screen.getByLabelText('Picked').textContent).toBe('')
    await user.click(options()[1])
    expect(screen.getByLabelText('Picked').textContent).toBe('db-1')
  })

  it('lists every option again when reopened after a pick', async () => {
    const user = userEvent.setup()
    const few = images.slice(0, 5)
    render(<Harness options={few} />)
    const input = screen.getByRole('combobox', { name: 'Image' })
    await user.type(input, '0003')
    await user.keyboard('{Enter}')
    await user.click(input)
    expect(options()).toHaveLength(5)
  })
})
