import type { RouteHandle } from '~/components/breadcrumbs'
import { SectionLayout } from '~/components/section-layout'
import { paths } from '~/util/paths'
import { systemNavItems } from './nav-items'

export const handle: RouteHandle = {
  crumbs: () => [{ label: 'System', to: paths.system() }],
}

export function Component() {
  return <SectionLayout label="System" heading="System" items={systemNavItems} />
}
