import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { ALL_PAGES_LIMIT } from '~/api/all-pages'
import { mutate, readFresh, usePrefetchedQuery } from '~/api/query'
import { announceSetReview } from '~/api/set-diff'
import { mergeAnnounceSet } from '~/api/whole-set'
import type { RouteHandle } from '~/components/breadcrumbs'
import { ComboboxField } from '~/components/form/combobox-field'
import { RepeatGroup } from '~/components/form/repeat-group'
import { SideModalForm } from '~/components/form/side-modal-form'
import { IdentityFields, TextField } from '~/components/form/text-field'
import { useWholeSet } from '~/components/form/whole-set'
import { addToast } from '~/ui/toast'
import { validateCidr } from '~/util/cidr'
import { paths } from '~/util/paths'
import { announceSetsQuery } from './loaders'
import { useLotBlocks } from './lot-blocks'
import {
  type AnnounceSetFormValues,
  announceSetUpdateRequest,
  blockRange,
  emptyAnnouncement,
  emptyAnnounceSet,
} from './rack-networking-values'

export const handle: RouteHandle = { title: 'Create announce set' }

/**
 * Create an announce set (the API's PUT, which replaces a set of the same
 * name): each announcement is a network within an address lot block. Before
 * the PUT the sets are read again: a set of this name that appeared or
 * changed since the form opened is not replaced unseen.
 */
export function Component() {
  const navigate = useNavigate()
  const blocks = useLotBlocks()
  const form = useForm<AnnounceSetFormValues>({ defaultValues: emptyAnnounceSet })
  const { data: sets } = usePrefetchedQuery(announceSetsQuery())
  const wholeSet = useWholeSet(sets)
  const blockItems = blocks.map((b) => ({ value: b.id, label: `${b.lot}: ${blockRange(b)}` }))
  return (
    <SideModalForm
      title="Create announce set"
      submitLabel="Create announce set"
      form={form}
      onDismiss={() => navigate(paths.systemBgpAnnounceSets())}
      request={announceSetUpdateRequest}
      onSubmit={(values) => {
        const body = announceSetUpdateRequest(values).params.body
        // the networks of a set of this name, which the PUT replaces: read with the sets
        let replaced: string[] = []
        return wholeSet.write({
          read: async () => {
            const fresh = await readFresh('networkingBgpAnnounceSetList', {
              query: { limit: ALL_PAGES_LIMIT },
            })
            replaced = fresh.some((s) => s.name === body.name)
              ? (
                  await readFresh('networkingBgpAnnouncementList', {
                    path: { announceSet: body.name },
                  })
                ).map((a) => a.network)
              : []
            return fresh
          },
          merge: (base, fresh) => mergeAnnounceSet(base, fresh, body),
          review: (base, fresh, set) => announceSetReview(base, fresh, set, replaced),
          write: (body) =>
            mutate(
              'networkingBgpAnnounceSetUpdate',
              { body },
              {
                invalidates: ['networkingBgpAnnounceSetList', 'networkingBgpAnnouncementList'],
              },
            ),
        })
      }}
      review={wholeSet.review}
      onSuccess={() => {
        const name = form.getValues().name.trim()
        addToast({ title: 'Announce set created', content: name })
        navigate(paths.systemBgpAnnounceSet({ announceSet: name }))
      }}
    >
      <IdentityFields control={form.control} />
      <RepeatGroup
        form={form}
        name="announcements"
        title="Announcements"
        noun="Announcement"
        help="Each network announced must lie within the address lot block it is drawn from. A set of an existing name is replaced."
        minRows={1}
        newRow={() => ({ ...emptyAnnouncement })}
        row={(i) => (
          <>
            <ComboboxField
              control={form.control}
              name={`announcements.${i}.addressLotBlock`}
              label="Address lot block"
              required
              placeholder={blockItems.length ? 'Select a block' : 'No address lot blocks'}
              items={blockItems}
            />
            <TextField
              control={form.control}
              name={`announcements.${i}.network`}
              label="Network"
              required
              placeholder="192.0.2.0/24"
              validate={(v) => validateCidr(v.trim())}
            />
          </>
        )}
      />
    </SideModalForm>
  )
}
