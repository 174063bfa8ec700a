import { describe, expect, it } from 'vitest'
import type { AlertReceiver } from '~/api/__generated__/Api'
import { deliveryStateQuery, parseDeliveryState } from './loaders'
import {
  emptyWebhook,
  matchingClasses,
  receiverChanges,
  receiverToValues,
  validateEndpoint,
  valuesToWebhookCreate,
} from './webhook-values'

const t = new Date('2025-03-01T09:00:00Z')
const receiver: AlertReceiver = {
  id: 'r1',
  name: 'ops-pager',
  description: 'Pages',
  kind: {
    kind: 'webhook',
    endpoint: 'https://hooks.example.com/ops',
    secrets: [
      { id: 's1', timeCreated: t },
      { id: 's2', timeCreated: t },
    ],
  },
  subscriptions: ['test.foo.*', 'test.quux.bar'],
  timeCreated: t,
  timeModified: t,
}

describe('validateEndpoint', () => {
  it.each([
    ['https://hooks.example.com/oxide', undefined],
    [' http://10.0.0.5:8080/hook ', undefined],
    ['hooks.example.com/oxide', 'Must be a full URL, such as https://hooks.example.com/oxide'],
    ['ftp://files.example.com/', 'Must be an http or https URL'],
    ['javascript:alert(1)', 'Must be an http or https URL'],
  ])('%s', (input, message) => {
    expect(validateEndpoint(input)).toBe(message)
  })
})

it('valuesToWebhookCreate sends the new secrets and the subscriptions, trimmed', () => {
  expect(
    valuesToWebhookCreate({
      ...emptyWebhook,
      name: ' hook ',
      endpoint: ' https://a.example.com/x ',
      secrets: [{ value: 'k1' }, { value: 'k2' }],
      subscriptions: ['test.**'],
    }),
  ).toEqual({
    name: 'hook',
    description: '',
    endpoint: 'https://a.example.com/x',
    secrets: ['k1', 'k2'],
    subscriptions: ['test.**'],
  })
})

describe('receiverChanges', () => {
  it('nothing changed: only the fields, no secret or subscription calls', () => {
    expect(receiverChanges(receiver, receiverToValues(receiver))).toEqual({
      update: {
        name: 'ops-pager',
        description: 'Pages',
        endpoint: 'https://hooks.example.com/ops',
      },
      addSecrets: [],
      deleteSecrets: [],
      addSubscriptions: [],
      removeSubscriptions: [],
    })
  })

  it('adds and deletes secrets, adds and removes subscriptions', () => {
    const values = receiverToValues(receiver)
    values.secrets = [values.secrets[1], { value: 'fresh' }]
    values.subscriptions = ['test.quux.bar', 'test.**']
    values.name = 'pager '
    const changes = receiverChanges(receiver, values)
    expect(changes.update.name).toBe('pager')
    expect(changes.addSecrets).toEqual(['fresh'])
    expect(changes.deleteSecrets).toEqual(['s1'])
    expect(changes.addSubscriptions).toEqual(['test.**'])
    expect(changes.removeSubscriptions).toEqual(['test.foo.*'])
  })
})

it('matchingClasses lists the classes a glob takes in', () => {
  const classes = [{ name: 'test.foo' }, { name: 'test.foo.bar' }, { name: 'test.quux.bar' }]
  expect(matchingClasses('test.*.bar', classes)).toEqual(['test.foo.bar', 'test.quux.bar'])
  expect(matchingClasses('nope', classes)).toEqual([])
})

it('delivery state filter: one flag per state, newest first; anything else is all', () => {
  expect(parseDeliveryState('failed')).toBe('failed')
  expect(parseDeliveryState('bogus')).toBeUndefined()
  expect(parseDeliveryState(null)).toBeUndefined()
  expect(deliveryStateQuery('pending')).toEqual({ pending: true, sortBy: 'time_and_id_descending' })
  expect(deliveryStateQuery(undefined)).toEqual({ sortBy: 'time_and_id_descending' })
})
