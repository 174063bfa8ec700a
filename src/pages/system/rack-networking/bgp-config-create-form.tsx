import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { usePrefetchedQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { ComboboxField } from '~/components/form/combobox-field'
import { NumberField } from '~/components/form/number-field'
import { requestFormProps } from '~/components/form/request-form'
import { SideModalForm } from '~/components/form/side-modal-form'
import { IdentityFields, TextField } from '~/components/form/text-field'
import { validateName } from '~/util/names'
import { paths } from '~/util/paths'
import { announceSetsQuery } from './loaders'
import { MaxPathsField } from './max-paths-field'
import {
  type BgpConfigFormValues,
  bgpConfigCreateRequest,
  emptyBgpConfig,
  MAX_ASN,
} from './rack-networking-values'

export const handle: RouteHandle = { title: 'Create BGP configuration' }

/** Create a BGP configuration: an ASN, the announce set it announces, an optional VRF. */
export function Component() {
  const navigate = useNavigate()
  const { data: sets } = usePrefetchedQuery(announceSetsQuery())
  const form = useForm<BgpConfigFormValues>({ defaultValues: emptyBgpConfig })
  const action = {
    verb: 'create',
    noun: 'BGP configuration',
    invalidates: ['networkingBgpConfigList'],
  } as const
  const toList = () => navigate(paths.systemBgpConfigs())
  return (
    <SideModalForm
      {...requestFormProps(form, action, bgpConfigCreateRequest, toList)}
      onDismiss={toList}
    >
      <IdentityFields control={form.control} />
      <NumberField
        control={form.control}
        name="asn"
        label="ASN"
        required
        min={0}
        max={MAX_ASN}
        description="The autonomous system number the switches' BGP router speaks for."
      />
      <ComboboxField
        control={form.control}
        name="announceSet"
        label="Announce set"
        required
        placeholder={sets.length ? 'Select an announce set' : 'No announce sets: create one first'}
        disabled={sets.length === 0}
        items={sets.map((s) => ({ value: s.name, label: s.name }))}
        description="The prefixes this router announces to its peers."
      />
      <TextField
        control={form.control}
        name="vrf"
        label="VRF"
        description="Optional: the virtual routing and forwarding instance, by name."
        validate={(v) => (v.trim() ? validateName(v.trim()) : undefined)}
      />
      <MaxPathsField control={form.control} />
    </SideModalForm>
  )
}
