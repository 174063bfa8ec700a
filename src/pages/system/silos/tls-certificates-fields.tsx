import { type UseFormReturn, useFieldArray } from 'react-hook-form'
import { TextField } from '~/components/form/text-field'
import { CertKeyFields } from '~/pages/silo/certificates/cert-key-fields'
import { Button } from '~/ui/button'
import { validateName } from '~/util/names'
import { validateCertPem } from '~/util/pem'
import { validateUnique } from '~/util/unique'
import { emptyTlsCertificate, type SiloFormValues } from './silo-form-values'

type Props = { form: UseFormReturn<SiloFormValues> }

/**
 * The silo's TLS certificates (`SiloCreate.tls_certificates`): the certificate
 * chain and key its external API endpoint serves, pasted as PEM or read from files.
 */
export function TlsCertificatesFields({ form }: Props) {
  const { control } = form
  const { fields, append, remove } = useFieldArray({ control, name: 'tlsCertificates' })
  // the API refuses a list with repeated items: two certificates of one silo cannot share a name
  const validateCertName = (name: string) =>
    validateName(name.trim()) ??
    validateUnique(form.getValues('tlsCertificates').map((c) => c.name.trim()))
  return (
    <>
      <h3 className="form-section-title">TLS certificates</h3>
      <p className="field-help">
        What the silo's console and API endpoint present to browsers and clients.
      </p>
      {fields.map((field, i) => {
        const title = `TLS certificate ${i + 1}`
        return (
          <fieldset key={field.id} className="silo-cert-fieldset">
            <legend className="silo-cert-legend">{title}</legend>
            <TextField
              control={control}
              name={`tlsCertificates.${i}.name`}
              label="Name"
              required
              validate={validateCertName}
            />
            <TextField
              control={control}
              name={`tlsCertificates.${i}.description`}
              label="Description"
            />
            <CertKeyFields
              form={form}
              cert={`tlsCertificates.${i}.cert`}
              certKey={`tlsCertificates.${i}.key`}
              validateCert={validateCertPem}
            />
            <div className="silo-cert-actions">
              <Button variant="ghost" size="sm" onClick={() => remove(i)}>
                Remove {title}
              </Button>
            </div>
          </fieldset>
        )
      })}
      <div>
        <Button variant="secondary" size="sm" onClick={() => append({ ...emptyTlsCertificate })}>
          Add TLS certificate
        </Button>
      </div>
    </>
  )
}
