import { beforeEach, describe, expect, it } from 'vitest'
import * as schema from '~/api/__generated__/validate'
import { resetDb } from '~/mock-api'
import { FOO_ALERT_ID, FOO_BAR_ALERT_ID } from '~/mock-api/fixtures/alerts'
import { resetKnobs, setKnob } from '~/mock-api/knobs'
import { call, json } from './helpers'

beforeEach(() => {
  resetDb()
  resetKnobs()
})

async function refusal(method: string, path: string, body?: unknown) {
  const response = await call(method, path, body)
  const error = await response.json()
  schema.Error.parse(error)
  return [response.status, error.message, error.error_code]
}

const R = '/v1/alert-receivers'
const names = (page: { items: { name: string }[] }) => page.items.map((i) => i.name)
type Delivery = {
  state: string
  trigger: string
  alert_id: string
  attempts: { webhook: { result: string }[] }
}

describe('alert classes and alerts', () => {
  it('filter classes and alerts with subscription globs', async () => {
    expect(names(await json('GET', '/v1/alert-classes'))).toEqual([
      'test.foo',
      'test.foo.bar',
      'test.foo.baz',
      'test.quux.bar',
      'test.quux.bar.baz',
    ])
    expect(names(await json('GET', '/v1/alert-classes?filter=test.*.bar'))).toEqual([
      'test.foo.bar',
      'test.quux.bar',
    ])
    expect(names(await json('GET', '/v1/alert-classes?filter=**.baz'))).toEqual([
      'test.foo.baz',
      'test.quux.bar.baz',
    ])
    const quux = await json('GET', '/v1/alerts?alert_class=test.quux.**')
    expect(quux.items.map((a: { class: string }) => a.class)).toEqual([
      'test.quux.bar',
      'test.quux.bar.baz',
    ])
    const late = await json('GET', '/v1/alerts?start_time=2025-05-03T00:00:00Z')
    expect(late.items).toHaveLength(2)
    const newest = await json('GET', '/v1/alerts?sort_by=time_and_id_descending&limit=1')
    expect(newest.items[0].class).toBe('test.quux.bar.baz')
    expect((await refusal('GET', '/v1/alert-classes?filter=test..foo'))[0]).toBe(400)
  })

  it('view an alert by id; an unknown one is a 404', async () => {
    const alert = await json('GET', `/v1/alerts/${FOO_ALERT_ID}`)
    expect(alert).toMatchObject({ class: 'test.foo', alert: { hello_world: true } })
    expect(await refusal('GET', '/v1/alerts/00000000-0000-4000-8000-000000000000')).toEqual([
      404,
      'not found: alert with id "00000000-0000-4000-8000-000000000000"',
      'ObjectNotFound',
    ])
  })

  it('fleet viewers read, fleet admins act; others are refused', async () => {
    setKnob('mock-user', 'hank')
    expect(names(await json('GET', R))).toEqual(['audit-sink', 'ops-pager'])
    expect((await refusal('POST', `${R}/ops-pager/probe`))[0]).toBe(403)
    expect((await refusal('DELETE', `${R}/ops-pager`))[0]).toBe(403)
    setKnob('mock-user', 'carol')
    expect((await refusal('GET', '/v1/alerts'))[0]).toBe(403)
    expect((await refusal('GET', R))[0]).toBe(403)
  })
})

describe('deliveries', () => {
  it('list all, or only the states asked for', async () => {
    const all = await json('GET', `${R}/audit-sink/deliveries`)
    expect(all.items.map((d: Delivery) => d.state).sort()).toEqual([
      'failed',
      'failed',
      'failed',
      'pending',
    ])
    const pending = await json('GET', `${R}/audit-sink/deliveries?pending=true`)
    expect(pending.items.map((d: Delivery) => d.state)).toEqual(['pending'])
    const both = await json('GET', `${R}/audit-sink/deliveries?pending=true&failed=true`)
    expect(both.items).toHaveLength(4)
    const delivered = await json('GET', `${R}/ops-pager/deliveries?delivered=true`)
    expect(delivered.items).toHaveLength(2)
    // false is no filter
    expect((await json('GET', `${R}/ops-pager/deliveries?failed=false`)).items).toHaveLength(2)
  })

  it('resend an alert to a subscribed receiver; its outcome follows the endpoint', async () => {
    const { delivery_id } = await json(
      'POST',
      `/v1/alerts/${FOO_BAR_ALERT_ID}/resend?receiver=ops-pager`,
      undefined,
      201,
    )
    const mine = await json('GET', `${R}/ops-pager/deliveries`)
    const resent = mine.items.find((d: { id: string }) => d.id === delivery_id)
    expect(resent).toMatchObject({
      state: 'delivered',
      trigger: 'resend',
      alert_class: 'test.foo.bar',
    })
    expect(resent.attempts.webhook[0]).toMatchObject({
      attempt: 1,
      result: 'succeeded',
      response: { status: 200 },
    })
    // an endpoint under .invalid cannot be reached
    await json('POST', `/v1/alerts/${FOO_ALERT_ID}/resend?receiver=audit-sink`, undefined, 201)
    const failed = await json('GET', `${R}/audit-sink/deliveries?sort_by=time_and_id_descending`)
    expect(failed.items[0]).toMatchObject({ state: 'failed', trigger: 'resend' })
    expect(failed.items[0].attempts.webhook[0]).toMatchObject({
      result: 'failed_unreachable',
      response: null,
    })
    // ops-pager is not subscribed to test.foo (only test.foo.* and test.quux.bar)
    expect(await refusal('POST', `/v1/alerts/${FOO_ALERT_ID}/resend?receiver=ops-pager`)).toEqual([
      400,
      'alert receiver "ops-pager" is not subscribed to alert class "test.foo"',
      'InvalidRequest',
    ])
    expect((await refusal('POST', `/v1/alerts/${FOO_ALERT_ID}/resend?receiver=nope`))[0]).toBe(404)
  })

  it('probe: a delivered probe with resend resends what never arrived; a failed one does not', async () => {
    const failing = await json('POST', `${R}/audit-sink/probe?resend=true`)
    expect(failing.probe).toMatchObject({ state: 'failed', trigger: 'probe', alert_class: 'probe' })
    expect(failing.probe.attempts.webhook[0].result).toBe('failed_unreachable')
    expect(failing.resends_started).toBe(0)

    // point it somewhere that answers: the three alerts that only failed are resent
    await json(
      'PUT',
      '/v1/webhook-receivers/audit-sink',
      { endpoint: 'https://collector.example.com/a' },
      204,
    )
    const ok = await json('POST', `${R}/audit-sink/probe?resend=true`)
    expect(ok.probe.state).toBe('delivered')
    expect(ok.resends_started).toBe(3)
    const again = await json('POST', `${R}/audit-sink/probe?resend=true`)
    expect(again.resends_started).toBe(0)
    // without resend, the count is null
    expect((await json('POST', `${R}/ops-pager/probe`)).resends_started).toBeNull()
  })

  it('timeouts and HTTP errors are decided by the host too', async () => {
    await json(
      'PUT',
      '/v1/webhook-receivers/ops-pager',
      { endpoint: 'https://timeout.example.com/' },
      204,
    )
    const timeout = await json('POST', `${R}/ops-pager/probe`)
    expect(timeout.probe.attempts.webhook[0]).toMatchObject({
      result: 'failed_timeout',
      response: null,
    })
    await json(
      'PUT',
      '/v1/webhook-receivers/ops-pager',
      { endpoint: 'http://error.example.com/' },
      204,
    )
    const error = await json('POST', `${R}/ops-pager/probe`)
    expect(error.probe.attempts.webhook[0]).toMatchObject({
      result: 'failed_http_error',
      response: { status: 500 },
    })
  })
})

describe('webhook receivers', () => {
  const create = (body: object) =>
    call('POST', '/v1/webhook-receivers', {
      name: 'hook',
      description: 'd',
      endpoint: 'https://hooks.example.com/x',
      secrets: ['one', 'two'],
      ...body,
    })

  it('create: shown with its secrets (ids only) and subscriptions', async () => {
    const response = await create({ subscriptions: ['test.foo', 'test.foo'] })
    expect(response.status).toBe(201)
    const hook = schema.WebhookReceiver.parse(await response.json())
    expect(hook.secrets).toHaveLength(2)
    expect(JSON.stringify(hook)).not.toContain('one')
    expect(hook.subscriptions).toEqual(['test.foo'])
    const view = await json('GET', `${R}/hook`)
    expect(view.kind).toMatchObject({ kind: 'webhook', endpoint: 'https://hooks.example.com/x' })
    expect(view.kind.secrets).toHaveLength(2)
  })

  it('create refuses a taken name, a bad endpoint, a bad glob and an empty secret', async () => {
    expect(
      await refusal('POST', '/v1/webhook-receivers', {
        name: 'ops-pager',
        description: '',
        endpoint: 'https://a.example.com/',
        secrets: [],
      }),
    ).toEqual([400, 'already exists: alert-receiver "ops-pager"', 'ObjectAlreadyExists'])
    const bad = async (body: object) =>
      await refusal('POST', '/v1/webhook-receivers', {
        name: 'hook',
        description: '',
        endpoint: 'https://a.example.com/',
        secrets: [],
        ...body,
      })
    expect(await bad({ endpoint: 'not a url' })).toEqual([
      400,
      'invalid endpoint URL "not a url"',
      'InvalidRequest',
    ])
    expect((await bad({ endpoint: 'ftp://files.example.com/' }))[1]).toBe(
      'endpoint URL must use http or https, not ftp',
    )
    expect((await bad({ subscriptions: ['test.f*'] }))[0]).toBe(400)
    expect(await bad({ secrets: [''] })).toEqual([
      400,
      'a webhook secret must not be empty',
      'InvalidRequest',
    ])
    expect(names(await json('GET', R))).toEqual(['audit-sink', 'ops-pager'])
  })

  it('update renames, redescribes and repoints; a taken name is refused', async () => {
    await json(
      'PUT',
      '/v1/webhook-receivers/ops-pager',
      { name: 'pager', description: 'new', endpoint: 'https://b.example.com/' },
      204,
    )
    const view = await json('GET', `${R}/pager`)
    expect(view).toMatchObject({
      name: 'pager',
      description: 'new',
      kind: { endpoint: 'https://b.example.com/' },
    })
    expect((await refusal('PUT', '/v1/webhook-receivers/pager', { name: 'audit-sink' }))[2]).toBe(
      'ObjectAlreadyExists',
    )
  })

  it('secrets: list, add, delete', async () => {
    const before = await json('GET', '/v1/webhook-secrets?receiver=ops-pager')
    expect(before.secrets).toHaveLength(2)
    const added = await json(
      'POST',
      '/v1/webhook-secrets?receiver=ops-pager',
      { secret: 'three' },
      201,
    )
    await json('DELETE', `/v1/webhook-secrets/${before.secrets[0].id}`, undefined, 204)
    const after = await json('GET', '/v1/webhook-secrets?receiver=ops-pager')
    expect(after.secrets.map((s: { id: string }) => s.id)).toEqual([before.secrets[1].id, added.id])
    expect((await refusal('DELETE', `/v1/webhook-secrets/${before.secrets[0].id}`))[0]).toBe(404)
    expect(
      (await refusal('POST', '/v1/webhook-secrets?receiver=ops-pager', { secret: '' }))[0],
    ).toBe(400)
  })

  it('subscriptions: add (glob checked, no duplicates), remove', async () => {
    await json('POST', `${R}/ops-pager/subscriptions`, { subscription: 'test.**' }, 201)
    expect(
      (await refusal('POST', `${R}/ops-pager/subscriptions`, { subscription: 'test.**' }))[2],
    ).toBe('ObjectAlreadyExists')
    expect(
      (await refusal('POST', `${R}/ops-pager/subscriptions`, { subscription: 'test..x' }))[0],
    ).toBe(400)
    await json('DELETE', `${R}/ops-pager/subscriptions/test.foo.*`, undefined, 204)
    expect((await json('GET', `${R}/ops-pager`)).subscriptions).toEqual([
      'test.quux.bar',
      'test.**',
    ])
    expect((await refusal('DELETE', `${R}/ops-pager/subscriptions/test.nope`))[0]).toBe(404)
  })

  it('delete takes its secrets and deliveries with it', async () => {
    await json('DELETE', `${R}/audit-sink`, undefined, 204)
    expect((await refusal('GET', `${R}/audit-sink`))[0]).toBe(404)
    expect((await refusal('GET', '/v1/webhook-secrets?receiver=audit-sink'))[0]).toBe(404)
  })
})
