import type { Crumb } from '~/components/breadcrumbs'
import { paths } from '~/util/paths'

/** "VPCs › {vpc}": where the breadcrumbs of a VPC and of a page inside it start. */
export const vpcCrumbs = (sel: { project: string; vpc: string }): Crumb[] => [
  { label: 'VPCs', to: paths.vpcs(sel) },
  { label: sel.vpc, to: paths.vpc(sel) },
]
