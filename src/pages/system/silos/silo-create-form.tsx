import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import type { RouteHandle } from '~/components/breadcrumbs'
import { CheckboxField } from '~/components/form/checkbox-field'
import { requestFormProps } from '~/components/form/request-form'
import { SelectField } from '~/components/form/select-field'
import { SideModalForm } from '~/components/form/side-modal-form'
import { IdentityFields, TextField } from '~/components/form/text-field'
import { paths } from '~/util/paths'
import { FleetRolesFields } from './fleet-roles-fields'
import { QuotaFields } from './quota-fields'
import { emptySilo, type SiloFormValues, siloCreateRequest } from './silo-form-values'
import { TlsCertificatesFields } from './tls-certificates-fields'

export const handle: RouteHandle = { title: 'Create silo' }

export function Component() {
  const navigate = useNavigate()
  const form = useForm<SiloFormValues>({ defaultValues: emptySilo })
  const action = {
    verb: 'create',
    noun: 'silo',
    invalidates: ['siloList', 'siloUtilizationList', 'systemQuotasList'],
  } as const
  const toSilo = (name: string) => navigate(paths.systemSilo({ silo: name }))
  return (
    <SideModalForm
      {...requestFormProps(form, action, siloCreateRequest, toSilo)}
      onDismiss={() => navigate(paths.systemSilos())}
    >
      <IdentityFields control={form.control} />
      <CheckboxField
        control={form.control}
        name="discoverable"
        label="Discoverable"
        description="Whether the silo is listed to users of other silos."
      />
      <SelectField
        control={form.control}
        name="identityMode"
        label="Identity mode"
        required
        description="SAML JIT: users and groups come from an identity provider. Local only: users are created by an operator."
        items={[
          { value: 'saml_jit', label: 'SAML JIT' },
          { value: 'local_only', label: 'Local only' },
        ]}
      />
      <TextField
        control={form.control}
        name="adminGroupName"
        label="Admin group name"
        description="A group created with the silo and given its admin role; leave empty for none."
      />
      <h3 className="form-section-title">Quotas</h3>
      <QuotaFields control={form.control} />
      <FleetRolesFields control={form.control} />
      <TlsCertificatesFields form={form} />
    </SideModalForm>
  )
}
