import { invalidate, mutate, readFresh } from '~/api/query'
import { afterDelete } from '~/components/bulk/after-delete'
import { type BulkActions, readBeforeDelete } from '~/components/bulk/bulk-action'
import type { AttachableRow } from '../attachables/attachable-kind'

const noun = ['floating IP', 'floating IPs'] as const

/** The floating IP as it is now: a resumed run reads it first */
const current = (fip: AttachableRow) =>
  readFresh('floatingIpView', { path: { floatingIp: fip.id } })

/** The floating IP list's bulk detach and delete, with the row menu's rules. */
export const floatingIpBulkActions = (
  project: string,
  instanceName: (id: string) => string,
): BulkActions<AttachableRow> => ({
  actions: [
    {
      label: 'Detach',
      done: 'detached',
      noun,
      note: 'Their instances stop receiving traffic sent to them',
      notApplicable: (fip) => (fip.instanceId ? undefined : `${fip.name} is not attached`),
      run: (fip) =>
        mutate('floatingIpDetach', { path: { floatingIp: fip.name }, query: { project } }),
      finish: () => invalidate('floatingIpList', 'floatingIpView'),
      resume: {
        alreadyDone: async (fip) =>
          (await current(fip)).instanceId ? undefined : `${fip.name} is already detached`,
      },
    },
    {
      label: 'Delete',
      done: 'deleted',
      noun,
      destructive: true,
      note: 'Their addresses go back to the pool',
      notApplicable: (fip) =>
        fip.instanceId
          ? `${fip.name} is attached to ${instanceName(fip.instanceId)}: detach it first`
          : undefined,
      run: (fip) =>
        mutate('floatingIpDelete', { path: { floatingIp: fip.name }, query: { project } }),
      finish: afterDelete('floatingIp', 'floatingIpList'),
      resume: readBeforeDelete(current),
    },
  ],
})
