import { data, type LoaderFunctionArgs } from 'react-router'
import {
  allPagesQuery,
  apiQuery,
  ensure,
  listQuery,
  prefetch,
  prefetchOne,
  startFetch,
} from '~/api/query'
import { urlListQuery } from '~/api/url-list-query'
import {
  getFirewallRuleCloneSelector,
  getFirewallRuleSelector,
  getProjectSelector,
  getVpcSelector,
  getVpcSubnetSelector,
  type VpcSel,
} from '~/hooks/selectors'

/** The VPC pages' loaders, imported by the route table. */

const rulesQuery = ({ project, vpc }: VpcSel) =>
  apiQuery('vpcFirewallRulesView', { query: { project, vpc } })

/** Names a rule form suggests as targets and hosts: the project's VPCs and instances, this VPC's subnets. */
export const suggestionQueries = ({ project, vpc }: VpcSel) =>
  [
    allPagesQuery('vpcList', { query: { project } }),
    allPagesQuery('vpcSubnetList', { query: { project, vpc } }),
    allPagesQuery('instanceList', { query: { project } }),
  ] as const

/** What a rule form's loader needs: the rule set, and names to suggest as targets and hosts. */
async function loadRuleForm(sel: VpcSel, rule?: string) {
  const [{ rules }] = await Promise.all([
    ensure('vpcFirewallRulesView', { query: sel }),
    prefetch(...suggestionQueries(sel)),
  ])
  // a rule to edit or clone that does not exist is the not-found page
  if (rule !== undefined && !rules.some((r) => r.name === rule)) {
    throw data(`firewall rule "${rule}" not found`, { status: 404 })
  }
}

type SubnetSel = { project: string; vpc: string; subnet: string }

/** The VPC's routers, for a subnet's custom router: its fields, its row, its page. */
export const routersQuery = (sel: VpcSel) => allPagesQuery('vpcRouterList', { query: sel })

export const nicsQuery = ({ project, vpc, subnet }: SubnetSel) =>
  listQuery('vpcSubnetListNetworkInterfaces', { path: { subnet }, query: { project, vpc } })
// a NIC names its instance by id: the instance's own view gives its name
export const instanceQuery = (id: string) => apiQuery('instanceView', { path: { instance: id } })

export function vpcsPageLoader({ params, request }: LoaderFunctionArgs) {
  startFetch(urlListQuery(request, 'vpcList', { query: getProjectSelector(params) }))
  return null
}

export async function vpcEditFormLoader({ params }: LoaderFunctionArgs) {
  const { project, vpc } = getVpcSelector(params)
  await ensure('vpcView', { path: { vpc }, query: { project } })
  return null
}

export async function vpcPageLoader({ params }: LoaderFunctionArgs) {
  const { project, vpc } = getVpcSelector(params)
  // a VPC that does not exist is the not-found page
  await ensure('vpcView', { path: { vpc }, query: { project } })
  return null
}

export async function firewallRulesTabLoader({ params }: LoaderFunctionArgs) {
  const { project, vpc } = getVpcSelector(params)
  await prefetch(rulesQuery({ project, vpc }))
  return null
}

export async function firewallRuleCreateFormLoader({ params }: LoaderFunctionArgs) {
  const { rule, ...vpc } = getFirewallRuleCloneSelector(params)
  await loadRuleForm(vpc, rule)
  return null
}

export async function firewallRuleEditFormLoader({ params }: LoaderFunctionArgs) {
  const { rule, ...vpc } = getFirewallRuleSelector(params)
  await loadRuleForm(vpc, rule)
  return null
}

export async function subnetsTabLoader({ params, request }: LoaderFunctionArgs) {
  const { project, vpc } = getVpcSelector(params)
  startFetch(urlListQuery(request, 'vpcSubnetList', { query: { project, vpc } }))
  await prefetch(routersQuery({ project, vpc }))
  return null
}

export async function subnetCreateFormLoader({ params }: LoaderFunctionArgs) {
  const { project, vpc } = getVpcSelector(params)
  await prefetch(routersQuery({ project, vpc }))
  return null
}

export async function subnetEditFormLoader({ params }: LoaderFunctionArgs) {
  const { project, vpc, subnet } = getVpcSubnetSelector(params)
  await Promise.all([
    ensure('vpcSubnetView', { path: { subnet }, query: { project, vpc } }),
    prefetch(routersQuery({ project, vpc })),
  ])
  return null
}

export async function subnetPageLoader({ params }: LoaderFunctionArgs) {
  const sel = getVpcSubnetSelector(params)
  const { project, vpc, subnet } = sel
  const [nics] = await Promise.all([
    prefetchOne(nicsQuery(sel)),
    // a subnet that does not exist is the not-found page
    ensure('vpcSubnetView', { path: { subnet }, query: { project, vpc } }),
    prefetch(routersQuery({ project, vpc })),
  ])
  const instanceIds = new Set((nics?.items ?? []).map((n) => n.instanceId))
  await prefetch(...[...instanceIds].map(instanceQuery))
  return null
}

/** The VPC's Activity: the VPC is its layout's. */
export { projectActivityLoader as activityTabLoader } from '../activity/loaders'
