import { expect, it } from 'vitest'
import { readApiDocument } from '../../api/document'
import { NAME_SORTED_OPS, reverseSortOf, sortModesOf } from './list-sort'

type Op = {
  operationId?: string
  parameters?: { name: string; schema: { $ref?: string } }[]
  responses?: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>
}
const doc = readApiDocument<{ paths: Record<string, Record<string, Op>> }>()
const camel = (s: string) => s.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase())

it('names every paged list operation the API document sorts by NameOrIdSortMode, and no other', () => {
  const expected = new Set<string>()
  for (const methods of Object.values(doc.paths)) {
    for (const op of Object.values(methods)) {
      const sortBy = op.parameters?.find((p) => p.name === 'sort_by')
      const result = op.responses?.['200']?.content?.['application/json']?.schema?.$ref ?? ''
      if (sortBy?.schema.$ref?.endsWith('/NameOrIdSortMode') && result.endsWith('ResultsPage')) {
        expected.add(camel(op.operationId ?? ''))
      }
    }
  }
  expect([...NAME_SORTED_OPS].sort()).toEqual([...expected].sort())
})

it('sortModesOf: name both ways and id, or nothing to choose', () => {
  expect(sortModesOf('instanceList')).toEqual(['name_ascending', 'name_descending', 'id_ascending'])
  expect(sortModesOf('sledList')).toEqual([])
})

it('reverseSortOf: name orders reverse on lists whose items have ids, nothing else does', () => {
  expect(reverseSortOf('instanceList')).toBe('name_descending')
  expect(reverseSortOf('instanceList', 'name_ascending')).toBe('name_descending')
  expect(reverseSortOf('instanceList', 'name_descending')).toBe('name_ascending')
  expect(reverseSortOf('instanceList', 'id_ascending')).toBeUndefined()
  // sorted by id only
  expect(reverseSortOf('sledList')).toBeUndefined()
  // members are a type and a value, with no id of their own to see where the ends meet
  expect(reverseSortOf('antiAffinityGroupMemberList')).toBeUndefined()
  expect(reverseSortOf('siloUtilizationList')).toBeUndefined()
})
