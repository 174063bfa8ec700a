import { useEffect, useRef, useState } from 'react'
import { addToast } from '~/ui/toast'
import type { UploadEvents } from './disk-upload'
import { startUpload, type UploadState } from './upload-state'

type Flow<T> = (controls: UploadEvents & { signal: AbortSignal }) => Promise<T>

/**
 * Runs one upload flow at a time for a form: its progress as state, a cancel,
 * and a cancel on unmount (the form was closed mid-upload), after which the
 * outcome comes as a toast since the form is gone.
 */
export function useUpload() {
  const [state, setState] = useState<UploadState | null>(null)
  const controller = useRef<AbortController | null>(null)
  const mounted = useRef(true)

  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
      controller.current?.abort()
    }
  }, [])

  async function run<T>(total: number, flow: Flow<T>): Promise<T> {
    const ac = new AbortController()
    controller.current = ac
    setState(startUpload(total))
    try {
      const result = await flow({
        signal: ac.signal,
        onStep: (step) => setState((s) => s && { ...s, history: [...s.history, step] }),
        onProgress: (done) => setState((s) => s && { ...s, done }),
      })
      setState((s) => s && { ...s, phase: 'succeeded' })
      return result
    } catch (e) {
      setState((s) => s && { ...s, phase: 'failed' })
      if (!mounted.current) {
        addToast({ variant: 'error', title: 'Upload stopped', content: (e as Error).message })
      }
      throw e
    } finally {
      controller.current = null
    }
  }

  function cancel() {
    controller.current?.abort()
    setState((s) => (s && s.phase === 'running' ? { ...s, phase: 'canceling' } : s))
  }

  const busy = state?.phase === 'running' || state?.phase === 'canceling'
  return { state, run, cancel, busy }
}
