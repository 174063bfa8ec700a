import type { Sled } from '~/api/__generated__/Api'
import { mutate } from '~/api/query'
import { Button } from '~/ui/button'
import { confirmAction } from '~/ui/confirm'
import { provisionChange, provisionPolicyOf, sledLabel } from './hardware'
import { SledWhatIf } from './sled-what-if-summary'

/**
 * A sled's provision policy can be set; asks first, then says how it went. Before
 * making it non-provisionable the confirm shows whether its instances would find
 * room on the other sleds.
 */
export function confirmSetProvisionPolicy(sled: Sled) {
  const change = provisionChange(sled)
  const name = sledLabel(sled)
  confirmAction({
    title: change.title,
    body:
      change.target === 'non_provisionable' ? (
        <>
          <p>{change.body}</p>
          <SledWhatIf sled={sled} fresh />
        </>
      ) : (
        change.body
      ),
    confirmLabel: change.label,
    errorTitle: 'Could not set provision policy',
    action: () =>
      mutate(
        'sledSetProvisionPolicy',
        {
          path: { sledId: sled.id },
          body: { state: change.target },
        },
        {
          invalidates: ['sledList', 'sledView'],
          toast: {
            title: 'Provision policy set',
            content: `Sled ${name} is ${change.target === 'provisionable' ? 'provisionable' : 'not provisionable'}`,
          },
        },
      ),
  })
}

/** A fleet admin's button to change the sled's provision policy; none where the sled has none to change. */
export function provisionPolicyButton(sled: Sled, isAdmin: boolean) {
  return (
    isAdmin &&
    provisionPolicyOf(sled) !== undefined && (
      <Button variant="secondary" onClick={() => confirmSetProvisionPolicy(sled)}>
        {provisionChange(sled).label}
      </Button>
    )
  )
}
