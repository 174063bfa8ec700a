import react from '@vitejs/plugin-react'
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite'

// API mode is chosen at start-up (ARCHITECTURE.md, "API modes"):
// OXIDE_HOST set -> remote mode, the dev server proxies the API to a real rack;
// otherwise the in-browser mock API (MSW service worker) answers /v1.
const oxideHost = process.env.OXIDE_HOST?.replace(/\/$/, '')
const apiMode = process.env.VITE_API_MODE ?? (oxideHost ? 'remote' : 'mock')

// Paths a real rack serves itself: the API, login/logout endpoints, device
// auth and the serial-console websocket (under /v1).
const proxied = ['/v1', '/login', '/logout', '/device/auth', '/device/confirm', '/device/token']

/**
 * Mock mode: the page asks for the mock's code (MSW, handlers, fixtures) at
 * once, beside the app's own, instead of after the app's entry has run and
 * imported it: `modulepreload` links for the mock's chunks, after the app's.
 */
function preloadMock(): Plugin {
  const isMockEntry = (id: string | null | undefined) =>
    !!id && (id.endsWith('/src/mock-api/index.ts') || /\/msw\/lib\/browser\/index\.m?js$/.test(id))
  return {
    name: 'preload-mock',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html
        const files = new Set<string>()
        const visit = (file: string) => {
          const chunk = bundle[file]
          if (chunk?.type !== 'chunk' || files.has(file)) return
          files.add(file)
          for (const imported of chunk.imports) visit(imported)
        }
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && isMockEntry(chunk.facadeModuleId)) visit(chunk.fileName)
        }
        const tags: HtmlTagDescriptor[] = [...files]
          .filter((file) => !html.includes(`/${file}`))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head',
          }))
        return { html, tags }
      },
    },
  }
}

export default defineConfig({
  plugins: [react(), ...(apiMode === 'mock' ? [preloadMock()] : [])],
  resolve: { alias: { '~': new URL('./src', import.meta.url).pathname } },
  define: {
    'import.meta.env.VITE_API_MODE': JSON.stringify(apiMode),
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
  // no modulepreload polyfill: every browser the console supports has modulepreload
  build: { target: 'es2022', sourcemap: true, manifest: true, modulePreload: { polyfill: false } },
})
