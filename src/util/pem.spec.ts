import { describe, expect, it } from 'vitest'
import { isPemCertChain, isPemPrivateKey, validateCertPem, validateKeyPem } from './pem'

const cert = '-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIU\n-----END CERTIFICATE-----'
const key = '-----BEGIN PRIVATE KEY-----\nMIGHAgEAMBMGByqGSM49\n-----END PRIVATE KEY-----'

describe('PEM checks', () => {
  it('accepts a certificate or a chain, with surrounding whitespace', () => {
    expect(isPemCertChain(`${cert}\n`)).toBe(true)
    expect(isPemCertChain(`\n${cert}\n${cert}\n`)).toBe(true)
  })

  it('refuses other blocks, stray text and empty input', () => {
    expect(isPemCertChain(key)).toBe(false)
    expect(isPemCertChain(`${cert}\ntrailing`)).toBe(false)
    expect(isPemCertChain('MIIBszCCAVmgAwIBAgIU')).toBe(false)
    expect(isPemCertChain('')).toBe(false)
    expect(isPemCertChain(`${cert}\n${key}`)).toBe(false)
  })

  it('accepts PKCS#8, RSA and EC private keys, and refuses mismatched ends', () => {
    expect(isPemPrivateKey(key)).toBe(true)
    expect(
      isPemPrivateKey('-----BEGIN RSA PRIVATE KEY-----\nMIIEow==\n-----END RSA PRIVATE KEY-----\n'),
    ).toBe(true)
    expect(
      isPemPrivateKey('-----BEGIN EC PRIVATE KEY-----\r\nMHcCAQEE\r\n-----END EC PRIVATE KEY-----'),
    ).toBe(true)
    expect(
      isPemPrivateKey('-----BEGIN EC PRIVATE KEY-----\nMHcCAQEE\n-----END PRIVATE KEY-----'),
    ).toBe(false)
    expect(isPemPrivateKey(cert)).toBe(false)
    expect(isPemPrivateKey(`${key}\n${key}`)).toBe(false)
  })

  it('words the first broken rule', () => {
    expect(validateCertPem(' ')).toBe('Certificate is required')
    expect(validateCertPem(key)).toBe('Must be a PEM certificate (-----BEGIN CERTIFICATE-----)')
    expect(validateCertPem(cert)).toBeUndefined()
    expect(validateKeyPem('')).toBe('Private key is required')
    expect(validateKeyPem(cert)).toBe('Must be a PEM private key (-----BEGIN PRIVATE KEY-----)')
    expect(validateKeyPem(key)).toBeUndefined()
  })
})
