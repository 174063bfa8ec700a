/**
 * TLS certificates read with @peculiar/x509: the console shows a
 * certificate's names and expiry from the PEM the API returns, and the mock
 * API checks what Nexus checks (a certificate that parses, is in date, and
 * matches its key). Only the certificate routes and the mock's certificate
 * check import this module, so the library stays out of the first load.
 */
// @peculiar/x509 registers its algorithms with tsyringe, which needs the
// Reflect metadata API; the lite build defines it without eval (the rack's CSP)
import 'reflect-metadata/lite'
import { PemConverter, SubjectAlternativeNameExtension, X509Certificate } from '@peculiar/x509'

/** The DER of each PEM block with this label; text around the blocks is ignored, as OpenSSL does. */
export function pemBlocks(text: string, label: string): ArrayBuffer[] {
  return PemConverter.decodeWithHeaders(text)
    .filter((block) => block.type === label)
    .map((block) => block.rawData)
}

/**
 * The labels of a text's PEM blocks when the text is nothing but those blocks
 * (whitespace aside): the blocks written back hold every character of the text.
 */
export function pemLabels(text: string): string[] {
  const bare = (s: string) => s.replace(/\s/g, '')
  try {
    const blocks = PemConverter.decodeWithHeaders(text)
    if (blocks.length === 0 || bare(PemConverter.encode(blocks)) !== bare(text)) return []
    return blocks.map((block) => block.type)
  } catch {
    return []
  }
}

export type CertificateInfo = {
  notBefore: Date
  notAfter: Date
  commonName: string | null
  dnsNames: string[]
  /** the SubjectPublicKeyInfo, whole (what WebCrypto imports as `spki`) */
  spki: ArrayBuffer
  /** the public key's algorithm as WebCrypto names it, e.g. `{ name: 'ECDSA', namedCurve: 'P-256' }` */
  keyAlgorithm: Algorithm & { namedCurve?: string }
}

/** Read a DER certificate's dates, names and public key; throws when it is not one. */
export function parseCertificate(der: ArrayBuffer): CertificateInfo {
  const cert = new X509Certificate(der)
  const altNames = cert.getExtension(SubjectAlternativeNameExtension)?.names.items ?? []
  return {
    notBefore: cert.notBefore,
    notAfter: cert.notAfter,
    commonName: cert.subjectName.getField('CN')[0] ?? null,
    dnsNames: altNames.filter((n) => n.type === 'dns').map((n) => n.value),
    spki: cert.publicKey.rawData,
    keyAlgorithm: cert.publicKey.algorithm,
  }
}

/** The first certificate of a PEM text, read; null when there is none that parses. */
export function readPemCertificate(pem: string): CertificateInfo | null {
  const [der] = pemBlocks(pem, 'CERTIFICATE')
  if (!der) return null
  try {
    return parseCertificate(der)
  } catch {
    return null
  }
}
