import { QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router/dom'
import { setUnauthorizedHandler } from '~/api/client'
import { queryClient } from '~/api/query'
import { setApiReady } from '~/api/ready'
import { createRouter } from '~/routes'
import { installOxqlHelper } from '~/util/oxql-helper'
import { paths } from '~/util/paths'
import './styles.css'

// Mock mode: the mock's code (and MSW's) loads in parallel with the app's;
// API calls wait until its service worker answers /v1 (see api/ready.ts).
// The mode is compared here, not through a constant imported from another
// module: only a literal build-time condition lets a remote build drop this
// branch, and with it every chunk of the mock (test/unit/remote-build.spec.ts).
setApiReady(
  import.meta.env.VITE_API_MODE === 'mock'
    ? Promise.all([import('~/mock-api/browser'), import('msw/browser')]).then(([{ mock }]) =>
        mock.startMockWorker(),
      )
    : Promise.resolve(),
)

const router = createRouter()

// `oxql.query('…')` and `oxql.schemas()` in the browser's developer console
installOxqlHelper()

// A 401 anywhere but local login goes to login, then back here.
setUnauthorizedHandler(() => {
  const { pathname, search } = window.location
  if (pathname.startsWith('/login')) return
  router.navigate(paths.login({ redirectUri: pathname + search }))
})

const root = document.getElementById('root')
if (!root) throw new Error('no #root element')
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
)
