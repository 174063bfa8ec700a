import { Fragment } from 'react'
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form'
import { FilePicker } from '~/components/form/file-field'
import { TextField } from '~/components/form/text-field'
import { validateKeyPem } from '~/util/pem'

/**
 * A certificate chain and its private key, each pasted as PEM or read from a
 * file: a silo certificate's, or one of the certificates a new silo is made with.
 */
export function CertKeyFields<T extends FieldValues>({
  form,
  cert,
  certKey,
  validateCert,
}: {
  form: UseFormReturn<T>
  /** where the chain and the key are in the form values */
  cert: Path<T>
  certKey: Path<T>
  validateCert: (pem: string) => string | undefined
}) {
  const parts = [
    {
      name: cert,
      label: 'Certificate',
      validate: validateCert,
      description: 'PEM: the certificate chain, server certificate first.',
      accept: '.pem,.crt,.cer',
    },
    {
      name: certKey,
      label: 'Private key',
      validate: validateKeyPem,
      description: 'PEM: the private key of the server certificate.',
      accept: '.pem,.key',
    },
  ]
  return parts.map(({ name, label, validate, description, accept }) => (
    <Fragment key={label}>
      <TextField
        control={form.control}
        name={name}
        label={label}
        required
        multiline
        validate={validate}
        description={description}
      />
      <FilePicker
        label={`${label} file`}
        accept={accept}
        as="text"
        onLoad={(file) =>
          form.setValue(name, file.content as PathValue<T, Path<T>>, {
            shouldDirty: true,
            shouldValidate: true,
          })
        }
      />
    </Fragment>
  ))
}
