import type { SiloAuthSettings } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'

/** The most `device_token_max_ttl_seconds` holds (a uint32). */
export const MAX_TTL_SECONDS = 4294967295

/** The form's values: the lifetime in seconds, NaN (an empty field) for no maximum. */
export type AuthSettingsValues = { maxTtlSeconds: number }

export const authSettingsToValues = (s: SiloAuthSettings): AuthSettingsValues => ({
  maxTtlSeconds: s.deviceTokenMaxTtlSeconds ?? Number.NaN,
})

/** The one call the form sends (and shows): the whole settings, an empty field as no maximum. */
export const authSettingsUpdateRequest = ({ maxTtlSeconds }: AuthSettingsValues) =>
  apiRequest('authSettingsUpdate', {
    body: { deviceTokenMaxTtlSeconds: Number.isNaN(maxTtlSeconds) ? null : maxTtlSeconds },
  })

const units = [
  ['day', 86400],
  ['hour', 3600],
  ['minute', 60],
] as const

/**
 * A lifetime as a person reads it: "86,400 seconds (1 day)", "90 seconds
 * (1.5 minutes)", "No maximum" when there is none.
 */
export function formatLifetime(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return 'No maximum'
  const text = `${seconds.toLocaleString('en-US')} ${seconds === 1 ? 'second' : 'seconds'}`
  const unit = units.find(([, size]) => seconds >= size)
  if (!unit) return text
  const [name, size] = unit
  const count = Math.round((seconds / size) * 10) / 10
  return `${text} (${count.toLocaleString('en-US')} ${count === 1 ? name : `${name}s`})`
}
