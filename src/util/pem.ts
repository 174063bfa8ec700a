/**
 * PEM shapes the API takes for TLS certificates (`CertificateCreate.cert` and `.key`):
 * the console catches a pasted DER blob or a swapped cert and key before the API does.
 */
const CERT = /^-----BEGIN CERTIFICATE-----\s[\s\S]+?-----END CERTIFICATE-----$/
const KEY = /^-----BEGIN ((?:RSA |EC )?PRIVATE KEY)-----\s[\s\S]+?-----END \1-----$/

/** A chain is one or more certificates, one after the other. */
export function isPemCertChain(s: string): boolean {
  const blocks = s.trim().match(/-----BEGIN [^-]+-----[\s\S]*?-----END [^-]+-----/g)
  if (!blocks) return false
  const rest = s
    .trim()
    .replace(/-----BEGIN [^-]+-----[\s\S]*?-----END [^-]+-----/g, '')
    .trim()
  return rest === '' && blocks.every((b) => CERT.test(b))
}

export const isPemPrivateKey = (s: string) => KEY.test(s.trim())

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
