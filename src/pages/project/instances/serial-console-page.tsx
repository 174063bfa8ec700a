import { useEffect, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { allowedStatesText, instanceCan } from '~/api/states'
import type { RouteHandle } from '~/components/breadcrumbs'
import { PageHeader } from '~/components/page-header'
import { InstanceStateBadge } from '~/components/state-badge'
import { getInstanceSelector, useInstanceSelector } from '~/hooks/selectors'
import { Badge, type BadgeColor } from '~/ui/badge'
import { Button } from '~/ui/button'
import { CopyButton } from '~/ui/copy-button'
import { DropdownMenu } from '~/ui/dropdown-menu'
import { EmptyState } from '~/ui/empty-state'
import { addToast } from '~/ui/toast'
import { paths } from '~/util/paths'
import { instanceMenuItems } from './instance-actions'
import { instanceCrumbs } from './instance-crumbs'
import { newLinesText } from './serial-console-hold'
import { saveConsoleOutput } from './serial-console-save'
import { type ConsoleStatus, statusLabel } from './serial-console-stream'
import { SerialConsoleTerminal } from './serial-console-terminal'
import './serial-console.css'
import { useInstance } from './use-instance'

export const handle: RouteHandle = {
  crumbs: (p) => {
    const selector = getInstanceSelector(p)
    return [
      ...instanceCrumbs(selector),
      { label: 'Serial console', to: paths.instanceSerialConsole(selector) },
    ]
  },
}

const statusColor: Record<ConsoleStatus['kind'], BadgeColor> = {
  connecting: 'blue',
  connected: 'green',
  closed: 'gray',
}

function statusText(status: ConsoleStatus, instance: string) {
  switch (status.kind) {
    case 'connecting':
      return `Connecting to the serial console of ${instance}…`
    case 'connected':
      return `Connected to ${instance}. Keystrokes go to the instance; Shift+Tab leaves the terminal.`
    case 'closed':
      return status.reason
  }
}

/** The instance's serial console in the browser, full width, outside the tabs. */
export function Component() {
  const navigate = useNavigate()
  const selector = useInstanceSelector()
  const instance = useInstance(selector)
  const [status, setStatus] = useState<ConsoleStatus>({ kind: 'connecting' })
  const [attempt, setAttempt] = useState(0)
  const [saving, setSaving] = useState(false)
  const [paused, setPaused] = useState(false)
  const [heldLines, setHeldLines] = useState(0)
  const [selection, setSelection] = useState('')
  const allowed = instanceCan('serialConsole', instance)
  // the terminal appears once the instance has a console, and then stays with its output
  // (e.g. after a stop) until the page is left
  const [opened, setOpened] = useState(allowed)
  useEffect(() => {
    if (allowed) setOpened(true)
  }, [allowed])
  const noConsole = allowed ? undefined : allowedStatesText('instance', 'serialConsole')
  const save = () => {
    setSaving(true)
    saveConsoleOutput(selector.project, instance.name)
      .catch((e: { message?: string }) =>
        addToast({ title: 'Could not save the output', content: e.message, variant: 'error' }),
      )
      .finally(() => setSaving(false))
  }
  const items = instanceMenuItems(instance, {
    onDeleted: () => navigate(paths.instances(selector)),
  })

  return (
    <div className="serial-console-page">
      <Link className="serial-console-back" to={paths.instance(selector)}>
        <span aria-hidden>← </span>Back to instance {instance.name}
      </Link>
      <PageHeader
        title="Serial console"
        actions={
          <>
            {opened && status.kind === 'closed' && (
              <Button
                disabled={!!noConsole}
                disabledReason={noConsole}
                onClick={() => setAttempt((n) => n + 1)}
              >
                Reconnect
              </Button>
            )}
            {opened && (
              <Button
                variant="secondary"
                loading={saving}
                disabled={!!noConsole}
                disabledReason={noConsole}
                onClick={save}
              >
                Save output
              </Button>
            )}
            {opened && (
              <Button variant="secondary" onClick={() => setPaused((p) => !p)}>
                {paused ? 'Resume' : 'Pause'}
              </Button>
            )}
            {opened && selection && <CopyButton text={selection} label="Copy selection" />}
            <DropdownMenu label="Instance actions" items={items} />
          </>
        }
      />
      <p className="serial-console-instance">
        Instance <strong>{instance.name}</strong> <InstanceStateBadge state={instance.runState} />
      </p>
      {opened ? (
        <>
          <p className="serial-console-status" role="status" aria-label="Connection">
            <Badge color={statusColor[status.kind]}>{statusLabel[status.kind]}</Badge>
            <span>{statusText(status, instance.name)}</span>
          </p>
          {paused && (
            <p className="serial-console-held">
              <Badge color="yellow">Paused</Badge>
              <span>
                {newLinesText(heldLines)} since the pause. Output is kept: Resume shows it.
              </span>
            </p>
          )}
          <SerialConsoleTerminal
            project={selector.project}
            instance={instance.name}
            attempt={attempt}
            onStatus={setStatus}
            paused={paused}
            onHeldLines={setHeldLines}
            onSelection={setSelection}
          />
        </>
      ) : (
        <EmptyState
          title="Serial console unavailable"
          body={`${noConsole}. Instance ${instance.name} is ${instance.runState}.`}
        />
      )}
    </div>
  )
}
