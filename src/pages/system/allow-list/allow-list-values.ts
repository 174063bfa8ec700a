import type { AllowedSourceIps, AllowListUpdate } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'
import { validateCidr } from '~/util/cidr'

/** The form: any address, or only the networks listed, one a line. */
export type AllowListValues = { mode: 'any' | 'list'; ips: string }

export const allowListToValues = (allowed: AllowedSourceIps): AllowListValues =>
  allowed.allow === 'any' ? { mode: 'any', ips: '' } : { mode: 'list', ips: allowed.ips.join('\n') }

/** The entries of the text: one a line, blank lines and spaces around them ignored. */
export const networkLines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)

/**
 * Each line an IP network (`IpNet`: an address and a prefix width), none twice,
 * and at least one: the API refuses an empty list, which would admit no one.
 */
export function validateNetworks(text: string): string | undefined {
  const lines = networkLines(text)
  if (lines.length === 0) return 'Add at least one IP network: an empty list would admit no one'
  const seen = new Set<string>()
  for (const line of lines) {
    const error = validateCidr(line)
    if (error) return `${line}: ${error}`
    if (seen.has(line)) return `${line} is listed twice`
    seen.add(line)
  }
  return undefined
}

export const valuesToAllowListUpdate = (values: AllowListValues): AllowListUpdate => ({
  allowedIps:
    values.mode === 'any' ? { allow: 'any' } : { allow: 'list', ips: networkLines(values.ips) },
})

export const allowListUpdateRequest = (values: AllowListValues) =>
  apiRequest('networkingAllowListUpdate', { body: valuesToAllowListUpdate(values) })
