import type { HtmlTagDescriptor, Plugin } from 'vite'

/**
 * Mock mode: the page asks for the mock's code (MSW, handlers, fixtures) at
 * once, beside the app's own, instead of after the app's entry has run and
 * imported it: `modulepreload` links for the mock's chunks, after the app's.
 */
export function preloadMock(): Plugin {
  const isMockEntry = (id: string | null | undefined) =>
    !!id &&
    (/\/src\/mock-api\/(browser|index)\.ts$/.test(id) ||
      /\/msw\/lib\/browser\/index\.m?js$/.test(id))
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
