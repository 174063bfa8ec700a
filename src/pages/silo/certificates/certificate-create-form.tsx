import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import type { ApiError } from '~/api/errors'
import { useApiMutation } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { SideModalForm } from '~/components/form/side-modal-form'
import { IdentityFields } from '~/components/form/text-field'
import { addToast } from '~/ui/toast'
import { paths } from '~/util/paths'
import { validateCertPem } from '~/util/pem'
import { CertKeyFields } from './cert-key-fields'
import {
  type CertificateFormValues,
  certificateCreateRequest,
  emptyCertificate,
  fieldOfError,
  validateCertDates,
  valuesToCertificateCreate,
} from './certificate-values'

export const handle: RouteHandle = { title: 'Add certificate' }

export function Component() {
  const navigate = useNavigate()
  const form = useForm<CertificateFormValues>({ defaultValues: emptyCertificate })
  const create = useApiMutation('certificateCreate', { invalidates: ['certificateList'] })
  return (
    <SideModalForm
      title="Add certificate"
      submitLabel="Add certificate"
      form={form}
      onDismiss={() => navigate(paths.certificates())}
      request={certificateCreateRequest}
      onSubmit={async (values) => {
        try {
          await create.mutateAsync({ body: valuesToCertificateCreate(values) })
        } catch (e) {
          // the refusal also shows at the field it is about, where the fix is made
          const field = fieldOfError(e as ApiError)
          if (field) form.setError(field, { message: (e as ApiError).message })
          throw e
        }
      }}
      onSuccess={() => {
        const name = form.getValues().name.trim()
        addToast({ title: 'Certificate added', content: name })
        navigate(paths.certificate({ certificate: name }))
      }}
    >
      <IdentityFields control={form.control} />
      <p className="field-help">
        Service: <strong>External API</strong>, the silo’s console and API endpoint.
      </p>
      <CertKeyFields
        form={form}
        cert="cert"
        certKey="key"
        validateCert={(s) => validateCertPem(s) ?? validateCertDates(s)}
      />
    </SideModalForm>
  )
}
