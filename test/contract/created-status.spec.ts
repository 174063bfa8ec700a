import { expect, it } from 'vitest'
import { ACCEPTED_OPERATIONS, CREATED_OPERATIONS } from '~/mock-api/created-status'
import { documentedStatuses } from './documented-status'

const withStatus = (status: number) =>
  [...documentedStatuses()]
    .filter(([, s]) => s === status)
    .map(([op]) => op)
    .sort()

it('the mock answers 201 for exactly the operations the API document says create', () => {
  expect([...CREATED_OPERATIONS].sort()).toEqual(withStatus(201))
})

it('the mock answers 202 for exactly the operations the API document says accept', () => {
  expect([...ACCEPTED_OPERATIONS].sort()).toEqual(withStatus(202))
})

it('every documented success is 200, 201, 202 or 204 but SAML login', () => {
  const other = [...documentedStatuses()].filter(([, s]) => ![200, 201, 202, 204].includes(s))
  // the SAML redirect is a 303 the mock does not implement (it answers 501)
  expect(other).toEqual([['loginSaml', 303]])
})
