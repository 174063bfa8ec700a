import { readFileSync } from 'node:fs'
import { matchRoutes, type RouteObject } from 'react-router'
import { parseAst } from 'rolldown/parseAst'
import type { Plugin } from 'vite'

/** A route of the table as far as its code goes: where it matches and which modules it loads. */
export type ModuleRoute = {
  path?: string
  index?: boolean
  children?: ModuleRoute[]
  /** the specifiers its `lazy` imports (its loader comes with the route table) */
  modules: string[]
}

// the parser's nodes, as far as this file reads them
type Node = { type: string; [key: string]: unknown }
const isNode = (x: unknown): x is Node => typeof x === 'object' && x !== null && 'type' in x

/** Every `import('…')` specifier below a node. */
function importsIn(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) for (const n of node) importsIn(n, found)
  else if (isNode(node)) {
    const source = node.source
    if (node.type === 'ImportExpression' && isNode(source) && typeof source.value === 'string') {
      found.push(source.value)
    }
    for (const [key, value] of Object.entries(node)) if (key !== 'type') importsIn(value, found)
  }
  return found
}

const propertyName = (p: Node) => {
  const key = p.key as Node
  return key.type === 'Identifier' ? (key.name as string) : (key.value as string)
}

/**
 * The route table's code, read from src/routes.tsx's source: the tree of its
 * `routes` array with the modules each route loads lazily.
 */
export function readRouteTable(source: string): ModuleRoute[] {
  const program = parseAst(source, { lang: 'tsx' }) as unknown as { body: Node[] }
  let table: Node | undefined
  for (const statement of program.body) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement
    if (!isNode(declaration) || declaration.type !== 'VariableDeclaration') continue
    for (const d of declaration.declarations as Node[]) {
      const init = d.init as Node | null
      if ((d.id as Node).name === 'routes' && init?.type === 'ArrayExpression') table = init
    }
  }
  if (!table) throw new Error('route table: no `routes` array')

  const toRoute = (object: Node): ModuleRoute => {
    const route: ModuleRoute = { modules: [] }
    for (const p of object.properties as Node[]) {
      if (p.type !== 'Property') continue
      const value = p.value as Node
      switch (propertyName(p)) {
        case 'path':
          route.path = value.value as string
          break
        case 'index':
          route.index = value.value === true
          break
        case 'children':
          route.children = (value.elements as Node[]).filter(isNode).map(toRoute)
          break
        case 'lazy':
          route.modules.push(...importsIn(value))
      }
    }
    return route
  }
  return (table.elements as Node[]).filter(isNode).map(toRoute)
}

/** The modules of the routes a URL matches, from the root down. */
export function modulesForUrl(routes: ModuleRoute[], url: string): string[] {
  // the tree has a route object's shape as far as matching goes
  const matches = matchRoutes(routes as RouteObject[], url) ?? []
  return [...new Set(matches.flatMap((m) => (m.route as ModuleRoute).modules))]
}

/**
 * The first load in one chunk, chosen from the route table: the entry (with
 * the route table and every loader), the modules of the routes the landing URL
 * matches (the signed-in layouts and the landing page), and all they import
 * statically.
 * Left to itself, Rolldown splits that code by which pages share it, into
 * about 30 files, most under 1 KB; a rack serves the console over HTTP/1.1,
 * where the browser's six connections are also the page's API calls', so each
 * file waits its turn.
 *
 * `plugin` reads the table and walks the module graph once it is known
 * (`buildEnd`); `group` is Rolldown's chunk group that takes those modules.
 */
export function firstLoadChunk({ routesFile, landing }: { routesFile: string; landing: string }) {
  const firstLoad = new Set<string>()
  const plugin: Plugin = {
    name: 'first-load-chunk',
    apply: 'build',
    async buildEnd() {
      firstLoad.clear()
      const routes = readRouteTable(readFileSync(routesFile, 'utf8'))
      const roots: string[] = []
      for (const id of this.getModuleIds()) if (this.getModuleInfo(id)?.isEntry) roots.push(id)
      for (const specifier of modulesForUrl(routes, landing)) {
        const resolved = await this.resolve(specifier, routesFile)
        if (!resolved) throw new Error(`route table: cannot resolve ${specifier}`)
        roots.push(resolved.id)
      }
      const visit = (id: string) => {
        if (firstLoad.has(id)) return
        firstLoad.add(id)
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported)
      }
      for (const id of roots) visit(id)
    },
  }
  const group = { name: 'first-load', test: (id: string) => firstLoad.has(id), priority: 1 }
  return { plugin, group }
}
