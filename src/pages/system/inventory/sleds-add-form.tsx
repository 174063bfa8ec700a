import { useForm } from 'react-hook-form'
import { useNavigate, useSearchParams } from 'react-router'
import { usePrefetchedAllPages } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { CheckboxGroupField } from '~/components/form/checkbox-group-field'
import { requestFormProps } from '~/components/form/request-form'
import { SideModalForm } from '~/components/form/side-modal-form'
import { paths } from '~/util/paths'
import { RackField } from '../rack-field'
import { partRevision } from './hardware'
import { type AddSledsFormValues, addSledsRequest, emptyAddSleds } from './membership'

export const handle: RouteHandle = { title: 'Add sleds to rack' }

/** Add the chosen uninitialized sleds to their rack: one membership change per call. */
export function Component() {
  const navigate = useNavigate()
  const [search] = useSearchParams()
  const sleds = usePrefetchedAllPages('sledListUninitialized', {}).items
  const racks = usePrefetchedAllPages('rackList', {}).items
  // a row's "Add to rack" ticks its sled and picks its rack; one rack is picked by itself
  const picked = sleds.find((s) => s.baseboard.serial === search.get('sled'))
  const rackId = picked?.rackId ?? (racks.length === 1 ? racks[0].id : '')
  const form = useForm<AddSledsFormValues>({
    defaultValues: emptyAddSleds(rackId, picked ? [picked.baseboard.serial] : []),
  })
  const chosenRack = form.watch('rackId')
  return (
    <SideModalForm
      {...requestFormProps(
        form,
        {
          title: 'Add sleds to rack',
          submitLabel: 'Add to rack',
          invalidates: ['rackMembershipStatus', 'sledListUninitialized'],
          toast: ({ serials }) => ({
            title: 'Adding sleds to the rack',
            content: serials.join(', '),
          }),
        },
        (v) => addSledsRequest(v, sleds),
        () => navigate(paths.systemRack({ rackId: form.getValues().rackId })),
      )}
      errorTitle="Could not add the sleds"
      onDismiss={() => navigate(paths.systemUninitializedSleds())}
    >
      <RackField control={form.control} racks={racks} />
      <CheckboxGroupField
        control={form.control}
        name="serials"
        label="Sleds"
        requiredMessage="Choose at least one sled"
        description="The rack's sleds acknowledge the change; then these sleds join its inventory."
        items={sleds
          .filter((s) => s.rackId === chosenRack)
          .map((s) => ({
            value: s.baseboard.serial,
            label: s.baseboard.serial,
            description: `cubby ${s.cubby}, ${partRevision(s.baseboard)}`,
          }))}
      />
    </SideModalForm>
  )
}
