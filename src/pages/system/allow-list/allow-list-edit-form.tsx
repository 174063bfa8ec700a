import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { mutate, readFresh, usePrefetchedApiQuery } from '~/api/query'
import { allowListReview } from '~/api/set-diff'
import { mergeAllowList } from '~/api/whole-set'
import type { RouteHandle } from '~/components/breadcrumbs'
import { RadioField } from '~/components/form/radio-field'
import { SideModalForm } from '~/components/form/side-modal-form'
import { TextField } from '~/components/form/text-field'
import { useWholeSet } from '~/components/form/whole-set'
import { Alert } from '~/ui/alert'
import { addToast } from '~/ui/toast'
import { paths } from '~/util/paths'
import {
  type AllowListValues,
  allowListToValues,
  allowListUpdateRequest,
  validateNetworks,
  valuesToAllowListUpdate,
} from './allow-list-values'

export const handle: RouteHandle = { title: 'Edit IP allow list' }

/**
 * Replace the allow list. A list can shut out the operator making the change,
 * and the API has no call that tells the console the address it sees this
 * client at, so the review before the save warns them to check theirs is
 * included. The list sent is the one read afresh with the operator's
 * additions and removals.
 */
export function Component() {
  const navigate = useNavigate()
  const { data } = usePrefetchedApiQuery('networkingAllowListView', {})
  const form = useForm<AllowListValues>({ defaultValues: allowListToValues(data.allowedIps) })
  const mode = form.watch('mode')
  const back = () => navigate(paths.systemAllowList())
  const wholeSet = useWholeSet(data.allowedIps)
  const save = (values: AllowListValues) =>
    wholeSet.write({
      read: () => readFresh('networkingAllowListView', {}).then((r) => r.allowedIps),
      merge: (base, fresh) =>
        mergeAllowList(base, fresh, valuesToAllowListUpdate(values).allowedIps),
      review: allowListReview,
      notice: (set) => set.allow === 'list' && <LockOutWarning count={set.ips.length} />,
      write: (allowedIps) =>
        mutate(
          'networkingAllowListUpdate',
          { body: { allowedIps } },
          { invalidates: ['networkingAllowListView'] },
        ),
    })
  return (
    <SideModalForm
      title="Edit IP allow list"
      submitLabel="Save allow list"
      errorTitle="Could not update the IP allow list"
      form={form}
      onDismiss={back}
      request={allowListUpdateRequest}
      onSubmit={save}
      review={wholeSet.review}
      onSuccess={() => {
        addToast({ title: 'IP allow list updated' })
        back()
      }}
    >
      <RadioField
        control={form.control}
        name="mode"
        label="Allowed sources"
        items={[
          { value: 'any', label: 'Any address', description: 'No restriction.' },
          {
            value: 'list',
            label: 'Only these networks',
            description: 'Requests from anywhere else are refused.',
          },
        ]}
      />
      {mode === 'list' && (
        <TextField
          control={form.control}
          name="ips"
          label="Allowed networks"
          required
          multiline
          validate={validateNetworks}
          description="One IP network a line, an address and a prefix width: 192.168.1.0/24, fd00::/48, 203.0.113.7/32."
        />
      )}
    </SideModalForm>
  )
}

/** A list shuts out every other address, maybe the operator's own. */
function LockOutWarning({ count }: { count: number }) {
  return (
    <Alert variant="info" title="This can lock you out.">
      From now on, only requests from the {count === 1 ? 'network' : `${count} networks`} listed
      reach the API and this console. The console cannot know the address the rack sees your
      requests come from (the API has no way to ask), so check that one of the networks includes it
      before you save.
    </Alert>
  )
}
