import type { CertificateCreate } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'
import type { ApiError } from '~/api/errors'
import { placeholder } from '~/api/request-text'
import { formatDateTime } from '~/util/time'
import { getTimeZone } from '~/util/time-zone'
import { readPemCertificate } from '~/util/x509'

export type CertificateFormValues = {
  name: string
  description: string
  cert: string
  key: string
}

export const emptyCertificate: CertificateFormValues = {
  name: '',
  description: '',
  cert: '',
  key: '',
}

/** The one service a certificate serves today (`ServiceUsingCertificate`). */
export const serviceLabel = { external_api: 'External API' } as const

export const valuesToCertificateCreate = (v: CertificateFormValues): CertificateCreate => ({
  name: v.name.trim(),
  description: v.description.trim(),
  service: 'external_api',
  cert: v.cert.trim(),
  key: v.key.trim(),
})

/**
 * The create form's call as its "Equivalent CLI / API" panel shows it: the
 * certificate chain and the private key as placeholders, never their text.
 */
export const certificateCreateRequest = (v: CertificateFormValues) =>
  apiRequest('certificateCreate', {
    body: {
      ...valuesToCertificateCreate(v),
      cert: placeholder('CERT_FILE'),
      key: placeholder('KEY_FILE'),
    },
  })

/**
 * A certificate the console can read is checked for its dates before it is
 * sent (the API refuses an expired one too); one it cannot read is left to the API.
 */
export function validateCertDates(pem: string, now = new Date()): string | undefined {
  const info = readPemCertificate(pem)
  if (!info) return undefined
  if (info.notAfter < now)
    return `The certificate expired on ${formatDateTime(info.notAfter, getTimeZone())}`
  if (info.notBefore > now)
    return `The certificate is not valid until ${formatDateTime(info.notBefore, getTimeZone())}`
  return undefined
}

/**
 * Which field the API's refusal is about: its message names the private key
 * (a key that does not parse or does not match) or the certificate; anything
 * else is the form's.
 */
export function fieldOfError(error: ApiError): 'cert' | 'key' | null {
  if (error.errorCode === 'ObjectAlreadyExists') return null
  const message = error.message.toLowerCase()
  if (message.includes('private key')) return 'key'
  if (message.includes('certificate')) return 'cert'
  return null
}

/** `*.sys.example.com, example.com` from the certificate's names, or null when unreadable. */
export function certificateNames(pem: string): string | null {
  const info = readPemCertificate(pem)
  if (!info) return null
  const names = info.dnsNames.length > 0 ? info.dnsNames : [info.commonName].filter(Boolean)
  return names.join(', ') || null
}
