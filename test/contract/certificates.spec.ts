import { beforeEach, describe, expect, it } from 'vitest'
import * as schema from '~/api/__generated__/validate'
import { resetDb } from '~/mock-api'
import { resetKnobs, setKnob } from '~/mock-api/knobs'
import { readPemCertificate } from '~/util/x509'
import { pem } from './cases/operator'
import { call, json } from './helpers'

beforeEach(() => {
  resetDb()
  resetKnobs()
})

const create = (name: string, cert: string, key: string) =>
  call('POST', '/v1/certificates', { name, description: '', service: 'external_api', cert, key })

async function refusal(response: Response) {
  const error = await response.json()
  schema.Error.parse(error)
  return [response.status, error.message]
}

describe('certificates', () => {
  it('adds a certificate with its key (PKCS#8 EC, SEC1 EC, PKCS#1 RSA) and lists it by name', async () => {
    const ec = await create('rack-api', pem('valid.crt'), pem('valid.key'))
    expect(ec.status).toBe(201)
    const body = await ec.json()
    expect(body).toMatchObject({
      name: 'rack-api',
      service: 'external_api',
      cert: pem('valid.crt'),
    })
    expect(body).not.toHaveProperty('key')
    expect((await create('rsa-api', pem('rsa.crt'), pem('rsa-pkcs1.key'))).status).toBe(201)
    expect((await create('sec1-api', pem('valid.crt'), pem('valid-sec1.key'))).status).toBe(201)
    const names = (await json('GET', '/v1/certificates')).items.map((c: { name: string }) => c.name)
    expect(names).toEqual(['acme-external-api', 'rack-api', 'rsa-api', 'sec1-api'])
    expect((await json('GET', `/v1/certificates/${body.id}`)).name).toBe('rack-api')
  })

  it('refuses a name taken in the silo', async () => {
    const response = await create('acme-external-api', pem('valid.crt'), pem('valid.key'))
    expect(await refusal(response)).toEqual([
      400,
      'already exists: certificate "acme-external-api"',
    ])
  })

  it('refuses text that is not PEM, an expired certificate and a key of another certificate', async () => {
    expect(await refusal(await create('a', 'hello', pem('valid.key')))).toEqual([
      400,
      'failed to parse certificate: not a PEM certificate (no "-----BEGIN CERTIFICATE-----" block)',
    ])
    const garbled = '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n'
    const [status, message] = await refusal(await create('b', garbled, pem('valid.key')))
    expect(status).toBe(400)
    expect(message).toMatch(/^failed to parse certificate: /)
    expect(await refusal(await create('c', pem('expired.crt'), pem('expired.key')))).toEqual([
      400,
      'certificate expired on 2021-01-01T00:00:00.000Z',
    ])
    expect(await refusal(await create('d', pem('valid.crt'), pem('other.key')))).toEqual([
      400,
      'certificate and private key do not match',
    ])
    expect(await refusal(await create('e', pem('valid.crt'), 'not a key'))).toEqual([
      400,
      'failed to parse private key: not a PEM private key (no "-----BEGIN PRIVATE KEY-----" block)',
    ])
    // an RSA key for an EC certificate cannot even be read as the certificate's kind of key
    const [, wrongKind] = await refusal(await create('f', pem('valid.crt'), pem('rsa-pkcs1.key')))
    expect(wrongKind).toMatch(/^failed to parse private key: /)
    // nothing was added
    expect((await json('GET', '/v1/certificates')).items).toHaveLength(1)
  })

  it('deletes; then it is not found', async () => {
    expect((await call('DELETE', '/v1/certificates/acme-external-api')).status).toBe(204)
    expect(await refusal(await call('GET', '/v1/certificates/acme-external-api'))).toEqual([
      404,
      'not found: certificate with name "acme-external-api"',
    ])
  })

  it('is for silo admins: others get 403 on the list and create, 404 on one', async () => {
    setKnob('mock-user', 'carol')
    expect(await refusal(await call('GET', '/v1/certificates'))).toEqual([403, 'Forbidden'])
    expect(await refusal(await create('x', pem('valid.crt'), pem('valid.key')))).toEqual([
      403,
      'Forbidden',
    ])
    expect((await call('GET', '/v1/certificates/acme-external-api')).status).toBe(404)
    expect((await call('DELETE', '/v1/certificates/acme-external-api')).status).toBe(404)
    // another silo's admin sees only their own silo's certificates
    setKnob('mock-user', 'hank')
    expect((await json('GET', '/v1/certificates')).items).toEqual([])
  })
})

describe('x509 reading', () => {
  it('reads dates, names and the key of a PEM certificate', () => {
    const info = readPemCertificate(pem('expired.crt'))
    expect(info?.notBefore.toISOString()).toBe('2020-01-01T00:00:00.000Z')
    expect(info?.notAfter.toISOString()).toBe('2021-01-01T00:00:00.000Z')
    expect(info?.commonName).toBe('old.rack.example')
    expect(readPemCertificate(pem('rsa.crt'))?.keyAlgorithm.name).toBe('RSASSA-PKCS1-v1_5')
    expect(readPemCertificate(pem('valid.crt'))?.keyAlgorithm).toEqual({
      name: 'ECDSA',
      namedCurve: 'P-256',
    })
    expect(readPemCertificate('nope')).toBeNull()
  })
})
