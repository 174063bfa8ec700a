import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

// Playwright cannot download its own browser on every machine: use Debian's
// Chromium where present, or any Chromium given by CHROMIUM_PATH; elsewhere
// Playwright's own browser (after `npx playwright install chromium`).
const systemChromium = '/usr/bin/chromium'
const executablePath =
  process.env.CHROMIUM_PATH || (existsSync(systemChromium) ? systemChromium : undefined)

// E2E_PORT lets two checkouts (or two people) run suites side by side, each on its own build
const PORT = Number(process.env.E2E_PORT ?? 4010)
const outDir = process.env.E2E_PORT ? `.e2e-dist/${PORT}` : 'dist'

export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.e2e.ts',
  // a side-by-side run keeps its traces apart: each run empties its own output folder
  outputDir: process.env.E2E_PORT ? `.e2e-results/${PORT}` : 'test-results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // flows are long (20+ API calls each with the mock's latency) and CI machines are slow
  timeout: 60_000,
  // a first page load starts the mock's service worker: slow on a busy 2-core machine
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    viewport: { width: 1280, height: 800 },
  },
  projects: [
    {
      name: 'chromium',
      use: {
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
      },
    },
  ],
  // e2e runs against the production build on the in-browser mock API
  webServer: {
    command: `npx vite build --outDir ${outDir} && npx vite preview --outDir ${outDir} --port ${PORT} --strictPort`,
    url: `http://localhost:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
})
