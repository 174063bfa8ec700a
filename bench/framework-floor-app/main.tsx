/**
 * The framework floor's app (bench/framework-floor.ts): the console's stack,
 * React, React Router's data router and TanStack Query, with one route whose
 * loader reads the project list and draws its names in a table. None of the
 * console's own code.
 */
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, type LoaderFunctionArgs } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { apiVersion } from '../../src/api/operations'

type ProjectPage = { items: { name: string }[] }

const queryClient = new QueryClient()
const projects = {
  queryKey: ['projects'],
  queryFn: (): Promise<ProjectPage> =>
    fetch('/v1/projects?limit=50', {
      headers: { 'Content-Type': 'application/json', 'api-version': apiVersion },
    }).then((response) => response.json()),
}

// the page without a search is where a navigation starts: it reads nothing
const listed = ({ request }: LoaderFunctionArgs) => new URL(request.url).search !== ''

function Projects() {
  const { data } = useQuery({ ...projects, enabled: false })
  if (!data) return <p>No list asked for</p>
  return (
    <table>
      <tbody>
        {data.items.map((project) => (
          <tr key={project.name}>
            <td>{project.name}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

const router = createBrowserRouter([
  {
    path: '/bench-framework/',
    loader: (args) => (listed(args) ? queryClient.ensureQueryData(projects) : null),
    Component: Projects,
  },
])

const root = document.getElementById('root')
if (root) {
  createRoot(root).render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}
