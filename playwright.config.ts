import { availableParallelism } from 'node:os'
import { defineConfig, devices } from '@playwright/test'
import { chromiumPath } from './config/browser'

// Playwright cannot download its own browser on every machine: Debian's
// headless shell or Chromium where present, or any Chromium given by
// CHROMIUM_PATH; elsewhere Playwright's own (`npx playwright install chromium`)
const executablePath = chromiumPath()

// E2E_PORT lets two checkouts (or two people) run suites side by side, each on
// its own build; the rack project takes the next port, and its mock API server
// one 8200 above that (4010 -> 4011 and 12211)
const PORT = Number(process.env.E2E_PORT ?? 4010)
const RACK_PORT = Number(process.env.E2E_RACK_PORT ?? PORT + 1)
const MOCK_API_PORT = Number(process.env.E2E_MOCK_API_PORT ?? RACK_PORT + 8200)
const outDir = process.env.E2E_PORT ? `.e2e-dist/${PORT}` : 'dist'
const rackOutDir = `.e2e-dist/rack-${RACK_PORT}`

const chromium = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 800 },
  launchOptions: {
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
}

export default defineConfig({
  // a side-by-side run keeps its traces apart: each run empties its own output folder
  outputDir: process.env.E2E_PORT ? `.e2e-results/${PORT}` : 'test-results',
  fullyParallel: true,
  // the flows mostly wait (on the mock's timers and latency, on polls): on 2 cores two
  // at a time took 22% less time than one, and three 20% less than two (four files,
  // twice each, interleaved: 118 -> 94 s), where Playwright's default, half the
  // cores, would run one
  workers: Math.ceil(availableParallelism() * 1.5),
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // A test takes seconds: one that needs more is split into tests of balanced size (the
  // suites that walk every route or form go in batches), not given more time. The minute
  // leaves a busy 2-core machine three times a flow's usual length.
  timeout: 60_000,
  // a first page load starts the mock's service worker: slow on a busy 2-core machine
  expect: { timeout: 15_000 },
  use: {
    // a failed test keeps its trace: every action with the page's DOM before and after,
    // its console and network. Without the screencast: recording frames took a fifth
    // of the suite's time (three files, twice each, interleaved: 115 -> 91 s), and a
    // DOM snapshot shows what a frame would
    trace: { mode: 'retain-on-failure', screenshots: false },
    viewport: { width: 1280, height: 800 },
  },
  projects: [
    {
      // the production remote build, as a rack serves it, over HTTP to the
      // mock API server: real session cookies, real websockets
      name: 'rack',
      testDir: 'test/rack',
      testMatch: '**/*.rack.ts',
      // one mock server holds every flow's data: one flow at a time. Listed first, so
      // its flows run beside the others from the start, not one by one at the end
      workers: 1,
      use: { ...chromium, baseURL: `http://localhost:${RACK_PORT}` },
    },
    {
      // the production build on the in-browser mock API
      name: 'chromium',
      testDir: 'test/e2e',
      testMatch: '**/*.e2e.ts',
      use: { ...chromium, baseURL: `http://localhost:${PORT}` },
    },
  ],
  webServer: [
    {
      command: `npx vite build --outDir ${outDir} && npx vite preview --outDir ${outDir} --port ${PORT} --strictPort`,
      url: `http://localhost:${PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
    {
      command: 'npm run mock-api',
      // sessions unused for 20 s expire, so a rack flow can meet an expired one
      env: { PORT: String(MOCK_API_PORT), MOCK_SESSION_TTL: '20' },
      // answers signed out
      url: `http://127.0.0.1:${MOCK_API_PORT}/v1/ping`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // the remote build has no mock in it; `vite preview` sends the rack's
      // headers and proxies /v1 (websockets too), /login, /logout and
      // /device/* to the mock server, as the rack would answer them itself
      command: `npx vite build --outDir ${rackOutDir} && npx vite preview --outDir ${rackOutDir} --port ${RACK_PORT} --strictPort`,
      env: { VITE_API_MODE: 'remote', OXIDE_HOST: `http://127.0.0.1:${MOCK_API_PORT}` },
      url: `http://localhost:${RACK_PORT}`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
  ],
})
