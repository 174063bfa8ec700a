import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { apiRequest } from '~/api/client'
import type { RouteHandle } from '~/components/breadcrumbs'
import { requestFormProps } from '~/components/form/request-form'
import { SideModalForm } from '~/components/form/side-modal-form'
import { IdentityFields } from '~/components/form/text-field'
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
  return (
    <SideModalForm
      {...requestFormProps(
        form,
        {
          verb: 'add',
          noun: 'certificate',
          invalidates: ['certificateList'],
          shown: certificateCreateRequest,
          // the refusal also shows at the field it is about, where the fix is made
          placeError: (e) => {
            const field = fieldOfError(e)
            if (field) form.setError(field, { message: e.message })
            return e
          },
        },
        (values) => apiRequest('certificateCreate', { body: valuesToCertificateCreate(values) }),
        (name) => navigate(paths.certificate({ certificate: name })),
      )}
      onDismiss={() => navigate(paths.certificates())}
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
