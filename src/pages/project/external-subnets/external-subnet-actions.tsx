import type { ExternalSubnet } from '~/api/__generated__/Api'
import { callApi } from '~/api/client'
import { invalidate } from '~/api/query'
import { confirmAction } from '~/ui/confirm'
import { addToast } from '~/ui/toast'

/** The queries an external subnet's change touches: the project's list and each instance's. */
const touched = ['externalSubnetList', 'externalSubnetView', 'instanceExternalSubnetList'] as const

export function confirmDetachExternalSubnet(
  project: string,
  subnet: ExternalSubnet,
  instance: string,
) {
  confirmAction({
    title: 'Detach external subnet',
    body: (
      <>
        Detach <strong>{subnet.name}</strong> (<span className="mono">{subnet.subnet}</span>) from
        instance <strong>{instance}</strong>? The instance stops receiving traffic sent to it.
      </>
    ),
    confirmLabel: 'Detach',
    errorTitle: 'Could not detach external subnet',
    action: async () => {
      await callApi('externalSubnetDetach', {
        path: { externalSubnet: subnet.name },
        query: { project },
      })
      await invalidate(...touched)
      addToast({ title: 'External subnet detached', content: subnet.name })
    },
  })
}

export function confirmDeleteExternalSubnet(project: string, subnet: ExternalSubnet) {
  confirmAction({
    title: 'Delete external subnet',
    body: (
      <>
        Delete external subnet <strong>{subnet.name}</strong>? Its block goes back to the subnet
        pool.
      </>
    ),
    confirmLabel: 'Delete',
    errorTitle: 'Could not delete external subnet',
    action: async () => {
      await callApi('externalSubnetDelete', {
        path: { externalSubnet: subnet.name },
        query: { project },
      })
      await invalidate(...touched)
      addToast({ title: 'External subnet deleted', content: subnet.name })
    },
  })
}

export const externalSubnetQueries = touched
