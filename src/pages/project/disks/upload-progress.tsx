import { Button } from '~/ui/button'
import { Spinner } from '~/ui/spinner'
import { formatBytes } from '~/util/units'
import { percentDone } from '~/util/upload'
import type { ImportStep } from './disk-upload'
import { type StepStatus, shownSteps, stepStatus, type UploadState } from './upload-state'

const statusText: Record<StepStatus, string> = {
  pending: 'not started',
  running: 'in progress',
  done: 'done',
  failed: 'failed',
}

const icons: Record<Exclude<StepStatus, 'running'>, string> = {
  pending: '○',
  done: '✓',
  failed: '✕',
}

/** The steps of an upload, the bytes sent so far and a way to stop it. */
export function UploadProgress({
  state,
  steps,
  labels,
  fileName,
  onCancel,
}: {
  state: UploadState
  steps: ImportStep[]
  labels: Partial<Record<ImportStep, string>>
  fileName: string
  onCancel: () => void
}) {
  const percent = percentDone(state.done, state.total)
  const busy = state.phase === 'running' || state.phase === 'canceling'
  return (
    <section className="upload-progress" aria-label="Upload">
      <ol className="upload-steps">
        {shownSteps(steps, state).map((step) => {
          const status = stepStatus(state, step)
          return (
            <li key={step} className={`upload-step upload-step-${status}`}>
              <span className="upload-step-icon" aria-hidden>
                {status === 'running' ? <Spinner /> : icons[status]}
              </span>
              <span>
                {labels[step]}
                <span className="visually-hidden">: {statusText[status]}</span>
              </span>
            </li>
          )
        })}
      </ol>
      <div className="upload-file">
        <div className="upload-file-line">
          <span className="cell-truncate">{fileName}</span>
          <span className="mono">
            {formatBytes(state.done)} / {formatBytes(state.total)} ({percent}%)
          </span>
        </div>
        <progress
          className="upload-bar"
          aria-label="Upload progress"
          max={100}
          value={percent}
          aria-valuetext={`${percent}%`}
        />
      </div>
      {busy && (
        <Button
          variant="secondary"
          size="sm"
          onClick={onCancel}
          disabled={state.phase === 'canceling'}
        >
          {state.phase === 'canceling' ? 'Canceling upload' : 'Cancel upload'}
        </Button>
      )}
    </section>
  )
}
