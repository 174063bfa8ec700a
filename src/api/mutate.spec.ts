import { MutationObserver, onlineManager, QueryObserver } from '@tanstack/react-query'
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

  it('after a delete, forgets the deleted resource’s queries and reads the rest again', async () => {
    call.mockResolvedValue(undefined as never)
    const view = ['affinityGroupView', { path: { affinityGroup: 'g1' }, query: { project: 'p' } }]
    const members = (group: string) => [
      'affinityGroupMemberList',
      { path: { affinityGroup: group }, query: { project: 'p', limit: 50 } },
    ]
    queryClient.setQueryData(view, { id: 'id-g1', name: 'g1' })
    const reads: string[] = []
    // both groups' member counts are on screen, as in the list's rows
    const leave = ['g1', 'g2'].map((group) => {
      queryClient.setQueryData(members(group), { items: [] })
      const observer = new QueryObserver(queryClient, {
        queryKey: members(group),
        queryFn: async () => {
          reads.push(group)
          return { items: [] }
        },
      })
      return observer.subscribe(() => {})
    })

    await mutate(
      'affinityGroupDelete',
      { path: { affinityGroup: 'g1' }, query: { project: 'p' } },
      { invalidates: ['affinityGroupList', 'affinityGroupView', 'affinityGroupMemberList'] },
    )
    expect(reads).toEqual(['g2'])
    expect(queryClient.getQueryData(view)).toBeUndefined()
    for (const stop of leave) stop()
    expect(queryClient.getQueryData(members('g1'))).toBeUndefined()
    expect(queryClient.getQueryData(members('g2'))).toBeDefined()
  })

  it('finds by id what a delete named by name, and by name what it named by id', async () => {
    call.mockResolvedValue(undefined as never)
    const byName = ['instanceDiskList', { path: { instance: 'db-1' }, query: { project: 'p' } }]
    queryClient.setQueryData(['instanceList', { query: { project: 'p' } }], {
      items: [{ id: 'id-1', name: 'db-1' }],
    })
    queryClient.setQueryData(byName, { items: [] })
    await mutate('instanceDelete', { path: { instance: 'id-1' } })
    expect(queryClient.getQueryData(byName)).toBeUndefined()
    expect(queryClient.getQueryData(['instanceList', { query: { project: 'p' } }])).toBeDefined()
  })

  it('forgets nothing after removing a member: the group and the instance stay', async () => {
    call.mockResolvedValue(undefined as never)
    const instance = ['instanceView', { path: { instance: 'db-1' }, query: { project: 'p' } }]
    queryClient.setQueryData(instance, { id: 'id-1', name: 'db-1' })
    await mutate('affinityGroupMemberInstanceDelete', {
      path: { affinityGroup: 'g1', instance: 'db-1' },
      query: { project: 'p' },
    })
    expect(queryClient.getQueryData(instance)).toBeDefined()
  })
})

describe('a write while the browser is offline', () => {
  afterEach(() => onlineManager.setOnline(true))

  it('is not sent: it rejects at once, saying so, with nothing invalidated or toasted', async () => {
    onlineManager.setOnline(false)
    queryClient.setQueryData(['diskList', {}], { items: [] })
    await expect(
      mutate('diskDelete', deleteDisk, {
        invalidates: ['diskList'],
        toast: { title: 'Disk deleted' },
      }),
    ).rejects.toEqual({ message: 'You are offline: the change was not sent.', offline: true })
    expect(call).not.toHaveBeenCalled()
    expect(queryClient.getQueryState(['diskList', {}])?.isInvalidated).toBe(false)
    expect(toast).not.toHaveBeenCalled()
  })

  it('with an error title, says so in an error toast', async () => {
    onlineManager.setOnline(false)
    expect(await mutate('diskDelete', deleteDisk, { errorTitle: 'Could not delete disk' })).toBe(
      undefined,
    )
    expect(toast).toHaveBeenCalledExactlyOnceWith({
      variant: 'error',
      title: 'Could not delete disk',
      content: 'You are offline: the change was not sent.',
    })
  })

  it('fails a TanStack mutation rather than holding it, paused, until online', async () => {
    onlineManager.setOnline(false)
    // a mutation as TanStack runs it, with the client's defaults
    const observer = new MutationObserver(queryClient, {
      mutationFn: () => mutate('diskDelete', deleteDisk),
    })
    await expect(observer.mutate()).rejects.toMatchObject({ offline: true })
    expect(observer.getCurrentResult().isPaused).toBe(false)
    expect(call).not.toHaveBeenCalled()
  })
})
