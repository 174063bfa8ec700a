import { describe, expect, it } from 'vitest'
import {
  defaultAcsUrl,
  emptyIdp,
  type IdpFormValues,
  keyPairError,
  validateEmail,
  validateUrl,
  valuesToSamlIdpCreate,
} from './idp-form-values'

const filled: IdpFormValues = {
  ...emptyIdp,
  name: ' okta ',
  description: ' Okta ',
  metadataUrl: ' https://idp.example/metadata ',
  idpEntityId: ' http://idp.example/entity ',
  spClientId: ' oxide ',
  acsUrl: 'https://rack.example/login/s/saml/okta',
  sloUrl: 'https://idp.example/slo',
  technicalContactEmail: ' ops@example.com ',
}

describe('valuesToSamlIdpCreate', () => {
  it('sends the metadata URL, trimmed fields, no group attribute and no key pair', () => {
    expect(valuesToSamlIdpCreate(filled)).toEqual({
      name: 'okta',
      description: 'Okta',
      idpMetadataSource: { type: 'url', url: 'https://idp.example/metadata' },
      idpEntityId: 'http://idp.example/entity',
      spClientId: 'oxide',
      acsUrl: 'https://rack.example/login/s/saml/okta',
      sloUrl: 'https://idp.example/slo',
      technicalContactEmail: 'ops@example.com',
      groupAttributeName: null,
      signingKeypair: null,
    })
  })

  it('sends a metadata file as base64 XML and the signing key pair', () => {
    const body = valuesToSamlIdpCreate({
      ...filled,
      metadataSource: 'file',
      metadataFile: { fileName: 'md.xml', content: 'PG1kLz4=' },
      groupAttributeName: ' groups ',
      signingPublicCert: { fileName: 'sp.crt', content: 'Q0VSVA==' },
      signingPrivateKey: { fileName: 'sp.key', content: 'S0VZ' },
    })
    expect(body.idpMetadataSource).toEqual({ type: 'base64_encoded_xml', data: 'PG1kLz4=' })
    expect(body.groupAttributeName).toBe('groups')
    expect(body.signingKeypair).toEqual({ publicCert: 'Q0VSVA==', privateKey: 'S0VZ' })
  })
})

describe('field checks', () => {
  it('takes http and https URLs only', () => {
    expect(validateUrl('https://idp.example/x')).toBeUndefined()
    expect(validateUrl('http://idp.example')).toBeUndefined()
    expect(validateUrl('')).toBeUndefined()
    expect(validateUrl('idp.example')).toBe('Must be an http or https URL')
    expect(validateUrl('javascript:alert(1)')).toBe('Must be an http or https URL')
  })

  it('checks the shape of an email address', () => {
    expect(validateEmail('ops@example.com')).toBeUndefined()
    expect(validateEmail('ops@example')).toBe('Must be an email address')
    expect(validateEmail('ops example.com')).toBe('Must be an email address')
  })

  it('wants both halves of a key pair or neither', () => {
    const file = { fileName: 'f', content: 'x' }
    const none = { signingPublicCert: null, signingPrivateKey: null }
    expect(keyPairError('cert', none)).toBeUndefined()
    expect(keyPairError('key', none)).toBeUndefined()
    expect(keyPairError('key', { ...none, signingPublicCert: file })).toBe(
      'Add the private key of this certificate',
    )
    expect(keyPairError('cert', { ...none, signingPrivateKey: file })).toBe(
      'Add the public certificate of this private key',
    )
    expect(keyPairError('cert', { signingPublicCert: file, signingPrivateKey: file })).toBe(
      undefined,
    )
  })

  it('builds the ACS URL from the console login route', () => {
    expect(defaultAcsUrl('https://rack.example', 'my silo', 'okta')).toBe(
      'https://rack.example/login/my%20silo/saml/okta',
    )
  })
})
