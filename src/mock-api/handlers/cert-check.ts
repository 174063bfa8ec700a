import {
  ECParameters,
  id_ecPublicKey,
  id_secp256r1,
  id_secp384r1,
  id_secp521r1,
} from '@peculiar/asn1-ecc'
import { PrivateKey, PrivateKeyInfo } from '@peculiar/asn1-pkcs8'
import { rsaEncryption } from '@peculiar/asn1-rsa'
import { AsnConvert } from '@peculiar/asn1-schema'
import { AlgorithmIdentifier } from '@peculiar/asn1-x509'
import { type CertificateInfo, parseCertificate, pemBlocks } from '~/util/x509'
import { badRequest } from '../errors'

/**
 * What Nexus checks of a new certificate, in the order it finds faults: the
 * certificate parses, is in date, and the private key parses and belongs to
 * it. Keys are compared with WebCrypto, which the mock has both in the
 * browser and in Node. The certificate handler imports this module when a
 * certificate is added, so the mock loads without the X.509 library.
 */

/** The curves WebCrypto imports, with their OIDs (a traditional EC key is wrapped with its curve's). */
const CURVES: Record<string, string> = {
  'P-256': id_secp256r1,
  'P-384': id_secp384r1,
  'P-521': id_secp521r1,
}

function readCertificate(pem: string): CertificateInfo {
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

/** PKCS#8 around a traditional (PKCS#1 RSA or SEC1 EC) key, which WebCrypto cannot import. */
const wrapPkcs8 = (privateKeyAlgorithm: AlgorithmIdentifier, key: ArrayBuffer) =>
  new Uint8Array(
    AsnConvert.serialize(
      new PrivateKeyInfo({ privateKeyAlgorithm, privateKey: new PrivateKey(key) }),
    ),
  )

/** The private key as PKCS#8 DER, from `PRIVATE KEY`, `RSA PRIVATE KEY` or `EC PRIVATE KEY` PEM. */
function pkcs8Of(pem: string, info: CertificateInfo): Uint8Array {
  const [pkcs8] = pemBlocks(pem, 'PRIVATE KEY')
  if (pkcs8) return new Uint8Array(pkcs8)
  const [rsa] = pemBlocks(pem, 'RSA PRIVATE KEY')
  if (rsa) return wrapPkcs8(rsaEncryption, rsa)
  const [ec] = pemBlocks(pem, 'EC PRIVATE KEY')
  const namedCurve = CURVES[info.keyAlgorithm.namedCurve ?? '']
  if (ec && namedCurve) {
    const parameters = AsnConvert.serialize(new ECParameters({ namedCurve }))
    return wrapPkcs8(new AlgorithmIdentifier({ algorithm: id_ecPublicKey, parameters }), ec)
  }
  throw badRequest(
    'failed to parse private key: not a PEM private key (no "-----BEGIN PRIVATE KEY-----" block)',
  )
}

/** The public half of a JWK: what a private key and its certificate share. */
const publicPart = (jwk: JsonWebKey) =>
  JSON.stringify([jwk.kty, jwk.crv, jwk.n, jwk.e, jwk.x, jwk.y])

async function checkKeyMatches(info: CertificateInfo, keyPem: string) {
  const params = importParams(info)
  const der = pkcs8Of(keyPem, info)
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
  const info = readCertificate(certPem)
  checkDates(info)
  await checkKeyMatches(info, keyPem)
}
