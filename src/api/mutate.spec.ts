import { afterEach, describe, expect, it, vi } from 'vitest'
import { addToast } from '~/ui/toast'
import { callApi } from './client'
import { mutate, queryClient } from './query'

vi.mock('./client', () => ({ callApi: vi.fn() }))
vi.mock('~/ui/toast', () => ({ addToast: vi.fn() }))

const call = vi.mocked(callApi)
const toast = vi.mocked(addToast)
const deleteDisk = { path: { disk: 'disk-1' } }

afterEach(() => {
  vi.clearAllMocks()
  queryClient.clear()
})

describe('mutate', () => {
  it('calls, then marks the listed operations stale, then toasts, in that order', async () => {
    const steps: string[] = []
    call.mockImplementation(async () => {
      steps.push('call')
      return { id: 'snap-1', name: 'snap-1' }
    })
    queryClient.setQueryData(['diskList', {}], { items: [] })
    queryClient.setQueryData(['snapshotList', {}], { items: [] })
    const invalidateSpy = vi
      .spyOn(queryClient, 'invalidateQueries')
      .mockImplementation(async () => {
        steps.push('invalidate')
      })
    toast.mockImplementation(() => {
      steps.push('toast')
      return ''
    })

    const data = await mutate('snapshotCreate', { query: {}, body: {} } as never, {
      invalidates: ['snapshotList'],
      beforeInvalidate: () => steps.push('beforeInvalidate'),
      toast: (snapshot) => ({ title: 'Snapshot created', content: snapshot.name }),
    })

    expect(data).toEqual({ id: 'snap-1', name: 'snap-1' })
    expect(steps).toEqual(['call', 'beforeInvalidate', 'invalidate', 'toast'])
    expect(invalidateSpy).toHaveBeenCalledWith({ queryKey: ['snapshotList'] })
    expect(toast).toHaveBeenCalledWith({ title: 'Snapshot created', content: 'snap-1' })
    invalidateSpy.mockRestore()
  })

  it('invalidates only the operations it is told to', async () => {
    call.mockResolvedValue(undefined as never)
    queryClient.setQueryData(['diskList', {}], { items: [] })
    queryClient.setQueryData(['snapshotList', {}], { items: [] })
    await mutate('diskDelete', deleteDisk, { invalidates: ['diskList'] })
    expect(queryClient.getQueryState(['diskList', {}])?.isInvalidated).toBe(true)
    expect(queryClient.getQueryState(['snapshotList', {}])?.isInvalidated).toBe(false)
  })

  it('rejects with the API error, invalidating and toasting nothing, for its caller to show', async () => {
    const error = { statusCode: 400, message: 'disk is attached' }
    call.mockRejectedValue(error)
    queryClient.setQueryData(['diskList', {}], { items: [] })
    await expect(
      mutate('diskDelete', deleteDisk, {
        invalidates: ['diskList'],
        toast: { title: 'Disk deleted' },
      }),
    ).rejects.toBe(error)
    expect(queryClient.getQueryState(['diskList', {}])?.isInvalidated).toBe(false)
    expect(toast).not.toHaveBeenCalled()
  })

  it('with an error title, shows a failure as an error toast with the API message and resolves', async () => {
    call.mockRejectedValue({ statusCode: 400, message: 'disk is attached' })
    const result = await mutate('diskDelete', deleteDisk, {
      toast: { title: 'Disk deleted' },
      errorTitle: 'Could not delete disk',
    })
    expect(result).toBeUndefined()
    expect(toast).toHaveBeenCalledExactlyOnceWith({
      variant: 'error',
      title: 'Could not delete disk',
      content: 'disk is attached',
    })
  })
})
