import type { Plugin } from 'vite'

/**
 * The route modules every signed-in page or the landing page loads: the
 * signed-in layouts, the list recipe (its toolbar and status line included)
 * and /projects, where `/` lands.
 */
const SHELL =
  /\/src\/(layouts\/(authed|silo|project|system)-layout|components\/query-table|pages\/projects\/projects-page)\.tsx?$/

/**
 * What the other list pages share beyond the shell: bulk actions and the
 * cells of state, size and names.
 */
const LIST_KIT =
  /\/src\/(components\/(bulk\/[^/]+|state-badge)|ui\/(badge|copy-button)|util\/(units|names)|api\/states)\.tsx?$/

/**
 * Fewer, larger chunks where a page's load needs them all. Left to itself,
 * Rolldown splits the code by which pages share it: the first load of
 * /projects was 12 files and the disks page 22 more, most under 1 KB. On a
 * rack the browser has six HTTP/1.1 connections, which the page's API calls
 * hold for a round trip each, so each file waited its turn.
 *
 * - `first-load`: the entry, everything it imports and the shell's modules,
 *   with all they import, in one chunk (Rolldown merges it into the entry).
 * - `list-kit`: the list kit, in one chunk.
 *
 * Each group's test runs once the module graph is known (`buildEnd`).
 */
export function chunkGroups() {
  const firstLoad = new Set<string>()
  const plugin: Plugin = {
    name: 'chunk-groups',
    apply: 'build',
    buildEnd() {
      firstLoad.clear()
      const visit = (id: string) => {
        if (firstLoad.has(id)) return
        firstLoad.add(id)
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported)
      }
      for (const id of this.getModuleIds()) {
        if (this.getModuleInfo(id)?.isEntry || SHELL.test(id)) visit(id)
      }
    },
  }
  const groups = [
    { name: 'first-load', test: (id: string) => firstLoad.has(id), priority: 2 },
    { name: 'list-kit', test: LIST_KIT, priority: 1 },
  ]
  return { plugin, groups }
}
