import type { LoaderFunctionArgs } from 'react-router'

/**
 * The switch port and port settings pages' loaders. Their queries and bodies
 * are in `queries.ts`, fetched on the first visit at the same time as the
 * page's code (the router starts both at once): the route table, which is in
 * the app's first load, keeps only these few lines.
 */
const queries = () => import('./queries')

export async function switchPortsPageLoader() {
  return (await queries()).loadSwitchPortsPage()
}

export async function switchPortPageLoader(args: LoaderFunctionArgs) {
  return (await queries()).loadSwitchPortPage(args)
}

export async function switchPortLldpFormLoader(args: LoaderFunctionArgs) {
  return (await queries()).loadSwitchPortLldpForm(args)
}

export async function portSettingsPageLoader(args: LoaderFunctionArgs) {
  return (await queries()).loadPortSettingsPage(args)
}

export async function portSettingPageLoader(args: LoaderFunctionArgs) {
  return (await queries()).loadPortSettingPage(args)
}

export async function portSettingsCreateFormLoader() {
  return (await queries()).loadPortSettingsCreateForm()
}
