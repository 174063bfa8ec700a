import { describe, expect, it } from 'vitest'
import { itemCrumbs } from './breadcrumbs'

describe('itemCrumbs', () => {
  const crumbs = itemCrumbs(
    [{ label: 'Silos', to: '/system/silos' }],
    (params) => ({ silo: params.silo ?? '' }),
    (sel) => ({ label: sel.silo, to: `/system/silos/${sel.silo}` }),
  )

  it('puts the item, named from the URL, after its list', () => {
    expect(crumbs({ silo: 'maze-war' })).toEqual([
      { label: 'Silos', to: '/system/silos' },
      { label: 'maze-war', to: '/system/silos/maze-war' },
    ])
  })

  it('names each item from its own params', () => {
    expect(crumbs({ silo: 'a' })[1]).toEqual({ label: 'a', to: '/system/silos/a' })
    expect(crumbs({ silo: 'b' })[1]).toEqual({ label: 'b', to: '/system/silos/b' })
  })
})
