// biome-ignore-all lint/suspicious/noTemplateCurlyInString: Terraform references and template text, not JS templates
import { parse } from '@cdktn/hcl2json'
import { describe, expect, it } from 'vitest'
import { exportFixture, HOSTILE } from '../../test/unit/export-fixture'
import { selectResources } from './project-data'
import { terraformExport } from './terraform'
import {
  type Attr,
  PROVIDER_SOURCE,
  PROVIDER_VERSION,
  type ResourceType,
  TERRAFORM_SCHEMA,
} from './terraform-schema'

type Json = Record<string, unknown>

/** The Terraform text as HashiCorp's HCL parser reads it (its JSON form) */
const parsed = async (text: string) => (await parse('main.tf', text)) as Json

/** Every resource: type, name and attributes (a resource block is a one-element list) */
function resources(json: Json) {
  const out: { type: string; name: string; body: Json }[] = []
  for (const [type, byName] of Object.entries((json.resource ?? {}) as Json)) {
    for (const [name, blocks] of Object.entries(byName as Json)) {
      out.push({ type, name, body: (blocks as Json[])[0] })
    }
  }
  return out
}

/** Problems with a value against the recorded attribute, at `path` */
function checkAttr(attr: Attr, value: unknown, path: string): string[] {
  const nestedErrors = (obj: unknown, p: string) =>
    checkObject(attr.nested as Record<string, Attr>, obj as Json, p)
  switch (attr.type) {
    case 'string':
      return typeof value === 'string' ? [] : [`${path}: not a string`]
    case 'number':
      return typeof value === 'number' ? [] : [`${path}: not a number`]
    case 'bool':
      return typeof value === 'boolean' ? [] : [`${path}: not a bool`]
    case 'set_of_string':
      return Array.isArray(value) && value.every((v) => typeof v === 'string')
        ? []
        : [`${path}: not a list of strings`]
    case 'object':
      return typeof value === 'object' && value && !Array.isArray(value)
        ? nestedErrors(value, path)
        : [`${path}: not an object`]
    case 'set_of_object':
      return Array.isArray(value)
        ? value.flatMap((v, i) => nestedErrors(v, `${path}[${i}]`))
        : [`${path}: not a list`]
    case 'map_of_object':
      return typeof value === 'object' && value && !Array.isArray(value)
        ? Object.entries(value).flatMap(([k, v]) => nestedErrors(v, `${path}.${k}`))
        : [`${path}: not a map`]
  }
}

function checkObject(schema: Record<string, Attr>, obj: Json, path: string): string[] {
  const errors: string[] = []
  for (const [k, v] of Object.entries(obj)) {
    const attr = schema[k]
    if (!attr) errors.push(`${path}.${k}: not an attribute the provider documents`)
    else errors.push(...checkAttr(attr, v, `${path}.${k}`))
  }
  for (const [k, attr] of Object.entries(schema)) {
    if (attr.required && !(k in obj)) errors.push(`${path}.${k}: required, missing`)
  }
  return errors
}

/** Every `${...}` expression in a value */
function expressions(value: unknown): string[] {
  if (typeof value === 'string') {
    const m = /^\$\{(.*)\}$/.exec(value)
    return m ? [m[1]] : []
  }
  if (Array.isArray(value)) return value.flatMap(expressions)
  if (value && typeof value === 'object') return Object.values(value).flatMap(expressions)
  return []
}

/** A string as the JSON form keeps it, its template escapes undone */
const untemplate = (s: string) => s.replaceAll('$${', '${').replaceAll('%%{', '%{')

describe('terraformExport', () => {
  it('parses, and pins the provider the schema was recorded from', async () => {
    const json = await parsed(terraformExport(exportFixture()))
    const tf = (json.terraform as Json[])[0]
    const providers = (tf.required_providers as Json[])[0]
    expect(providers.oxide).toEqual({ source: PROVIDER_SOURCE, version: PROVIDER_VERSION })
  })

  it('writes only resource types and attributes the provider documents, every required one', async () => {
    const json = await parsed(terraformExport(exportFixture()))
    const all = resources(json)
    const types = new Set(all.map((r) => r.type))
    // every kind the fixture has that the provider can hold
    expect([...types].sort()).toEqual(
      [
        'oxide_anti_affinity_group',
        'oxide_disk',
        'oxide_floating_ip',
        'oxide_instance',
        'oxide_project',
        'oxide_snapshot',
        'oxide_ssh_key',
        'oxide_vpc',
        'oxide_vpc_firewall_rules',
        'oxide_vpc_internet_gateway',
        'oxide_vpc_router',
        'oxide_vpc_router_route',
        'oxide_vpc_subnet',
      ].sort(),
    )
    const errors = all.flatMap(({ type, name, body }) => {
      const schema = TERRAFORM_SCHEMA[type as ResourceType]
      if (!schema) return [`${type}: not a recorded resource type`]
      const readOnly = schema.readOnly
        .filter((k) => k in body)
        .map((k) => `${type}.${name}.${k}: read-only`)
      return [...readOnly, ...checkObject(schema.attributes, body, `${type}.${name}`)]
    })
    expect(errors).toEqual([])
  })

  it('refers only to exported resources, and imports each one by its id', async () => {
    const data = exportFixture()
    const json = await parsed(terraformExport(data))
    const all = resources(json)
    const addresses = new Set(all.map((r) => `${r.type}.${r.name}`))
    const refs = all.flatMap((r) => expressions(r.body))
    expect(refs.length).toBeGreaterThan(10)
    for (const expr of refs) {
      const m = /^(oxide_\w+)\.([A-Za-z_][\w-]*)\.id$/.exec(expr)
      expect(m, expr).not.toBeNull()
      expect(addresses.has(`${m?.[1]}.${m?.[2]}`), expr).toBe(true)
    }
    const imports = (json.import as Json[]).map((i) => ({
      to: String(i.to).replace(/^\$\{(.*)\}$/, '$1'),
      id: i.id,
    }))
    expect(new Set(imports.map((i) => i.to))).toEqual(addresses)
    const byTo = new Map(imports.map((i) => [i.to, i.id]))
    expect(byTo.get('oxide_project.web_prod')).toBe(data.project.id)
    expect(byTo.get('oxide_instance.db1')).toBe(data.instances[0].instance.id)
    // firewall rules import by their VPC's id
    expect(byTo.get('oxide_vpc_firewall_rules.web')).toBe(data.vpcs[0].vpc.id)
    // the instance's references: disks, group, key, floating IP, subnet, VPC
    const db1 = all.find((r) => r.name === 'db1')?.body as Json
    expect(db1.boot_disk_id).toBe('${oxide_disk.boot.id}')
    expect(db1.disk_attachments).toEqual(['${oxide_disk.boot.id}', '${oxide_disk.data.id}'])
    expect(db1.external_ips).toEqual({
      ephemeral: [{ pool_id: data.ipPools[0].id }],
      floating: [{ id: '${oxide_floating_ip.web_ip.id}' }],
    })
    expect(db1.network_interfaces).toEqual([
      {
        name: 'nic0',
        description: '',
        subnet_id: '${oxide_vpc_subnet.web_b_default.id}',
        vpc_id: '${oxide_vpc.web_b.id}',
        ip_config: { v4: { ip: '10.0.0.5' } },
      },
    ])
  })

  it('makes valid identifiers, the same whatever order the API listed things in', async () => {
    const data = exportFixture()
    const names = (d: typeof data) =>
      parsed(terraformExport(d)).then((j) =>
        resources(j)
          .map((r) => `${r.type}.${r.name}`)
          .sort(),
      )
    const first = await names(data)
    for (const n of first) expect(n.split('.')[1]).toMatch(/^[A-Za-z_][A-Za-z0-9_-]*$/)
    expect(new Set(first).size).toBe(first.length)
    // "web" + "b-default" and "web-b" + "default" would both be web_b_default
    expect(first).toContain('oxide_vpc_subnet.web_b_default')
    expect(first).toContain('oxide_vpc_subnet.web_b_default_2')
    const reversed = { ...data, vpcs: [...data.vpcs].reverse(), disks: [...data.disks].reverse() }
    expect(await names(reversed)).toEqual(first)
  })

  it('keeps hostile text as text', async () => {
    const text = terraformExport(exportFixture())
    const json = await parsed(text)
    const project = resources(json).find((r) => r.type === 'oxide_project')?.body as Json
    expect(untemplate(String(project.description))).toBe(HOSTILE)
    const rules = resources(json).find((r) => r.type === 'oxide_vpc_firewall_rules')?.body as Json
    const rule = (rules.rules as Json)['allow-https'] as Json
    expect(untemplate(String(rule.description))).toBe(HOSTILE)
    // no template interpolation survives unescaped
    expect(text).not.toMatch(/[^$]\$\{var/)
  })

  it('leaves secrets and content out, and says so', () => {
    const text = terraformExport(exportFixture())
    expect(text).not.toMatch(/^\s*user_data\s*=/m)
    expect(text).toContain('user_data of db1 is left out: it may hold secrets')
    expect(text).toMatch(/# Image debian .* is left out/)
    expect(text).not.toContain('resource "oxide_image"')
  })

  it('exports ticked rows without the project, referring to it by id', async () => {
    const data = exportFixture()
    const json = await parsed(
      terraformExport(selectResources(data, 'instances', [data.instances[0].instance.id])),
    )
    const all = resources(json)
    expect(all.map((r) => r.type).sort()).toEqual(['oxide_instance', 'oxide_ssh_key'])
    const db1 = all.find((r) => r.type === 'oxide_instance')?.body as Json
    expect(db1.project_id).toBe(data.project.id)
    // a disk not exported is its id
    expect(db1.boot_disk_id).toBe(data.disks[0].id)
    expect(db1.ssh_public_keys).toEqual(['${oxide_ssh_key.alice.id}'])
  })

  it('exports a VPC rule set whole when some of its rules are ticked', async () => {
    const data = exportFixture()
    const json = await parsed(
      terraformExport(selectResources(data, 'firewallRules', [data.vpcs[0].firewallRules[1].id])),
    )
    const all = resources(json)
    expect(all.map((r) => r.type)).toEqual(['oxide_vpc_firewall_rules'])
    expect(Object.keys(all[0].body.rules as Json)).toEqual(['allow-https', 'deny-all'])
    expect(all[0].body.vpc_id).toBe(data.vpcs[0].vpc.id)
  })
})
