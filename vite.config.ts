import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

// API mode is chosen at start-up (ARCHITECTURE.md, "API modes"):
// OXIDE_HOST set -> remote mode, the dev server proxies the API to a real rack;
// otherwise the in-browser mock API (MSW service worker) answers /v1.
const oxideHost = process.env.OXIDE_HOST?.replace(/\/$/, '')
const apiMode = oxideHost ? 'remote' : 'mock'

// Paths a real rack serves itself: the API, login/logout endpoints, device
// auth and the serial-console websocket (under /v1).
const proxied = ['/v1', '/login', '/logout', '/device/auth', '/device/confirm', '/device/token']

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '~': new URL('./src', import.meta.url).pathname } },
  define: {
    'import.meta.env.VITE_API_MODE': JSON.stringify(process.env.VITE_API_MODE ?? apiMode),
  },
  server: {
    port: 4000,
    strictPort: true,
    proxy: oxideHost
      ? Object.fromEntries(
          proxied.map((path) => [
            path,
            {
              target: oxideHost,
              changeOrigin: true,
              secure: true,
              ws: path === '/v1',
              // the rack sets its session cookie for its own domain; rewrite it
              // so the browser sends it back to localhost
              cookieDomainRewrite: { '*': '' },
              // /login/{silo}/local is a console page; only the POST goes to the rack
              bypass: (req: { method?: string; url?: string }) =>
                path === '/login' && req.method === 'GET' ? req.url : undefined,
            },
          ]),
        )
      : undefined,
  },
  preview: { port: 4000, strictPort: true },
  // the manifest tells the bench which chunks only the mock loads
  build: { target: 'es2022', sourcemap: true, manifest: true },
})
