import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { setTimeZone } from '~/util/time-zone'
import {
  certificateNames,
  fieldOfError,
  validateCertDates,
  valuesToCertificateCreate,
} from './certificate-values'

const pem = (file: string) => readFileSync(`test/fixtures/certs/${file}`, 'utf8')

describe('certificate form values', () => {
  it('sends trimmed values for the external API', () => {
    expect(
      valuesToCertificateCreate({ name: ' api ', description: ' d ', cert: ' C\n', key: '\nK ' }),
    ).toEqual({ name: 'api', description: 'd', service: 'external_api', cert: 'C', key: 'K' })
  })

  it('refuses an expired or not yet valid certificate it can read, and leaves others to the API', () => {
    // the dates are written in the zone picked in the user menu
    setTimeZone('utc')
    expect(validateCertDates(pem('expired.crt'))).toBe(
      'The certificate expired on Jan 1, 2021, 00:00 UTC',
    )
    expect(validateCertDates(pem('valid.crt'))).toBeUndefined()
    expect(validateCertDates(pem('valid.crt'), new Date('2001-01-01'))).toMatch(
      /^The certificate is not valid until Jan 1, 2025, 00:00 UTC$/,
    )
    expect(validateCertDates('-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----')).toBe(
      undefined,
    )
  })

  it('puts the API’s refusal on the field it is about', () => {
    expect(fieldOfError({ message: 'Certificate and private key do not match' })).toBe('key')
    expect(fieldOfError({ message: 'Failed to parse private key: bad' })).toBe('key')
    expect(fieldOfError({ message: 'Certificate expired on 2021-01-01T00:00:00.000Z' })).toBe(
      'cert',
    )
    expect(
      fieldOfError({
        message: 'Certificate name already exists',
        errorCode: 'ObjectAlreadyExists',
      }),
    ).toBeNull()
    expect(fieldOfError({ message: 'Action not authorized' })).toBeNull()
  })

  it('names the certificate by its DNS names, else its common name', () => {
    expect(certificateNames(pem('valid.crt'))).toBe('*.sys.rack.example')
    // the subject alternative names' DNS entries, in order; the IP entry is not a name
    expect(certificateNames(pem('san.crt'))).toBe('*.sys.rack.example, rack.example')
    expect(certificateNames('nope')).toBeNull()
  })
})
