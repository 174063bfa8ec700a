import { describe, expect, it } from 'vitest'
import { subscriptionMatches, validateSubscription } from './alert-subscriptions'

describe('subscriptionMatches', () => {
  it.each([
    ['test.foo', 'test.foo', true],
    ['test.foo', 'test.foo.bar', false],
    ['test.*', 'test.foo', true],
    ['test.*', 'test.foo.bar', false],
    ['test.*.bar', 'test.quux.bar', true],
    ['test.*.bar', 'test.quux.bar.baz', false],
    ['test.**', 'test.quux.bar.baz', true],
    ['test.**', 'test', true],
    ['**.bar', 'test.foo.bar', true],
    ['**.bar', 'test.foo.baz', false],
    ['**', 'anything.at.all', true],
    ['*', 'test.foo', false],
    ['test.**.baz', 'test.quux.bar.baz', true],
  ])('%s matches %s: %s', (glob, alertClass, expected) => {
    expect(subscriptionMatches(glob, alertClass)).toBe(expected)
  })
})

describe('validateSubscription', () => {
  it.each(['test.foo', 'test.*', '**', 'a_b.C9.**'])('takes %s', (glob) => {
    expect(validateSubscription(glob)).toBeUndefined()
  })
  it.each(['', 'test.', '.test', 'test..foo', 'test.f*', 'test.***', 'test foo', 'tést'])(
    'refuses %j',
    (glob) => {
      expect(validateSubscription(glob)).toBeDefined()
    },
  )
})
