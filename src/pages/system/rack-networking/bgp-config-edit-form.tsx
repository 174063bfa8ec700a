import { useForm } from 'react-hook-form'
import { useNavigate, useParams } from 'react-router'
import { useApiMutation, usePrefetchedQuery } from '~/api/query'
import { ComboboxField } from '~/components/form/combobox-field'
import { NumberField } from '~/components/form/number-field'
import { SideModalForm } from '~/components/form/side-modal-form'
import { IdentityFields } from '~/components/form/text-field'
import { Property } from '~/components/property'
import { addToast } from '~/ui/toast'
import { paths } from '~/util/paths'
import { announceSetsQuery, bgpConfigsQuery } from './loaders'
import {
  type BgpConfigEditValues,
  bgpConfigToEditValues,
  bgpConfigUpdateRequest,
} from './rack-networking-values'

/** Edit a BGP configuration: its name, description, announce set and max paths (the ASN and VRF stay). */
export function Component() {
  const navigate = useNavigate()
  const name = useParams().bgpConfig ?? ''
  const { data: sets } = usePrefetchedQuery(announceSetsQuery())
  const configs = usePrefetchedQuery(bgpConfigsQuery()).data.items
  // the loader made sure it is there
  const config = configs.find((c) => c.name === name) ?? configs[0]
  const form = useForm<BgpConfigEditValues>({ defaultValues: bgpConfigToEditValues(config) })
  const update = useApiMutation('networkingBgpConfigUpdate', {
    invalidates: ['networkingBgpConfigList'],
  })
  const request = (v: BgpConfigEditValues) => bgpConfigUpdateRequest(v, config.name)
  return (
    <SideModalForm
      title="Edit BGP configuration"
      submitLabel="Save changes"
      form={form}
      onDismiss={() => navigate(paths.systemBgpConfigs())}
      request={request}
      onSubmit={(values) => update.mutateAsync(request(values).params)}
      onSuccess={() => {
        addToast({ title: 'BGP configuration updated', content: form.getValues().name.trim() })
        navigate(paths.systemBgpConfigs())
      }}
    >
      <dl className="properties" aria-label="BGP configuration">
        <Property term="ASN">{config.asn}</Property>
        <Property term="VRF">{config.vrf || '—'}</Property>
      </dl>
      <IdentityFields control={form.control} />
      <ComboboxField
        control={form.control}
        name="announceSet"
        label="Announce set"
        placeholder="Keep the current announce set"
        items={sets.map((s) => ({ value: s.name, label: s.name }))}
        description="The prefixes this router announces to its peers: pick a set to change it, or leave this empty to keep the current one."
      />
      <NumberField
        control={form.control}
        name="maxPaths"
        label="Max paths"
        required
        min={1}
        max={32}
        description="How many equal-cost paths to a destination the router may use (1 to 32)."
      />
    </SideModalForm>
  )
}
