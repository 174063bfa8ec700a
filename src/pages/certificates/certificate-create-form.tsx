import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import type { ApiError } from '~/api/errors'
import { useApiMutation } from '~/api/query'
import { FilePicker } from '~/components/form/file-field'
import { SideModalForm } from '~/components/form/side-modal-form'
import { DescriptionField, NameField, TextField } from '~/components/form/text-field'
import { addToast } from '~/ui/toast'
import { paths } from '~/util/paths'
import { validateCertPem, validateKeyPem } from '~/util/pem'
import {
  type CertificateFormValues,
  emptyCertificate,
  fieldOfError,
  validateCertDates,
  valuesToCertificateCreate,
} from './certificate-values'

export function Component() {
  const navigate = useNavigate()
  const form = useForm<CertificateFormValues>({ defaultValues: emptyCertificate })
  const create = useApiMutation('certificateCreate', { invalidates: ['certificateList'] })
  const load = (field: 'cert' | 'key') => (text: string) =>
    form.setValue(field, text, { shouldDirty: true, shouldValidate: true })
  return (
    <SideModalForm
      title="Add certificate"
      submitLabel="Add certificate"
      form={form}
      onDismiss={() => navigate(paths.certificates())}
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
      <NameField control={form.control} />
      <DescriptionField control={form.control} />
      <p className="field-help">
        Service: <strong>External API</strong>, the silo’s console and API endpoint.
      </p>
      <TextField
        control={form.control}
        name="cert"
        label="Certificate"
        required
        multiline
        validate={(s) => validateCertPem(s) ?? validateCertDates(s)}
        description="PEM: the certificate chain, server certificate first."
      />
      <FilePicker
        label="Certificate file"
        accept=".pem,.crt,.cer"
        as="text"
        onLoad={(f) => load('cert')(f.content)}
      />
      <TextField
        control={form.control}
        name="key"
        label="Private key"
        required
        multiline
        validate={validateKeyPem}
        description="PEM: the private key of the server certificate."
      />
      <FilePicker
        label="Private key file"
        accept=".pem,.key"
        as="text"
        onLoad={(f) => load('key')(f.content)}
      />
    </SideModalForm>
  )
}
