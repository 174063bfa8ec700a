import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import type { RouteHandle } from '~/components/breadcrumbs'
import { FileField } from '~/components/form/file-field'
import { RadioField } from '~/components/form/radio-field'
import { requestFormProps } from '~/components/form/request-form'
import { SideModalForm } from '~/components/form/side-modal-form'
import { IdentityFields, TextField } from '~/components/form/text-field'
import { useSiloSelector } from '~/hooks/selectors'
import { paths } from '~/util/paths'
import {
  defaultAcsUrl,
  emptyIdp,
  type IdpFormValues,
  keyPairError,
  samlIdpCreateRequest,
  validateEmail,
  validateUrl,
} from './idp-form-values'

export const handle: RouteHandle = { title: 'Create identity provider' }

/** `/system/silos/{silo}/idps-new`: a SAML identity provider for the silo. */
export function Component() {
  const { silo } = useSiloSelector()
  const navigate = useNavigate()
  const form = useForm<IdpFormValues>({ defaultValues: emptyIdp })
  const dismiss = () => navigate(paths.systemSilo({ silo }))

  // the ACS URL follows the name until a person types their own
  const name = form.watch('name')
  useEffect(() => {
    if (form.getFieldState('acsUrl').isDirty) return
    const provider = name.trim()
    form.setValue('acsUrl', provider ? defaultAcsUrl(window.location.origin, silo, provider) : '')
  }, [form, name, silo])

  const source = form.watch('metadataSource')
  // after a failed submit, picking or removing one half of the key pair re-checks the other
  useEffect(() => {
    const sub = form.watch((_, { name }) => {
      const keyPair = name === 'signingPublicCert' || name === 'signingPrivateKey'
      if (keyPair && form.formState.submitCount > 0) {
        form.trigger(['signingPublicCert', 'signingPrivateKey'])
      }
    })
    return () => sub.unsubscribe()
  }, [form])
  return (
    <SideModalForm
      {...requestFormProps(
        form,
        { verb: 'create', noun: 'identity provider', invalidates: ['siloIdentityProviderList'] },
        (v) => samlIdpCreateRequest(v, silo),
        (provider) => navigate(paths.systemSiloIdp({ silo, provider })),
      )}
      submitLabel="Create provider"
      onDismiss={dismiss}
    >
      <IdentityFields control={form.control} />
      <RadioField
        control={form.control}
        name="metadataSource"
        label="Metadata source"
        inline
        items={[
          { value: 'url', label: 'URL' },
          { value: 'file', label: 'File' },
        ]}
      />
      {source === 'url' ? (
        <TextField
          control={form.control}
          name="metadataUrl"
          label="Metadata URL"
          required
          validate={validateUrl}
          description="Where the rack fetches the provider's SAML metadata document."
        />
      ) : (
        <FileField
          control={form.control}
          name="metadataFile"
          label="Metadata file"
          required
          accept=".xml,application/xml,text/xml"
          description="The provider's SAML metadata XML, sent base64-encoded."
        />
      )}
      <TextField
        control={form.control}
        name="idpEntityId"
        label="IdP entity ID"
        required
        description="The provider's entity ID, as in its metadata."
      />
      <h3 className="form-section-title">Service provider</h3>
      <TextField
        control={form.control}
        name="spClientId"
        label="SP client ID"
        required
        description="The ID the provider knows this silo by."
      />
      <TextField
        control={form.control}
        name="acsUrl"
        label="ACS URL"
        required
        validate={validateUrl}
        description="Assertion consumer service: where the provider sends signed-in users back to."
      />
      <TextField
        control={form.control}
        name="sloUrl"
        label="SLO URL"
        required
        validate={validateUrl}
        description="Single logout: where the provider ends a session."
      />
      <TextField
        control={form.control}
        name="technicalContactEmail"
        label="Technical contact email"
        required
        validate={validateEmail}
      />
      <TextField
        control={form.control}
        name="groupAttributeName"
        label="Group attribute name"
        description="The SAML attribute listing the user's groups; leave empty to ignore groups."
      />
      <h3 className="form-section-title">Signing key pair</h3>
      <p className="field-help">
        Optional: the key pair this silo signs its SAML requests with, as DER files.
      </p>
      <FileField
        control={form.control}
        name="signingPublicCert"
        label="Public certificate"
        accept=".der,.crt,.cer"
        validate={() => keyPairError('cert', form.getValues())}
      />
      <FileField
        control={form.control}
        name="signingPrivateKey"
        label="Private key"
        accept=".der,.key"
        validate={() => keyPairError('key', form.getValues())}
      />
    </SideModalForm>
  )
}
