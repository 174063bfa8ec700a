import { describe, expect, it } from 'vitest'
import { paths, safeRedirectPath } from './paths'

describe('paths', () => {
  it('builds every route with encoded params', () => {
    const built = Object.entries(paths).map(([name, fn]) => [
      name,
      (fn as (p: Record<string, string>) => string)({
        project: 'p',
        sshKey: 'k',
        silo: 's',
        provider: 'v',
        instance: 'i',
        snapshot: 'sn',
        vpc: 'n',
        rule: 'r',
        subnet: 'u',
        floatingIp: 'f',
        pool: 'o',
        sledId: 'd',
      }),
    ])
    expect(Object.fromEntries(built)).toMatchInlineSnapshot(`
      {
        "deviceSuccess": "/device/success",
        "deviceVerify": "/device/verify",
        "disks": "/projects/p/disks",
        "disksNew": "/projects/p/disks-new",
        "firewallRuleClone": "/projects/p/vpcs/n/firewall-rules-new/r",
        "firewallRuleEdit": "/projects/p/vpcs/n/firewall-rules/r/edit",
        "firewallRules": "/projects/p/vpcs/n/firewall-rules",
        "firewallRulesNew": "/projects/p/vpcs/n/firewall-rules-new",
        "floatingIpEdit": "/projects/p/floating-ips/f/edit",
        "floatingIps": "/projects/p/floating-ips",
        "floatingIpsNew": "/projects/p/floating-ips-new",
        "instance": "/projects/p/instances/i",
        "instanceConnect": "/projects/p/instances/i/connect",
        "instanceSettings": "/projects/p/instances/i/settings",
        "instanceStorage": "/projects/p/instances/i/storage",
        "instances": "/projects/p/instances",
        "instancesNew": "/projects/p/instances-new",
        "login": "/login",
        "loginLocal": "/login/s/local",
        "loginSaml": "/login/s/saml/v",
        "profile": "/settings/profile",
        "project": "/projects/p",
        "projectAccess": "/projects/p/access",
        "projectEdit": "/projects/p/edit",
        "projects": "/projects",
        "projectsNew": "/projects-new",
        "root": "/",
        "settings": "/settings",
        "siloAccess": "/access",
        "snapshotImagesNew": "/projects/p/snapshots/sn/images-new",
        "snapshots": "/projects/p/snapshots",
        "snapshotsNew": "/projects/p/snapshots-new",
        "sshKeyEdit": "/settings/ssh-keys/k/edit",
        "sshKeys": "/settings/ssh-keys",
        "sshKeysNew": "/settings/ssh-keys-new",
        "system": "/system",
        "systemIpPool": "/system/networking/ip-pools/o",
        "systemIpPoolEdit": "/system/networking/ip-pools/o/edit",
        "systemIpPoolRangesAdd": "/system/networking/ip-pools/o/ranges-add",
        "systemIpPools": "/system/networking/ip-pools",
        "systemIpPoolsNew": "/system/networking/ip-pools-new",
        "systemNetworking": "/system/networking",
        "systemSilo": "/system/silos/s",
        "systemSiloIpPools": "/system/silos/s?tab=ip-pools",
        "systemSiloQuotas": "/system/silos/s?tab=quotas",
        "systemSilos": "/system/silos",
        "systemSilosNew": "/system/silos-new",
        "vpc": "/projects/p/vpcs/n",
        "vpcEdit": "/projects/p/vpcs/n/edit",
        "vpcSubnetEdit": "/projects/p/vpcs/n/subnets/u/edit",
        "vpcSubnets": "/projects/p/vpcs/n/subnets",
        "vpcSubnetsNew": "/projects/p/vpcs/n/subnets-new",
        "vpcs": "/projects/p/vpcs",
        "vpcsNew": "/projects/p/vpcs-new",
      }
    `)
  })

  it('encodes names', () => {
    expect(paths.project({ project: 'a/b' })).toBe('/projects/a%2Fb')
    expect(paths.login({ redirectUri: '/projects?x=1' })).toBe(
      '/login?redirect_uri=%2Fprojects%3Fx%3D1',
    )
  })
})

describe('safeRedirectPath', () => {
  it.each([
    '//evil.example',
    'https://evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    '%2F%2Fevil.example',
    'evil.example',
    '',
    null,
  ])('refuses %s', (value) => expect(safeRedirectPath(value)).toBeUndefined())

  it.each([
    ['/projects', '/projects'],
    ['/projects/web-prod/instances?page=2', '/projects/web-prod/instances?page=2'],
    ['/settings/ssh-keys#top', '/settings/ssh-keys#top'],
  ])('accepts %s', (value, expected) => expect(safeRedirectPath(value)).toBe(expected))
})
