import type { ImportStep } from './disk-upload'

export type StepStatus = 'pending' | 'running' | 'done' | 'failed'

export type UploadState = {
  /** steps begun so far, in order */
  history: ImportStep[]
  done: number
  total: number
  phase: 'running' | 'canceling' | 'succeeded' | 'failed'
}

export const startUpload = (total: number): UploadState => ({
  history: [],
  done: 0,
  total,
  phase: 'running',
})

/**
 * Where a step stands. While running, the last step begun is running and the
 * ones before are done. After a failure, the last step before any cleanup
 * failed, the cleanup ran (its outcome is in the error message) and the rest
 * never happened.
 */
export function stepStatus(state: UploadState, step: ImportStep): StepStatus {
  const { history, phase } = state
  const at = history.indexOf(step)
  if (at === -1) return 'pending'
  if (phase === 'succeeded') return 'done'
  const cleanupAt = history.indexOf('cleanup')
  if (phase === 'failed') {
    if (step === 'cleanup') return 'done'
    const failedAt = (cleanupAt === -1 ? history.length : cleanupAt) - 1
    return at === failedAt ? 'failed' : 'done'
  }
  return at === history.length - 1 ? 'running' : 'done'
}

/** The steps to list: a flow's own, plus the cleanup once one runs. */
export const shownSteps = (steps: ImportStep[], state: UploadState | null): ImportStep[] =>
  state?.history.includes('cleanup') && !steps.includes('cleanup') ? [...steps, 'cleanup'] : steps
