/**
 * The framework floor's app (bench/framework-floor.ts): the console's stack,
 * React, React Router's data router and TanStack Query, with one route whose
 * loader reads the project list and draws its names in a table. None of the
 * console's own code but the early responses' hand-off (src/api/early-requests.ts).
 */
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, type LoaderFunctionArgs } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { takeEarlyResponse } from '../../src/api/early-requests'

type ProjectPage = { items: { name: string }[] }

/** The console's own project list call on /projects, and its API version, set by the floor's build. */
const LIST_URL: string = import.meta.env.BENCH_LIST_URL
const API_VERSION: string = import.meta.env.BENCH_API_VERSION

const queryClient = new QueryClient()
const projects = {
  queryKey: ['projects'],
  queryFn: async (): Promise<ProjectPage> => {
    // the early script's response, adopted once, as the console's `sendRequest` does
    const early = takeEarlyResponse('GET', LIST_URL)
    const response =
      (early && (await early)) ||
      (await fetch(LIST_URL, {
        headers: { 'Content-Type': 'application/json', 'api-version': API_VERSION },
      }))
    return response.json()
  },
}

// the page with `?start` is where a navigation starts: it reads nothing
const listed = ({ request }: LoaderFunctionArgs) => new URL(request.url).search !== '?start'

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
