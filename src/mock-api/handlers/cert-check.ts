import type { CertificateInfo } from '~/util/x509'
import { badRequest } from '../errors'

/**
 * What Nexus checks of a new certificate, in the order it finds faults: the
 * certificate parses, is in date, and the private key parses and belongs to
 * it. Keys are compared with WebCrypto, which the mock has both in the
 * browser and in Node. The X.509 module is imported when a certificate is
 * added, so the mock loads without it.
 */

type X509 = typeof import('~/util/x509')

const RSA = '1.2.840.113549.1.1.1'
const EC = '1.2.840.10045.2.1'
/** The curves WebCrypto imports, with their OIDs (a traditional EC key is wrapped with its curve's). */
const CURVES: Record<string, string> = {
  'P-256': '1.2.840.10045.3.1.7',
  'P-384': '1.3.132.0.34',
  'P-521': '1.3.132.0.35',
}

function readCertificate({ pemBlocks, parseCertificate }: X509, pem: string): CertificateInfo {
  const [der] = pemBlocks(pem, 'CERTIFICATE')
  if (!der) {
    throw badRequest(
      'failed to parse certificate: not a PEM certificate (no "-----BEGIN CERTIFICATE-----" block)',
    )
  }
  try {
    return parseCertificate(der)
  } catch (e) {
    const reason = e instanceof Error ? e.message : 'invalid DER'
    throw badRequest(`failed to parse certificate: ${reason}`)
  }
}

function checkDates(info: CertificateInfo, now = new Date()) {
  if (info.notAfter < now) {
    throw badRequest(`certificate expired on ${info.notAfter.toISOString()}`)
  }
  if (info.notBefore > now) {
    throw badRequest(`certificate is not valid until ${info.notBefore.toISOString()}`)
  }
}

function importParams({
  keyAlgorithm: { name, namedCurve },
}: CertificateInfo): RsaHashedImportParams | EcKeyImportParams | Algorithm {
  if (name === 'RSASSA-PKCS1-v1_5') return { name, hash: 'SHA-256' }
  if (name === 'Ed25519') return { name }
  if (name === 'ECDSA' && namedCurve && CURVES[namedCurve]) return { name, namedCurve }
  throw badRequest(`unsupported certificate key algorithm ${name} ${namedCurve ?? ''}`.trim())
}

/** A DER element: tag, length, content. */
function tlv(tag: number, content: Uint8Array): Uint8Array {
  const n = content.length
  const len = n < 0x80 ? [n] : n < 0x100 ? [0x81, n] : n < 0x10000 ? [0x82, n >> 8, n & 0xff] : null
  if (!len) throw badRequest('failed to parse private key: too long')
  return new Uint8Array([tag, ...len, ...content])
}

const oidBytes = (dotted: string) => {
  const [a, b, ...rest] = dotted.split('.').map(Number)
  const out = [a * 40 + b]
  for (const v of rest) {
    const bytes = [v & 0x7f]
    for (let x = Math.floor(v / 128); x > 0; x = Math.floor(x / 128))
      bytes.unshift((x & 0x7f) | 0x80)
    out.push(...bytes)
  }
  return tlv(0x06, new Uint8Array(out))
}

const concat = (...parts: Uint8Array[]) => new Uint8Array(parts.flatMap((p) => [...p]))

/** PKCS#8 around a traditional (PKCS#1 RSA or SEC1 EC) key, which WebCrypto cannot import. */
function wrapPkcs8(algorithm: Uint8Array, key: ArrayBuffer) {
  const version = new Uint8Array([0x02, 0x01, 0x00])
  return tlv(0x30, concat(version, tlv(0x30, algorithm), tlv(0x04, new Uint8Array(key))))
}

/** The private key as PKCS#8 DER, from `PRIVATE KEY`, `RSA PRIVATE KEY` or `EC PRIVATE KEY` PEM. */
function pkcs8Of({ pemBlocks }: X509, pem: string, info: CertificateInfo): Uint8Array {
  const [pkcs8] = pemBlocks(pem, 'PRIVATE KEY')
  if (pkcs8) return new Uint8Array(pkcs8)
  const [rsa] = pemBlocks(pem, 'RSA PRIVATE KEY')
  if (rsa) return wrapPkcs8(concat(oidBytes(RSA), new Uint8Array([0x05, 0x00])), rsa)
  const [ec] = pemBlocks(pem, 'EC PRIVATE KEY')
  const curve = CURVES[info.keyAlgorithm.namedCurve ?? '']
  if (ec && curve) return wrapPkcs8(concat(oidBytes(EC), oidBytes(curve)), ec)
  throw badRequest(
    'failed to parse private key: not a PEM private key (no "-----BEGIN PRIVATE KEY-----" block)',
  )
}

/** The public half of a JWK: what a private key and its certificate share. */
const publicPart = (jwk: JsonWebKey) =>
  JSON.stringify([jwk.kty, jwk.crv, jwk.n, jwk.e, jwk.x, jwk.y])

async function checkKeyMatches(x509: X509, info: CertificateInfo, keyPem: string) {
  const params = importParams(info)
  const der = pkcs8Of(x509, keyPem, info)
  let privateJwk: JsonWebKey
  try {
    const key = await crypto.subtle.importKey('pkcs8', der as BufferSource, params, true, ['sign'])
    privateJwk = await crypto.subtle.exportKey('jwk', key)
  } catch {
    throw badRequest(
      "failed to parse private key: it is not a key of the certificate's algorithm, or is malformed",
    )
  }
  const cert = await crypto.subtle.importKey('spki', info.spki, params, true, ['verify'])
  const publicJwk = await crypto.subtle.exportKey('jwk', cert)
  if (publicPart(privateJwk) !== publicPart(publicJwk)) {
    throw badRequest('certificate and private key do not match')
  }
}

/** Throws the API's 400 for the first fault of a certificate and its key. */
export async function checkCertificate(certPem: string, keyPem: string) {
  const x509 = await import('~/util/x509')
  const info = readCertificate(x509, certPem)
  checkDates(info)
  await checkKeyMatches(x509, info, keyPem)
}
