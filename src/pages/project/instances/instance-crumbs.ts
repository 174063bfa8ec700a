import type { Crumb } from '~/components/breadcrumbs'
import { paths } from '~/util/paths'

/** "Instances › {instance}": where the breadcrumbs of an instance and of its pages start. */
export const instanceCrumbs = (sel: { project: string; instance: string }): Crumb[] => [
  { label: 'Instances', to: paths.instances(sel) },
  { label: sel.instance, to: paths.instance(sel) },
]
