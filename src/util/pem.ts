import { pemLabels } from './x509'

/**
 * PEM shapes the API takes for TLS certificates (`CertificateCreate.cert` and `.key`):
 * the console catches a pasted DER blob or a swapped cert and key before the API does.
 */

/** A chain is one or more certificates, one after the other, and nothing else. */
export function isPemCertChain(s: string): boolean {
  const labels = pemLabels(s)
  return labels.length > 0 && labels.every((label) => label === 'CERTIFICATE')
}

const KEY_LABELS = ['PRIVATE KEY', 'RSA PRIVATE KEY', 'EC PRIVATE KEY']

/** One private key: PKCS#8, or a traditional RSA or EC key. */
export function isPemPrivateKey(s: string): boolean {
  const labels = pemLabels(s)
  return labels.length === 1 && KEY_LABELS.includes(labels[0])
}

export function validateCertPem(s: string): string | undefined {
  if (!s.trim()) return 'Certificate is required'
  if (!isPemCertChain(s)) return 'Must be a PEM certificate (-----BEGIN CERTIFICATE-----)'
  return undefined
}

export function validateKeyPem(s: string): string | undefined {
  if (!s.trim()) return 'Private key is required'
  if (!isPemPrivateKey(s)) return 'Must be a PEM private key (-----BEGIN PRIVATE KEY-----)'
  return undefined
}
