// biome-ignore-all lint/suspicious/noTemplateCurlyInString: shell text, not JS templates
import { execFileSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { exportFixture, HOSTILE } from '../../test/unit/export-fixture'
import { cliScriptExport } from './cli-script'
import { selectResources } from './project-data'

/** The `oxide ...` command lines, in order */
const commands = (script: string) => script.split('\n').filter((l) => l.startsWith('oxide '))

describe('cliScriptExport', () => {
  it('is a shell script sh can parse', () => {
    const script = cliScriptExport(exportFixture())
    expect(() => execFileSync('sh', ['-n'], { input: script })).not.toThrow()
  })

  it('makes each resource after what it depends on', () => {
    const words = commands(cliScriptExport(exportFixture())).map((c) =>
      c.replace(/^oxide /, '').replace(/ --.*$/, ''),
    )
    const at = (w: string) => words.indexOf(w)
    expect(at('project create')).toBe(0)
    expect(at('vpc create')).toBeLessThan(at('vpc router create'))
    expect(at('vpc router create')).toBeLessThan(at('vpc subnet create'))
    expect(at('internet-gateway create')).toBeLessThan(at('vpc router route create'))
    expect(at('disk create')).toBeLessThan(at('snapshot create'))
    // the disk restored from the export's own snapshot comes after it
    expect(words.lastIndexOf('disk create')).toBeGreaterThan(at('snapshot create'))
    expect(at('floating-ip create')).toBeLessThan(at('instance create'))
    expect(at('instance anti-affinity create')).toBeLessThan(at('instance create'))
    expect(at('current-user ssh-key create')).toBeLessThan(at('instance create'))
    expect(words.at(-1)).toBe('instance create')
  })

  it('names resources, writes nested bodies to files, and quotes hostile text', () => {
    const script = cliScriptExport(exportFixture())
    expect(script).toContain('PROJECT="${PROJECT:-web-prod}"')
    expect(script).toContain(`oxide project create --name "$PROJECT" --description '`)
    // a body that nests goes through a file written just before
    const instance = commands(script).find((c) => c.startsWith('oxide instance create')) ?? ''
    const file = /--json-body (\S+)/.exec(instance)?.[1] ?? ''
    const body = script.split(`cat > ${file} <<'JSON'\n`)[1].split('\nJSON\n')[0]
    const json = JSON.parse(body)
    expect(json).toMatchObject({
      name: 'db1',
      boot_disk: { type: 'attach', name: 'boot' },
      disks: [{ type: 'attach', name: 'data' }],
      network_interfaces: {
        type: 'create',
        params: [{ name: 'nic0', vpc_name: 'web-b', subnet_name: 'default' }],
      },
      external_ips: [
        { type: 'ephemeral', pool_selector: { type: 'explicit', pool: 'default' } },
        { type: 'floating', floating_ip: 'web-ip' },
      ],
      anti_affinity_groups: ['spread'],
      ssh_public_keys: ['alice'],
    })
    expect(json).not.toHaveProperty('user_data')
    // the hostile description (over two lines) comes back whole from the shell's quoting
    const start = script.indexOf('oxide project create')
    const command = script.slice(start, script.indexOf('\n\n', start))
    const args = execFileSync('sh', [
      '-c',
      `oxide() { for a in "$@"; do printf '%s\\0' "$a"; done; }; PROJECT=p; ${command}`,
    ])
      .toString()
      .split('\0')
    expect(args.slice(0, 6)).toEqual(['project', 'create', '--name', 'p', '--description', HOSTILE])
  })

  it('leaves the project out when only ticked rows are exported', () => {
    const data = exportFixture()
    const script = cliScriptExport(selectResources(data, 'disks', [data.disks[1].id]))
    expect(commands(script)).toEqual([
      expect.stringMatching(/^oxide disk create --project "\$PROJECT" --json-body body-01\.json$/),
    ])
  })
})
