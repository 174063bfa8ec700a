import type { UserCreate, UserPassword } from '~/api/__generated__/Api'
import { apiRequest } from '~/api/client'

/** The API's `Password` is at most 512 characters. */
export const PASSWORD_MAX_LENGTH = 512

export type PasswordValues = {
  passwordMode: UserPassword['mode']
  password: string
  confirmPassword: string
}

export type LocalUserFormValues = PasswordValues & { externalId: string }

export const emptyPassword: PasswordValues = {
  passwordMode: 'password',
  password: '',
  confirmPassword: '',
}

export const emptyLocalUser: LocalUserFormValues = { externalId: '', ...emptyPassword }

/** The API's `UserId` rules: a letter first, then letters, digits and inner dashes; not a UUID. */
export function validateUserId(s: string): string | undefined {
  const value = s.trim()
  if (!value) return 'User name is required'
  if (value.length > 63) return 'Must be 63 characters or fewer'
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)) {
    return 'Cannot be a UUID'
  }
  if (!/^[a-z]/.test(value)) return 'Must start with a lowercase letter'
  if (!/^[a-zA-Z0-9-]+$/.test(value)) return 'Can only contain letters, numbers, and dashes'
  if (value.endsWith('-')) return 'Cannot end with a dash'
  return undefined
}

export function validatePassword(s: string): string | undefined {
  if (!s) return 'Password is required'
  if (s.length > PASSWORD_MAX_LENGTH) return `Must be ${PASSWORD_MAX_LENGTH} characters or fewer`
  return undefined
}

export const validateConfirmPassword = (confirm: string, password: string) =>
  confirm === password ? undefined : 'Passwords do not match'

/** Passwords are sent as typed: spaces can be part of one. */
export const valuesToUserPassword = (v: PasswordValues): UserPassword =>
  v.passwordMode === 'password'
    ? { mode: 'password', value: v.password }
    : { mode: 'login_disallowed' }

export const valuesToUserCreate = (v: LocalUserFormValues): UserCreate => ({
  externalId: v.externalId.trim(),
  password: valuesToUserPassword(v),
})

export const localUserCreateRequest = (v: LocalUserFormValues, silo: string) =>
  apiRequest('localIdpUserCreate', { query: { silo }, body: valuesToUserCreate(v) })

export const localUserSetPasswordRequest = (v: PasswordValues, silo: string, userId: string) =>
  apiRequest('localIdpUserSetPassword', {
    path: { userId },
    query: { silo },
    body: valuesToUserPassword(v),
  })
