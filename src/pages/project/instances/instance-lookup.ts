import { type LoaderFunctionArgs, redirect } from 'react-router'
import { callApi } from '~/api/client'
import { paths } from '~/util/paths'

/**
 * `lookup/instances/{instance}` and `lookup/i/{instance}` (spec section 2): resolve
 * the instance by id, then its project, and go to its storage tab. Any failure is a
 * 404 (spec section 8).
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const id = params.instance ?? ''
  try {
    const instance = await callApi('instanceView', { path: { instance: id } })
    const project = await callApi('projectView', { path: { project: instance.projectId } })
    return redirect(paths.instanceStorage({ project: project.name, instance: instance.name }))
  } catch {
    throw new Response(null, { status: 404, statusText: 'Not Found' })
  }
}
