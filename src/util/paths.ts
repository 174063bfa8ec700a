/** Every link and redirect of the console is built here (STYLE.md, point 2). */
type Project = { project: string }
type SshKey = { sshKey: string }
type Instance = Project & { instance: string }

const enc = encodeURIComponent

// networking (issue 4)
type Vpc = Project & { vpc: string }
type FirewallRule = { rule: string }
type Subnet = { subnet: string }
type FloatingIp = { floatingIp: string }
const vpcBase = ({ project, vpc }: Vpc) => `/projects/${enc(project)}/vpcs/${enc(vpc)}`

export const paths = {
  root: () => '/',
  login: ({ redirectUri }: { redirectUri?: string } = {}) =>
    redirectUri ? `/login?redirect_uri=${enc(redirectUri)}` : '/login',
  loginLocal: ({ silo }: { silo: string }) => `/login/${enc(silo)}/local`,
  loginSaml: ({ silo, provider }: { silo: string; provider: string }) =>
    `/login/${enc(silo)}/saml/${enc(provider)}`,
  deviceVerify: () => '/device/verify',
  deviceSuccess: () => '/device/success',

  settings: () => '/settings',
  profile: () => '/settings/profile',
  sshKeys: () => '/settings/ssh-keys',
  sshKeysNew: () => '/settings/ssh-keys-new',
  sshKeyEdit: ({ sshKey }: SshKey) => `/settings/ssh-keys/${enc(sshKey)}/edit`,

  projects: () => '/projects',
  projectsNew: () => '/projects-new',
  projectEdit: ({ project }: Project) => `/projects/${enc(project)}/edit`,
  project: ({ project }: Project) => `/projects/${enc(project)}`,
  instances: ({ project }: Project) => `/projects/${enc(project)}/instances`,
  // compute (issue 3)
  instancesNew: ({ project }: Project) => `/projects/${enc(project)}/instances-new`,
  instance: ({ project, instance }: Instance) =>
    `/projects/${enc(project)}/instances/${enc(instance)}`,
  instanceStorage: ({ project, instance }: Instance) =>
    `/projects/${enc(project)}/instances/${enc(instance)}/storage`,
  instanceConnect: ({ project, instance }: Instance) =>
    `/projects/${enc(project)}/instances/${enc(instance)}/connect`,
  instanceSettings: ({ project, instance }: Instance) =>
    `/projects/${enc(project)}/instances/${enc(instance)}/settings`,
  disks: ({ project }: Project) => `/projects/${enc(project)}/disks`,
  disksNew: ({ project }: Project) => `/projects/${enc(project)}/disks-new`,
  snapshots: ({ project }: Project) => `/projects/${enc(project)}/snapshots`,
  snapshotsNew: ({ project }: Project) => `/projects/${enc(project)}/snapshots-new`,
  snapshotImagesNew: ({ project, snapshot }: Project & { snapshot: string }) =>
    `/projects/${enc(project)}/snapshots/${enc(snapshot)}/images-new`,
  // networking (issue 4)
  vpcs: ({ project }: Project) => `/projects/${enc(project)}/vpcs`,
  vpcsNew: ({ project }: Project) => `/projects/${enc(project)}/vpcs-new`,
  vpc: (p: Vpc) => `${vpcBase(p)}`,
  vpcEdit: (p: Vpc) => `${vpcBase(p)}/edit`,
  firewallRules: (p: Vpc) => `${vpcBase(p)}/firewall-rules`,
  firewallRulesNew: (p: Vpc) => `${vpcBase(p)}/firewall-rules-new`,
  firewallRuleClone: (p: Vpc & FirewallRule) => `${vpcBase(p)}/firewall-rules-new/${enc(p.rule)}`,
  firewallRuleEdit: (p: Vpc & FirewallRule) => `${vpcBase(p)}/firewall-rules/${enc(p.rule)}/edit`,
  vpcSubnets: (p: Vpc) => `${vpcBase(p)}/subnets`,
  vpcSubnetsNew: (p: Vpc) => `${vpcBase(p)}/subnets-new`,
  vpcSubnetEdit: (p: Vpc & Subnet) => `${vpcBase(p)}/subnets/${enc(p.subnet)}/edit`,
  floatingIps: ({ project }: Project) => `/projects/${enc(project)}/floating-ips`,
  floatingIpsNew: ({ project }: Project) => `/projects/${enc(project)}/floating-ips-new`,
  floatingIpEdit: ({ project, floatingIp }: Project & FloatingIp) =>
    `/projects/${enc(project)}/floating-ips/${enc(floatingIp)}/edit`,
  // access, silo and system (issue 5)
  siloAccess: () => '/access',
  projectAccess: ({ project }: Project) => `/projects/${enc(project)}/access`,
  systemSilosNew: () => '/system/silos-new',
  systemSilo: ({ silo }: { silo: string }) => `/system/silos/${enc(silo)}`,
  systemSiloIpPools: ({ silo }: { silo: string }) => `/system/silos/${enc(silo)}?tab=ip-pools`,
  systemSiloQuotas: ({ silo }: { silo: string }) => `/system/silos/${enc(silo)}?tab=quotas`,
  systemNetworking: () => '/system/networking',
  systemIpPools: () => '/system/networking/ip-pools',
  systemIpPoolsNew: () => '/system/networking/ip-pools-new',
  systemIpPool: ({ pool }: { pool: string }) => `/system/networking/ip-pools/${enc(pool)}`,
  systemIpPoolEdit: ({ pool }: { pool: string }) => `/system/networking/ip-pools/${enc(pool)}/edit`,
  systemIpPoolRangesAdd: ({ pool }: { pool: string }) =>
    `/system/networking/ip-pools/${enc(pool)}/ranges-add`,

  system: () => '/system',
  systemSilos: () => '/system/silos',
}

/**
 * `redirect_uri` accepts only a same-origin path (with its query string):
 * anything else (another origin, a protocol-relative or backslash URL, a
 * `javascript:` URL) is ignored and the caller falls back to /projects.
 */
export function safeRedirectPath(value: string | null | undefined): string | undefined {
  if (!value) return undefined
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we refuse
  if (/[\u0000-\u001f\\]/.test(value)) return undefined
  try {
    const base = 'https://console.invalid'
    const url = new URL(value, base)
    if (url.origin !== base) return undefined
    return url.pathname + url.search + url.hash
  } catch {
    return undefined
  }
}
