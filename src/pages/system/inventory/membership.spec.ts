import { describe, expect, it } from 'vitest'
import type { UninitializedSled } from '~/api/__generated__/Api'
import {
  addSledsRequest,
  boardOf,
  boardText,
  diskIdentityText,
  emptyAddSleds,
  enableAdoptionRequest,
  isBeingAdded,
  isChanging,
  sameDiskIdentity,
} from './membership'

const sled = (serial: string, rackId = 'r1', cubby = 17): UninitializedSled => ({
  rackId,
  cubby,
  baseboard: { part: '913-0000019', revision: 6, serial },
})
const sleds = [sled('A'), sled('B'), sled('C', 'r2')]

describe('add sleds request', () => {
  it('names the ticked sleds of the chosen rack by part and serial', () => {
    const request = addSledsRequest({ rackId: 'r1', serials: ['B', 'A'] }, sleds)
    expect(request.params).toEqual({
      path: { rackId: 'r1' },
      body: {
        sledIds: [
          { partNumber: '913-0000019', serialNumber: 'A' },
          { partNumber: '913-0000019', serialNumber: 'B' },
        ],
      },
    })
  })

  it('leaves out sleds ticked in another rack, and sends none when none is ticked', () => {
    expect(addSledsRequest({ rackId: 'r1', serials: ['C'] }, sleds).params.body.sledIds).toEqual([])
    expect(emptyAddSleds()).toEqual({ rackId: '', serials: [] })
    expect(emptyAddSleds('r1', ['A'])).toEqual({ rackId: 'r1', serials: ['A'] })
  })
})

describe('membership status', () => {
  const change = {
    state: 'in_progress' as const,
    unacknowledgedMembers: [boardOf(sled('A'))],
  }
  it('a change in progress is polled and names the sleds it adds', () => {
    expect(isChanging(change)).toBe(true)
    expect(isChanging({ state: 'committed' })).toBe(false)
    expect(isChanging(undefined)).toBe(false)
    expect(isBeingAdded(sled('A'), change)).toBe(true)
    expect(isBeingAdded(sled('B'), change)).toBe(false)
    expect(isBeingAdded(sled('A'), { ...change, state: 'aborted' })).toBe(false)
  })

  it('texts', () => {
    expect(boardText(boardOf(sled('A')))).toBe('A (913-0000019)')
    const disk = { vendor: '1b96', model: 'WUS', serial: 'U2-1' }
    expect(diskIdentityText(disk)).toBe('U2-1 (1b96 WUS)')
    expect(sameDiskIdentity(disk, { ...disk })).toBe(true)
    expect(sameDiskIdentity(disk, { ...disk, serial: 'U2-2' })).toBe(false)
    expect(enableAdoptionRequest(disk).params).toEqual({ body: disk })
  })
})
