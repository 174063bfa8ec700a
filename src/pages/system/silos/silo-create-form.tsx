import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { useApiMutation } from '~/api/query'
import { CheckboxField } from '~/components/form/checkbox-field'
import { SelectField } from '~/components/form/select-field'
import { SideModalForm } from '~/components/form/side-modal-form'
import { IdentityFields, TextField } from '~/components/form/text-field'
import { addToast } from '~/ui/toast'
import { paths } from '~/util/paths'
import { FleetRolesFields } from './fleet-roles-fields'
import { QuotaFields } from './quota-fields'
import { emptySilo, type SiloFormValues, siloCreateRequest } from './silo-form-values'
import { TlsCertificatesFields } from './tls-certificates-fields'

export function Component() {
  const navigate = useNavigate()
  const form = useForm<SiloFormValues>({ defaultValues: emptySilo })
  const create = useApiMutation('siloCreate', {
    invalidates: ['siloList', 'siloUtilizationList', 'systemQuotasList'],
  })
  return (
    <SideModalForm
      title="Create silo"
      submitLabel="Create silo"
      form={form}
      onDismiss={() => navigate(paths.systemSilos())}
      request={siloCreateRequest}
      onSubmit={(values) => create.mutateAsync(siloCreateRequest(values).params)}
      onSuccess={() => {
        const name = form.getValues().name.trim()
        addToast({ title: 'Silo created', content: name })
        navigate(paths.systemSilo({ silo: name }))
      }}
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
