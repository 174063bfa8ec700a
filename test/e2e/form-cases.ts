import type { FormCase } from './form-case'
import { projectFormCases } from './form-cases-project'
import { systemFormCases } from './form-cases-system'
import { type RouteName, routeUrls } from './route-urls'

/**
 * Every create and edit form of the route table, with the URL the route list
 * gives it: the fault suites open each of these. The routes whose names say
 * they are a form: a new one needs a case, or a place below.
 */
type FormRoute = Extract<RouteName, `${string}${'New' | 'Edit' | 'Add' | 'Clone' | 'Upload'}`>

/** Views that show a resource in read-only fields: nothing to submit. */
type ReadOnlyView = 'sshKeyEdit' | 'siloImageEdit' | 'projectImageEdit'

/** Forms without a case yet: the disk form's upload mode and the rack's networking forms. */
type NotYetCovered =
  | 'disksUpload'
  | 'systemAllowListEdit'
  | 'systemSwitchPortLldpEdit'
  | 'systemAddressLotsNew'
  | 'systemLoopbackAddressesNew'
  | 'systemBgpConfigsNew'
  | 'systemBgpAnnounceSetsNew'
  | 'systemPortSettingsNew'
  | 'systemBfdNew'

const cases: Record<Exclude<FormRoute, ReadOnlyView | NotYetCovered>, FormCase> = {
  ...projectFormCases,
  ...systemFormCases,
}

/** Each case with the URL the route list gives its form. */
export const formCases = Object.entries(cases).map(([route, c]) => ({
  route,
  url: routeUrls[route as FormRoute],
  ...c,
}))
