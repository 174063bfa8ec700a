import { useId, useState } from 'react'
import { usePrefetchedAllPages, usePrefetchedApiQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { Property } from '~/components/property'
import { useInstanceSelector } from '~/hooks/selectors'
import { Button } from '~/ui/button'
import { CopyButton } from '~/ui/copy-button'
import { EmptyState } from '~/ui/empty-state'
import { LinkButton } from '~/ui/link-button'
import { Modal } from '~/ui/modal'
import { paths } from '~/util/paths'
import { serialConsoleCommand } from './cli-command'
import { instanceDisabledReason } from './instance-actions'
import { reachableIps } from './instance-ips'
import { instanceParams } from './loaders'

export const handle: RouteHandle = { title: 'Connect' }

/** How to reach the instance: SSH details and the CLI command for its serial console. */
export function Component() {
  const selector = useInstanceSelector()
  const { data: instance } = usePrefetchedApiQuery('instanceView', instanceParams(selector))
  const { data: ips } = usePrefetchedApiQuery('instanceExternalIpList', instanceParams(selector))
  const serialTitleId = useId()
  // the serial console is there while running, rebooting, migrating or repairing
  const noConsole = instanceDisabledReason('serialConsole', instance)
  const keys = usePrefetchedAllPages('instanceSshPublicKeyList', instanceParams(selector))
  const [cliOpen, setCliOpen] = useState(false)
  const addresses = reachableIps(ips.items)
  const command = serialConsoleCommand(selector)
  return (
    <>
      <h2 className="section-title">SSH</h2>
      <dl className="properties" aria-label="SSH details">
        <Property term="Addresses" mono>
          {addresses.length ? addresses.join(', ') : 'None'}
        </Property>
        <Property term="Keys on the instance" mono>
          {keys.items.length ? keys.items.map((k) => k.name).join(', ') : 'None'}
        </Property>
      </dl>
      {addresses.length === 0 && (
        <EmptyState
          title="No external address"
          body="The instance has no ephemeral or floating IP, so it cannot be reached over SSH from outside."
        />
      )}
      <section aria-labelledby={serialTitleId}>
        <h2 className="section-title" id={serialTitleId}>
          Serial console
        </h2>
        <p className="field-help">
          Open the instance's serial console here in the browser, or from a terminal with the CLI.
        </p>
        <span className="compute-section-actions">
          {noConsole ? (
            <Button disabled disabledReason={noConsole}>
              Connect
            </Button>
          ) : (
            <LinkButton to={paths.instanceSerialConsole(selector)}>Connect</LinkButton>
          )}
          <Button variant="secondary" onClick={() => setCliOpen(true)}>
            CLI command
          </Button>
        </span>
      </section>
      <Modal title="CLI Command" isOpen={cliOpen} onDismiss={() => setCliOpen(false)}>
        <p>Open the serial console of this instance with the Oxide CLI:</p>
        <pre className="compute-command">{command}</pre>
        <CopyButton text={command} label="Copy command" />
      </Modal>
    </>
  )
}
