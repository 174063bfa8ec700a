import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { useApiMutation, usePrefetchedQuery } from '~/api/query'
import { ComboboxField } from '~/components/form/combobox-field'
import { NumberField } from '~/components/form/number-field'
import { SideModalForm } from '~/components/form/side-modal-form'
import { IdentityFields, TextField } from '~/components/form/text-field'
import { addToast } from '~/ui/toast'
import { validateName } from '~/util/names'
import { paths } from '~/util/paths'
import { announceSetsQuery } from './loaders'
import {
  type BgpConfigFormValues,
  bgpConfigCreateRequest,
  emptyBgpConfig,
  MAX_ASN,
} from './rack-networking-values'

/** Create a BGP configuration: an ASN, the announce set it announces, an optional VRF. */
export function Component() {
  const navigate = useNavigate()
  const { data: sets } = usePrefetchedQuery(announceSetsQuery())
  const form = useForm<BgpConfigFormValues>({ defaultValues: emptyBgpConfig })
  const create = useApiMutation('networkingBgpConfigCreate', {
    invalidates: ['networkingBgpConfigList'],
  })
  return (
    <SideModalForm
      title="Create BGP configuration"
      submitLabel="Create BGP configuration"
      form={form}
      onDismiss={() => navigate(paths.systemBgpConfigs())}
      request={bgpConfigCreateRequest}
      onSubmit={(values) => create.mutateAsync(bgpConfigCreateRequest(values).params)}
      onSuccess={() => {
        addToast({ title: 'BGP configuration created', content: form.getValues().name.trim() })
        navigate(paths.systemBgpConfigs())
      }}
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
