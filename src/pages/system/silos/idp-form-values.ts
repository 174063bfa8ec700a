import type { SamlIdentityProviderCreate } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'
import type { LoadedFile } from '~/util/file'
import { paths } from '~/util/paths'

/** What the SAML identity provider form edits: the metadata by URL or by file. */
export type IdpFormValues = {
  name: string
  description: string
  metadataSource: 'url' | 'file'
  metadataUrl: string
  /** the XML document, base64-encoded */
  metadataFile: LoadedFile | null
  idpEntityId: string
  spClientId: string
  acsUrl: string
  sloUrl: string
  technicalContactEmail: string
  groupAttributeName: string
  /** DER-encoded, base64: the API's `DerEncodedKeyPair` */
  signingPublicCert: LoadedFile | null
  signingPrivateKey: LoadedFile | null
}

export const emptyIdp: IdpFormValues = {
  name: '',
  description: '',
  metadataSource: 'url',
  metadataUrl: '',
  metadataFile: null,
  idpEntityId: '',
  spClientId: '',
  acsUrl: '',
  sloUrl: '',
  technicalContactEmail: '',
  groupAttributeName: '',
  signingPublicCert: null,
  signingPrivateKey: null,
}

/** Where the rack receives the provider's assertions: the console's SAML login route. */
export const defaultAcsUrl = (origin: string, silo: string, provider: string) =>
  `${origin}${paths.loginSaml({ silo, provider })}`

export function validateUrl(s: string): string | undefined {
  const value = s.trim()
  if (!value) return undefined
  try {
    const url = new URL(value)
    if (url.protocol === 'https:' || url.protocol === 'http:') return undefined
  } catch {
    // fall through
  }
  return 'Must be an http or https URL'
}

export function validateEmail(s: string): string | undefined {
  const value = s.trim()
  if (!value) return undefined
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? undefined : 'Must be an email address'
}

/** The signing key pair is optional, but half of one is a mistake. */
export function keyPairError(
  which: 'cert' | 'key',
  v: Pick<IdpFormValues, 'signingPublicCert' | 'signingPrivateKey'>,
): string | undefined {
  if (which === 'cert' && !v.signingPublicCert && v.signingPrivateKey) {
    return 'Add the public certificate of this private key'
  }
  if (which === 'key' && !v.signingPrivateKey && v.signingPublicCert) {
    return 'Add the private key of this certificate'
  }
  return undefined
}

export function valuesToSamlIdpCreate(v: IdpFormValues): SamlIdentityProviderCreate {
  const groupAttributeName = v.groupAttributeName.trim()
  return {
    name: v.name.trim(),
    description: v.description.trim(),
    idpMetadataSource:
      v.metadataSource === 'url'
        ? { type: 'url', url: v.metadataUrl.trim() }
        : { type: 'base64_encoded_xml', data: v.metadataFile?.content ?? '' },
    idpEntityId: v.idpEntityId.trim(),
    spClientId: v.spClientId.trim(),
    acsUrl: v.acsUrl.trim(),
    sloUrl: v.sloUrl.trim(),
    technicalContactEmail: v.technicalContactEmail.trim(),
    groupAttributeName: groupAttributeName || null,
    signingKeypair:
      v.signingPublicCert && v.signingPrivateKey
        ? { publicCert: v.signingPublicCert.content, privateKey: v.signingPrivateKey.content }
        : null,
  }
}

export const samlIdpCreateRequest = (v: IdpFormValues, silo: string) =>
  apiRequest('samlIdentityProviderCreate', { query: { silo }, body: valuesToSamlIdpCreate(v) })
