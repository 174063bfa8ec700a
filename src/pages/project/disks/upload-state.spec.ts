import { describe, expect, it } from 'vitest'
import type { ImportStep } from './disk-upload'
import { shownSteps, startUpload, stepStatus, type UploadState } from './upload-state'

const state = (history: ImportStep[], phase: UploadState['phase']): UploadState => ({
  ...startUpload(10),
  history,
  phase,
})
const statuses = (s: UploadState, steps: ImportStep[]) => steps.map((step) => stepStatus(s, step))
const all: ImportStep[] = ['create', 'start', 'write', 'stop', 'finalize', 'image', 'cleanup']

describe('stepStatus', () => {
  it('marks the last step begun as running, earlier ones done, later ones pending', () => {
    expect(statuses(state(['create', 'start', 'write'], 'running'), all)).toEqual([
      'done',
      'done',
      'running',
      'pending',
      'pending',
      'pending',
      'pending',
    ])
    expect(statuses(state(['create', 'start', 'write'], 'canceling'), ['write'])).toEqual([
      'running',
    ])
  })

  it('after a failure, marks the step before the cleanup failed and the cleanup done', () => {
    expect(statuses(state(['create', 'start', 'write', 'cleanup'], 'failed'), all)).toEqual([
      'done',
      'done',
      'failed',
      'pending',
      'pending',
      'pending',
      'done',
    ])
    // a failure with nothing to clean up (the disk was never made)
    expect(statuses(state(['create'], 'failed'), ['create', 'start'])).toEqual([
      'failed',
      'pending',
    ])
  })

  it('after success every step begun is done, the cleanup of an image upload included', () => {
    expect(statuses(state(all, 'succeeded'), all)).toEqual(all.map(() => 'done'))
  })
})

describe('shownSteps', () => {
  const disk: ImportStep[] = ['create', 'start', 'write', 'stop', 'finalize']
  it('adds the cleanup to a flow that lists none, once it runs', () => {
    expect(shownSteps(disk, null)).toEqual(disk)
    expect(shownSteps(disk, state(['create', 'cleanup'], 'failed'))).toEqual([...disk, 'cleanup'])
    expect(shownSteps(all, state(all, 'succeeded'))).toEqual(all)
  })
})
