import { describe, expect, it } from 'vitest'
import {
  emptyLocalUser,
  validateConfirmPassword,
  validatePassword,
  validateUserId,
  valuesToUserCreate,
  valuesToUserPassword,
} from './local-user-form-values'

describe('valuesToUserCreate', () => {
  it('sends a password as typed, or none when login is disallowed', () => {
    expect(
      valuesToUserCreate({ ...emptyLocalUser, externalId: ' erin ', password: ' s3cret ' }),
    ).toEqual({ externalId: 'erin', password: { mode: 'password', value: ' s3cret ' } })
    expect(
      valuesToUserPassword({
        passwordMode: 'login_disallowed',
        password: 'ignored',
        confirmPassword: '',
      }),
    ).toEqual({ mode: 'login_disallowed' })
  })
})

describe('validateUserId', () => {
  it.each([
    ['', 'User name is required'],
    ['Erin', 'Must start with a lowercase letter'],
    ['erin_b', 'Can only contain letters, numbers, and dashes'],
    ['erin-', 'Cannot end with a dash'],
    ['a'.repeat(64), 'Must be 63 characters or fewer'],
    ['abcdef01-2345-6789-abcd-ef0123456789', 'Cannot be a UUID'],
  ])('refuses %j', (value, message) => expect(validateUserId(value)).toBe(message))

  it.each(['erin', 'erin-Baker2', 'e'])('accepts %j', (value) =>
    expect(validateUserId(value)).toBeUndefined(),
  )
})

describe('password checks', () => {
  it('requires a password of at most 512 characters that is typed twice alike', () => {
    expect(validatePassword('')).toBe('Password is required')
    expect(validatePassword('x'.repeat(513))).toBe('Must be 512 characters or fewer')
    expect(validatePassword('x'.repeat(512))).toBeUndefined()
    expect(validateConfirmPassword('a', 'b')).toBe('Passwords do not match')
    expect(validateConfirmPassword('a', 'a')).toBeUndefined()
  })
})
