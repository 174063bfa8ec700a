import type { Sled } from '~/api/__generated__/Api'
import { callApi } from '~/api/client'
import { invalidate } from '~/api/query'
import { confirmAction } from '~/ui/confirm'
import { addToast } from '~/ui/toast'
import { provisionChange, sledLabel } from './hardware'

/** A sled's provision policy can be set; asks first, then says how it went. */
export function confirmSetProvisionPolicy(sled: Sled) {
  const change = provisionChange(sled)
  const name = sledLabel(sled)
  confirmAction({
    title: change.title,
    body: change.body,
    confirmLabel: change.label,
    errorTitle: 'Could not set provision policy',
    action: async () => {
      await callApi('sledSetProvisionPolicy', {
        path: { sledId: sled.id },
        body: { state: change.target },
      })
      await invalidate('sledList', 'sledView')
      addToast({
        title: 'Provision policy set',
        content: `Sled ${name} is ${change.target === 'provisionable' ? 'provisionable' : 'not provisionable'}`,
      })
    },
  })
}
