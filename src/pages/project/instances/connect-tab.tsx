import { useState } from 'react'
import type { LoaderFunctionArgs } from 'react-router'
import { apiQuery, listQuery, prefetch, usePrefetchedApiQuery } from '~/api/query'
import { getInstanceSelector, useInstanceSelector } from '~/hooks/selectors'
import { Button } from '~/ui/button'
import { CopyButton } from '~/ui/copy-button'
import { EmptyState } from '~/ui/empty-state'
import { Modal } from '~/ui/modal'
import { usePrefetchedList } from '../use-prefetched-list'
import { serialConsoleCommand } from './cli-command'
import { reachableIps } from './instance-ips'

const params = ({ project, instance }: { project: string; instance: string }) => ({
  path: { instance },
  query: { project },
})

export async function loader({ params: p }: LoaderFunctionArgs) {
  const selector = getInstanceSelector(p)
  await prefetch(
    apiQuery('instanceExternalIpList', params(selector)),
    listQuery('instanceSshPublicKeyList', params(selector)),
  )
  return null
}

/** How to reach the instance: SSH details and the CLI command for its serial console. */
export function Component() {
  const selector = useInstanceSelector()
  const { data: ips } = usePrefetchedApiQuery('instanceExternalIpList', params(selector))
  const keys = usePrefetchedList('instanceSshPublicKeyList', params(selector))
  const [cliOpen, setCliOpen] = useState(false)
  const addresses = reachableIps(ips.items)
  const command = serialConsoleCommand(selector)
  return (
    <>
      <h2 className="section-title">SSH</h2>
      <dl className="properties" aria-label="SSH details">
        <dt>Addresses</dt>
        <dd className="mono">{addresses.length ? addresses.join(', ') : 'None'}</dd>
        <dt>Keys on the instance</dt>
        <dd className="mono">
          {keys.items.length ? keys.items.map((k) => k.name).join(', ') : 'None'}
        </dd>
      </dl>
      {addresses.length === 0 && (
        <EmptyState
          title="No external address"
          body="The instance has no ephemeral or floating IP, so it cannot be reached over SSH from outside."
        />
      )}
      <h2 className="section-title">Serial console</h2>
      <p className="field-help">Open the instance's serial console from a terminal with the CLI.</p>
      <Button variant="secondary" onClick={() => setCliOpen(true)}>
        CLI command
      </Button>
      <Modal title="CLI Command" isOpen={cliOpen} onDismiss={() => setCliOpen(false)}>
        <p>Open the serial console of this instance with the Oxide CLI:</p>
        <pre className="compute-command">{command}</pre>
        <CopyButton text={command} label="Copy command" />
      </Modal>
    </>
  )
}
