/**
 * A project (or some of its resources) as an `oxide` CLI script: the create
 * commands that make it again, in dependency order, each built by the same
 * `cliText` as the "Equivalent CLI" panels from the same `apiRequest` a form
 * would send. Resources are named, never given by id, except an image or a
 * snapshot a disk is made from (the API takes their id). Bodies that nest are
 * written to a file first, as the panels' `body.json`.
 */
import type { ExternalIpCreate } from '~/api/__generated__/Api'
import type { ApiRequest } from '~/api/client'
import { apiRequest } from '~/api/client'
import { BODY_FILE, cliText, placeholder, shellQuote } from '~/api/request-text'
import { diskBackendOf, namesOf, type ProjectData, ruleSettings } from './project-data'

type Step = { request: ApiRequest; note?: string }

const PROJECT = placeholder('PROJECT')

function steps(data: ProjectData): { steps: Step[]; notes: string[] } {
  const out: Step[] = []
  const notes: string[] = []
  const project = PROJECT
  const names = namesOf(data)
  const nameOf = (id: string) => names.get(id) ?? id
  const poolName = nameOf
  const snapshotIds = new Set(data.snapshots.map((s) => s.id))

  if (data.wholeProject) {
    out.push({
      request: apiRequest('projectCreate', {
        body: { name: project, description: data.project.description },
      }),
    })
  }
  for (const k of data.sshKeys) {
    out.push({
      request: apiRequest('currentUserSshKeyCreate', {
        body: { name: k.name, description: k.description, publicKey: k.publicKey },
      }),
      note: `SSH key ${k.name} (a key is the user's, not the project's: skip it if it exists)`,
    })
  }
  for (const g of data.antiAffinityGroups) {
    out.push({
      request: apiRequest('antiAffinityGroupCreate', {
        query: { project },
        body: {
          name: g.name,
          description: g.description,
          failureDomain: g.failureDomain,
          policy: g.policy,
        },
      }),
    })
  }
  for (const v of data.vpcs) {
    const vpc = v.vpc.name
    if (!v.rulesOnly) {
      out.push({
        request: apiRequest('vpcCreate', {
          query: { project },
          body: {
            name: vpc,
            description: v.vpc.description,
            dnsName: v.vpc.dnsName,
            ipv6Prefix: v.vpc.ipv6Prefix,
          },
        }),
      })
    }
    for (const { router } of v.routers) {
      out.push({
        request: apiRequest('vpcRouterCreate', {
          query: { project, vpc },
          body: { name: router.name, description: router.description },
        }),
      })
    }
    for (const s of v.subnets) {
      const router = v.routers.find((r) => r.router.id === s.customRouterId)?.router.name
      out.push({
        request: apiRequest('vpcSubnetCreate', {
          query: { project, vpc },
          body: {
            name: s.name,
            description: s.description,
            ipv4Block: s.ipv4Block,
            ipv6Block: s.ipv6Block,
            ...(router ? { customRouter: router } : {}),
          },
        }),
      })
    }
    for (const { gateway, ipPools } of v.internetGateways) {
      out.push({
        request: apiRequest('internetGatewayCreate', {
          query: { project, vpc },
          body: { name: gateway.name, description: gateway.description },
        }),
      })
      for (const p of ipPools) {
        out.push({
          request: apiRequest('internetGatewayIpPoolCreate', {
            query: { project, vpc, gateway: gateway.name },
            body: { name: p.name, description: p.description, ipPool: poolName(p.ipPoolId) },
          }),
        })
      }
    }
    // routes after the gateways and subnets they may target
    for (const { router, routes } of v.routers) {
      for (const r of routes) {
        out.push({
          request: apiRequest('vpcRouterRouteCreate', {
            query: { project, vpc, router: router.name },
            body: {
              name: r.name,
              description: r.description,
              destination: r.destination,
              target: r.target,
            },
          }),
        })
      }
    }
    out.push({
      request: apiRequest('vpcFirewallRulesUpdate', {
        query: { project, vpc },
        body: {
          rules: v.firewallRules.map((r) => ({
            ...ruleSettings(r),
            filters: r.filters,
            targets: r.targets,
          })),
        },
      }),
      note: `the firewall rules of ${vpc}, one set: this replaces the VPC's`,
    })
  }
  for (const image of data.images) {
    notes.push(
      `Image ${image.name} is left out: its content is not exported. Disks made from it name it by id.`,
    )
  }
  const diskStep = (d: ProjectData['disks'][number]): Step => ({
    request: apiRequest('diskCreate', {
      query: { project },
      body: {
        name: d.name,
        description: d.description,
        size: d.size,
        diskBackend: diskBackendOf(d, (d) =>
          d.imageId
            ? { type: 'image' as const, imageId: d.imageId, readOnly: d.readOnly }
            : d.snapshotId
              ? { type: 'snapshot' as const, snapshotId: d.snapshotId, readOnly: d.readOnly }
              : { type: 'blank' as const, blockSize: d.blockSize },
        ),
      },
    }),
    note: d.snapshotId
      ? `disk ${d.name}, from the snapshot it was made from, by that snapshot's id`
      : undefined,
  })
  // disks, then snapshots of them, then disks made from a snapshot of this export
  const fromOwnSnapshot = (d: ProjectData['disks'][number]) =>
    !!d.snapshotId && snapshotIds.has(d.snapshotId)
  for (const d of data.disks) if (!fromOwnSnapshot(d)) out.push(diskStep(d))
  for (const s of data.snapshots) {
    out.push({
      request: apiRequest('snapshotCreate', {
        query: { project },
        body: {
          name: s.name,
          description: s.description,
          disk: nameOf(s.diskId),
        },
      }),
    })
  }
  for (const d of data.disks) if (fromOwnSnapshot(d)) out.push(diskStep(d))
  for (const f of data.floatingIps) {
    out.push({
      request: apiRequest('floatingIpCreate', {
        query: { project },
        body: {
          name: f.name,
          description: f.description,
          addressAllocator: {
            type: 'auto',
            poolSelector: { type: 'explicit', pool: poolName(f.ipPoolId) },
          },
        },
      }),
    })
  }
  for (const i of data.instances) {
    const inst = i.instance
    const boot = i.disks.find((d) => d.id === inst.bootDiskId)
    out.push({
      request: apiRequest('instanceCreate', {
        query: { project },
        body: {
          name: inst.name,
          description: inst.description,
          hostname: inst.hostname,
          memory: inst.memory,
          ncpus: inst.ncpus,
          bootDisk: boot ? { type: 'attach', name: boot.name } : undefined,
          disks: i.disks.filter((d) => d !== boot).map((d) => ({ type: 'attach', name: d.name })),
          networkInterfaces: {
            type: 'create',
            params: i.nics.map((n) => ({
              name: n.name,
              description: n.description,
              vpcName: nameOf(n.vpcId),
              subnetName: nameOf(n.subnetId),
            })),
          },
          externalIps: i.externalIps.flatMap((ip): ExternalIpCreate[] =>
            ip.kind === 'ephemeral'
              ? [
                  {
                    type: 'ephemeral' as const,
                    poolSelector: { type: 'explicit' as const, pool: poolName(ip.ipPoolId) },
                  },
                ]
              : ip.kind === 'floating'
                ? [{ type: 'floating' as const, floatingIp: ip.name }]
                : [],
          ),
          antiAffinityGroups: i.antiAffinityGroups.map((g) => g.name),
          sshPublicKeys: i.sshKeys.map((k) => k.name),
          autoRestartPolicy: inst.autoRestartPolicy,
          cpuPlatform: inst.cpuPlatform,
          enableJumboFrames: inst.enableJumboFrames,
        },
      }),
      note: `instance ${inst.name}; its user data is left out: it may hold secrets`,
    })
  }
  return { steps: out, notes }
}

/** The script's text: `sh` runs it; PROJECT names the project it makes or fills */
export function cliScriptExport(data: ProjectData): string {
  const { steps: list, notes } = steps(data)
  const lines = [
    '#!/bin/sh',
    `# Exported from the Oxide console: ${data.wholeProject ? 'project' : 'resources of project'} ${data.project.name}.`,
    '# Runs the oxide CLI (signed in: oxide auth login) to make them again, in dependency order.',
    `# PROJECT names the project: PROJECT=web-copy sh ${data.project.name}.sh`,
    ...notes.map((n) => `# ${n}`),
    'set -eu',
    `PROJECT="\${PROJECT:-${data.project.name}}"`,
  ]
  list.forEach((step, n) => {
    const cli = cliText(step.request)
    if (!cli) throw new Error(`No CLI words for ${step.request.operationId}`)
    lines.push('')
    if (step.note) lines.push(`# ${step.note.replace(/[\r\n]+/g, ' ')}`)
    if (cli.bodyFile) {
      const file = `body-${String(n + 1).padStart(2, '0')}.json`
      lines.push(`cat > ${shellQuote(file)} <<'JSON'`, cli.bodyFile, 'JSON')
      lines.push(cli.command.replace(`--json-body ${BODY_FILE}`, `--json-body ${file}`))
    } else {
      lines.push(cli.command)
    }
  })
  return `${lines.join('\n')}\n`
}
