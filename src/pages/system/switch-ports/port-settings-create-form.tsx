import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { usePrefetchedQuery } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { requestFormProps } from '~/components/form/request-form'
import { SelectField } from '~/components/form/select-field'
import { SideModalForm } from '~/components/form/side-modal-form'
import { IdentityFields } from '~/components/form/text-field'
import { paths } from '~/util/paths'
import { addressLotsQuery, bgpConfigsQuery } from './loaders'
import { PortSettingsGroups } from './port-settings-groups'
import {
  emptyPortSettings,
  GEOMETRIES,
  type PortSettingsFormValues,
  portSettingsCreateRequest,
} from './port-settings-values'

export const handle: RouteHandle = { title: 'Create port settings' }

/**
 * Create switch port settings: links, and what runs on them (interfaces,
 * addresses, routes, BGP peers). The API checks that every row names one of
 * the links and that addresses lie in their lot; its refusal shows above.
 */
export function Component() {
  const navigate = useNavigate()
  const lots = usePrefetchedQuery(addressLotsQuery).data.items
  const configs = usePrefetchedQuery(bgpConfigsQuery).data.items
  const form = useForm<PortSettingsFormValues>({ defaultValues: emptyPortSettings })
  const action = {
    verb: 'create',
    noun: 'port settings',
    invalidates: ['networkingSwitchPortSettingsList'],
  } as const
  const toSettings = (settings: string) => navigate(paths.systemPortSetting({ settings }))
  return (
    <SideModalForm
      {...requestFormProps(form, action, portSettingsCreateRequest, toSettings)}
      errorTitle="Could not create port settings"
      onDismiss={() => navigate(paths.systemPortSettings())}
    >
      <IdentityFields control={form.control} />
      <SelectField
        control={form.control}
        name="geometry"
        label="Port geometry"
        required
        items={GEOMETRIES}
        description="How the port's lanes are split into links."
      />
      <PortSettingsGroups
        form={form}
        lots={lots.map((l) => ({ value: l.name, label: l.name }))}
        configs={configs.map((c) => ({ value: c.name, label: c.name }))}
      />
    </SideModalForm>
  )
}
