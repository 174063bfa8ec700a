import { act, fireEvent, render, renderHook, screen } from '@testing-library/react'
import { useForm } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { ChoiceGroup, useTickedValues } from './choice'

const items = [
  { value: 'a', label: 'Alpha', description: 'the first' },
  { value: 'b', label: 'Beta' },
]
const field = { name: 'pick', onBlur: () => {}, ref: () => {} }

describe('ChoiceGroup', () => {
  it('names the group by its legend and ties the help and error to it', () => {
    const letters = { label: 'Letters', items, field, isChecked: (v: string) => v === 'b' }
    render(
      <ChoiceGroup
        type="checkbox"
        {...letters}
        description="Tick some"
        error="Tick one"
        onCheck={() => {}}
      />,
    )
    const group = screen.getByRole('group', { name: 'Letters' })
    const ids = group.getAttribute('aria-describedby')?.split(' ') ?? []
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'Tick some',
      'Tick one',
    ])
    const alpha = screen.getByRole('checkbox', { name: /^Alpha/ }) as HTMLInputElement
    const beta = screen.getByRole('checkbox', { name: 'Beta' }) as HTMLInputElement
    expect([alpha.checked, beta.checked]).toEqual([false, true])
    expect(alpha.getAttribute('aria-invalid')).toBe('true')
  })

  it('says which radio button was picked, with no help or error it was not given', () => {
    const onCheck = vi.fn()
    render(
      <ChoiceGroup
        type="radio"
        label="Letter"
        items={items}
        field={field}
        isChecked={(v) => v === 'a'}
        onCheck={onCheck}
      />,
    )
    expect(screen.getByRole('group', { name: 'Letter' }).getAttribute('aria-describedby')).toBe(
      null,
    )
    fireEvent.click(screen.getByRole('radio', { name: 'Beta' }))
    expect(onCheck).toHaveBeenCalledWith('b', true)
    expect(screen.getByRole('radio', { name: 'Beta' }).getAttribute('aria-invalid')).toBe(null)
  })
})

describe('useTickedValues', () => {
  it('ticks and unticks values, and asks for one when told to', async () => {
    const { result } = renderHook(() => {
      const form = useForm<{ keys: string[] }>({ defaultValues: { keys: ['x'] } })
      return { form, ticked: useTickedValues(form.control, 'keys', 'Pick a key') }
    })
    expect(result.current.ticked.isTicked('x')).toBe(true)
    await act(async () => result.current.ticked.setTicked('y', true))
    expect(result.current.form.getValues('keys')).toEqual(['x', 'y'])
    await act(async () => result.current.ticked.setTicked('x', false))
    expect(result.current.form.getValues('keys')).toEqual(['y'])
    await act(async () => result.current.ticked.setTicked('y', false))
    expect(result.current.form.getValues('keys')).toEqual([])
    await act(async () => {
      await result.current.form.trigger()
    })
    expect(result.current.ticked.error).toBe('Pick a key')
  })
})
