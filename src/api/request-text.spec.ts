import { describe, expect, it } from 'vitest'
import { apiRequest } from './client'
import { cliText, curlText, httpText, shellQuote, wireRequest } from './request-text'

const projectCreate = apiRequest('projectCreate', {
  body: { name: 'web', description: "Alice's web tier" },
})
const instanceView = apiRequest('instanceView', {
  path: { instance: 'web-1' },
  query: { project: 'web-prod' },
})
const rulesUpdate = apiRequest('vpcFirewallRulesUpdate', {
  query: { project: 'web-prod', vpc: 'default' },
  body: {
    rules: [
      {
        name: 'allow-ssh',
        description: '',
        action: 'allow',
        direction: 'inbound',
        priority: 100,
        status: 'enabled',
        targets: [{ type: 'vpc', value: 'default' }],
        filters: { ports: ['22'], protocols: [{ type: 'tcp' }] },
      },
    ],
  },
})

describe('wireRequest', () => {
  it('fills the path, keeps the query in snake_case and the body as sent', () => {
    expect(wireRequest(instanceView)).toEqual({
      method: 'GET',
      path: '/v1/instances/web-1',
      query: [['project', 'web-prod']],
      body: undefined,
    })
    const wire = wireRequest(
      apiRequest('instanceNetworkInterfaceUpdate', {
        path: { interface: 'nic-id' },
        body: { primary: true },
      }),
    )
    expect(wire).toMatchObject({ method: 'PUT', path: '/v1/network-interfaces/nic-id' })
  })

  it('turns body field names into snake_case, as the client sends them', () => {
    const wire = wireRequest(
      apiRequest('currentUserSshKeyCreate', {
        body: { name: 'k', description: '', publicKey: 'ssh-ed25519 AAAA' },
      }),
    )
    expect(wire.body).toEqual({ name: 'k', description: '', public_key: 'ssh-ed25519 AAAA' })
  })
})

describe('cliText', () => {
  it('gives a flat body as flags, quoting what the shell would split', () => {
    expect(cliText(projectCreate)).toEqual({
      command: `oxide project create --name web --description 'Alice'\\''s web tier'`,
    })
  })

  it('gives path and query params as kebab-case flags', () => {
    expect(cliText(instanceView)?.command).toBe(
      'oxide instance view --instance web-1 --project web-prod',
    )
    const setPassword = apiRequest('localIdpUserSetPassword', {
      path: { userId: 'u1' },
      query: { silo: 'acme' },
      body: { mode: 'login_disallowed' },
    })
    expect(cliText(setPassword)?.command).toBe(
      'oxide silo idp local user set-password --user-id u1 --silo acme --mode login_disallowed',
    )
  })

  it('puts a nested body in body.json', () => {
    const cli = cliText(rulesUpdate)
    expect(cli?.command).toBe(
      'oxide vpc firewall-rules update --project web-prod --vpc default --json-body body.json',
    )
    expect(JSON.parse(cli?.bodyFile ?? '')).toEqual(wireRequest(rulesUpdate).body)
  })

  it('has no CLI line for an operation the table does not name', () => {
    expect(cliText(apiRequest('projectDelete', { path: { project: 'x' } }))).toBeUndefined()
  })
})

describe('httpText and curlText', () => {
  it('writes the request line, then the JSON body', () => {
    expect(httpText(wireRequest(instanceView))).toBe('GET /v1/instances/web-1?project=web-prod')
    expect(httpText(wireRequest(projectCreate))).toBe(
      `POST /v1/projects\ncontent-type: application/json\n\n{\n  "name": "web",\n  "description": "Alice's web tier"\n}`,
    )
  })

  it('uses the CLI’s host and token variables, the body in single quotes', () => {
    expect(curlText(wireRequest(projectCreate))).toBe(
      [
        'curl -X POST "$OXIDE_HOST/v1/projects"',
        '-H "Authorization: Bearer $OXIDE_TOKEN"',
        '-H "Content-Type: application/json"',
        `-d '{"name":"web","description":"Alice'\\''s web tier"}'`,
      ].join(' \\\n  '),
    )
  })

  it('shell-quotes only what needs it', () => {
    expect(shellQuote('web-prod')).toBe('web-prod')
    expect(shellQuote('a b')).toBe("'a b'")
    expect(shellQuote('')).toBe("''")
    expect(shellQuote('$(rm -rf /)')).toBe("'$(rm -rf /)'")
  })
})
