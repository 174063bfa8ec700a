// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { useForm } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import type { ApiError } from '~/api/errors'
import { fieldErrorsAlert, useFormSubmit } from './form-submit'

const apiError = (errorCode: string, message: string) =>
  ({ errorCode, message, statusCode: 400 }) as ApiError

function renderShell<T extends Record<string, string>>(
  defaultValues: T,
  onSubmit: (values: T) => unknown,
  onSuccess = vi.fn(),
) {
  const { result } = renderHook(() => {
    // biome-ignore lint/suspicious/noExplicitAny: a test form of any shape
    const form = useForm<any>({ defaultValues })
    return { form, ...useFormSubmit({ form, onSubmit, onSuccess }) }
  })
  return { result, onSuccess }
}

describe('useFormSubmit', () => {
  it('calls onSuccess once the change resolves, with the form’s values', async () => {
    const onSubmit = vi.fn(async () => ({ id: 'x' }))
    const { result, onSuccess } = renderShell({ name: 'db-1' }, onSubmit)
    await act(() => result.current.submit())
    expect(onSubmit).toHaveBeenCalledWith({ name: 'db-1' })
    expect(onSuccess).toHaveBeenCalledOnce()
    expect(result.current.error).toBe(null)
  })

  it('puts "name already exists" on the name field, not in the alert', async () => {
    const exists = apiError('ObjectAlreadyExists', 'Disk name already exists')
    const { result, onSuccess } = renderShell({ name: 'db-1' }, () => Promise.reject(exists))
    await act(() => result.current.submit())
    expect(result.current.form.getFieldState('name').error?.message).toBe(
      'Disk name already exists',
    )
    expect(result.current.error).toBe(null)
    expect(onSuccess).not.toHaveBeenCalled()
  })

  it('shows "already exists" in the alert when the form has no name field', async () => {
    const exists = apiError('ObjectAlreadyExists', 'Member already exists')
    const { result } = renderShell({ instance: 'web-1' }, () => Promise.reject(exists))
    await act(() => result.current.submit())
    expect(result.current.error?.message).toBe('Member already exists')
  })

  it('keeps a failed call’s error until the next attempt, which clears it', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(apiError('InvalidRequest', 'Instance must be stopped'))
      .mockResolvedValueOnce({})
    const { result, onSuccess } = renderShell({ instance: 'web-1' }, onSubmit)
    await act(() => result.current.submit())
    expect(result.current.error?.message).toBe('Instance must be stopped')
    expect(result.current.form.getValues()).toEqual({ instance: 'web-1' })
    await act(() => result.current.submit())
    expect(result.current.error).toBe(null)
    expect(onSuccess).toHaveBeenCalledOnce()
  })
})

describe('fieldErrorsAlert', () => {
  it('is an Error alert for one field, an Errors alert with the count for several', () => {
    expect(fieldErrorsAlert(1)).toEqual({
      title: 'Error',
      children: 'One issue needs fixing before this can be saved.',
    })
    expect(fieldErrorsAlert(3)).toEqual({
      title: 'Errors',
      children: '3 issues need fixing before this can be saved.',
    })
  })
})
