import { useForm } from 'react-hook-form'
import { useNavigate, useParams } from 'react-router'
import { usePrefetchedQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { ComboboxField } from '~/components/form/combobox-field'
import { requestFormProps } from '~/components/form/request-form'
import { SideModalForm } from '~/components/form/side-modal-form'
import { IdentityFields } from '~/components/form/text-field'
import { Property } from '~/components/property'
import { paths } from '~/util/paths'
import { announceSetsQuery, bgpConfigsQuery } from './loaders'
import { MaxPathsField } from './max-paths-field'
import {
  type BgpConfigEditValues,
  bgpConfigToEditValues,
  bgpConfigUpdateRequest,
} from './rack-networking-values'

export const handle: RouteHandle = { title: (p) => `Edit ${p.bgpConfig}` }

/** Edit a BGP configuration: its name, description, announce set and max paths (the ASN and VRF stay). */
export function Component() {
  const navigate = useNavigate()
  const name = useParams().bgpConfig ?? ''
  const { data: sets } = usePrefetchedQuery(announceSetsQuery())
  const configs = usePrefetchedQuery(bgpConfigsQuery()).data.items
  // the loader made sure it is there
  const config = configs.find((c) => c.name === name) ?? configs[0]
  const form = useForm<BgpConfigEditValues>({ defaultValues: bgpConfigToEditValues(config) })
  const action = {
    verb: 'update',
    noun: 'BGP configuration',
    invalidates: ['networkingBgpConfigList'],
  } as const
  const request = (v: BgpConfigEditValues) => bgpConfigUpdateRequest(v, config.name)
  const toList = () => navigate(paths.systemBgpConfigs())
  return (
    <SideModalForm
      {...requestFormProps(form, action, request, toList)}
      submitLabel="Save changes"
      onDismiss={toList}
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
      <MaxPathsField control={form.control} />
    </SideModalForm>
  )
}
