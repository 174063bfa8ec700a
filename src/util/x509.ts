/**
 * Just enough PEM and DER reading for TLS certificates: the console shows a
 * certificate's names and expiry from the PEM the API returns, and the mock
 * API checks what Nexus checks (a certificate that parses, is in date, and
 * matches its key). No crypto here: the mock compares keys with WebCrypto.
 */

export type PemBlock = { label: string; der: Uint8Array }

const PEM_BLOCK = /-----BEGIN ([A-Z0-9 ]+)-----([\s\S]*?)-----END ([A-Z0-9 ]+)-----/g

/** Base64 to bytes, or null when the text is not base64. */
function fromBase64(text: string): Uint8Array | null {
  const clean = text.replace(/\s+/g, '')
  if (!clean || !/^[A-Za-z0-9+/]+={0,2}$/.test(clean) || clean.length % 4 !== 0) return null
  try {
    const bin = atob(clean)
    return Uint8Array.from(bin, (c) => c.charCodeAt(0))
  } catch {
    return null
  }
}

/** Every well-formed PEM block in the text (text around the blocks is ignored, as OpenSSL does). */
export function pemBlocks(text: string): PemBlock[] {
  const blocks: PemBlock[] = []
  for (const m of text.matchAll(PEM_BLOCK)) {
    const [, begin, body, end] = m
    const der = begin === end ? fromBase64(body) : null
    if (der) blocks.push({ label: begin, der })
  }
  return blocks
}

/** One DER element: its tag, where its content starts and ends, and where it ends in full. */
export type Der = { tag: number; start: number; end: number; headerStart: number }

export class DerError extends Error {}

/** Read the element at `offset` of `bytes`. */
export function readDer(bytes: Uint8Array, offset: number): Der {
  if (offset + 2 > bytes.length) throw new DerError('truncated DER element')
  const tag = bytes[offset]
  let len = bytes[offset + 1]
  let start = offset + 2
  if (len & 0x80) {
    const n = len & 0x7f
    if (n === 0 || n > 4 || start + n > bytes.length) throw new DerError('bad DER length')
    len = 0
    for (let i = 0; i < n; i++) len = len * 256 + bytes[start + i]
    start += n
  }
  const end = start + len
  if (end > bytes.length) throw new DerError('DER element runs past its end')
  return { tag, start, end, headerStart: offset }
}

/** The elements inside a constructed element (a SEQUENCE, a SET, an explicit tag). */
export function children(bytes: Uint8Array, parent: Der): Der[] {
  const out: Der[] = []
  let at = parent.start
  while (at < parent.end) {
    const el = readDer(bytes, at)
    out.push(el)
    at = el.end
  }
  return out
}

/** Dotted form of an OBJECT IDENTIFIER's content. */
export function oid(bytes: Uint8Array, el: Der): string {
  const b = bytes.subarray(el.start, el.end)
  if (b.length === 0) throw new DerError('empty OID')
  const parts = [Math.floor(b[0] / 40), b[0] % 40]
  let value = 0
  for (let i = 1; i < b.length; i++) {
    value = value * 128 + (b[i] & 0x7f)
    if (!(b[i] & 0x80)) {
      parts.push(value)
      value = 0
    }
  }
  return parts.join('.')
}

const text = (bytes: Uint8Array, el: Der) =>
  new TextDecoder().decode(bytes.subarray(el.start, el.end))

/** UTCTime (YYMMDDHHMMSSZ, years 1950-2049) or GeneralizedTime (YYYYMMDDHHMMSSZ). */
function time(bytes: Uint8Array, el: Der): Date {
  const s = text(bytes, el)
  const m =
    el.tag === 0x17
      ? /^(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})Z$/.exec(s)
      : el.tag === 0x18
        ? /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})Z$/.exec(s)
        : null
  if (!m) throw new DerError(`bad certificate time "${s}"`)
  let year = Number(m[1])
  if (el.tag === 0x17) year += year < 50 ? 2000 : 1900
  const [mo, d, h, mi, se] = m.slice(2).map(Number)
  return new Date(Date.UTC(year, mo - 1, d, h, mi, se))
}

const COMMON_NAME = '2.5.4.3'
const SUBJECT_ALT_NAME = '2.5.29.17'

/** The CN of a Name (SEQUENCE of SETs of {type, value}), if it has one. */
function commonName(bytes: Uint8Array, name: Der): string | null {
  for (const rdn of children(bytes, name)) {
    for (const atv of children(bytes, rdn)) {
      const [type, value] = children(bytes, atv)
      if (type && value && oid(bytes, type) === COMMON_NAME) return text(bytes, value)
    }
  }
  return null
}

/** DNS names of the subjectAltName extension ([2] IA5String entries). */
function dnsNames(bytes: Uint8Array, extensions: Der | undefined): string[] {
  if (!extensions) return []
  const [list] = children(bytes, extensions) // [3] EXPLICIT wraps the SEQUENCE
  if (!list) return []
  for (const ext of children(bytes, list)) {
    const parts = children(bytes, ext)
    if (oid(bytes, parts[0]) !== SUBJECT_ALT_NAME) continue
    const octets = parts[parts.length - 1]
    const names = readDer(bytes, octets.start)
    return children(bytes, names)
      .filter((n) => n.tag === 0x82)
      .map((n) => text(bytes, n))
  }
  return []
}

export type CertificateInfo = {
  notBefore: Date
  notAfter: Date
  commonName: string | null
  dnsNames: string[]
  /** the SubjectPublicKeyInfo, whole (what WebCrypto imports as `spki`) */
  spki: Uint8Array
  /** the public key algorithm's OID, and the curve's for an EC key */
  keyAlgorithm: string
  curve: string | null
}

/** Read a DER certificate's dates, names and public key. Throws `DerError` on anything else. */
export function parseCertificate(der: Uint8Array): CertificateInfo {
  const cert = readDer(der, 0)
  if (cert.tag !== 0x30 || cert.end !== der.length) throw new DerError('not a DER certificate')
  const [tbs] = children(der, cert)
  if (tbs?.tag !== 0x30) throw new DerError('not a DER certificate')
  const fields = children(der, tbs)
  // an explicit [0] version comes first in v2 and v3 certificates
  const f = fields[0]?.tag === 0xa0 ? fields.slice(1) : fields
  const [, , issuer, validity, subject, spki, ...rest] = f
  if (!issuer || validity?.tag !== 0x30 || !subject || spki?.tag !== 0x30) {
    throw new DerError('not a DER certificate')
  }
  const [notBefore, notAfter] = children(der, validity)
  const [alg] = children(der, spki)
  const [algOid, param] = children(der, alg)
  return {
    notBefore: time(der, notBefore),
    notAfter: time(der, notAfter),
    commonName: commonName(der, subject),
    dnsNames: dnsNames(
      der,
      rest.find((r) => r.tag === 0xa3),
    ),
    spki: der.slice(spki.headerStart, spki.end),
    keyAlgorithm: oid(der, algOid),
    curve: param?.tag === 0x06 ? oid(der, param) : null,
  }
}

/** The first certificate of a PEM text, read; null when there is none that parses. */
export function readPemCertificate(pem: string): CertificateInfo | null {
  const block = pemBlocks(pem).find((b) => b.label === 'CERTIFICATE')
  if (!block) return null
  try {
    return parseCertificate(block.der)
  } catch {
    return null
  }
}
