import { describe, expect, it, vi } from 'vitest'
import { activityMenuItem, activityTab } from './activity-links'

describe('activity links', () => {
  it('gives a fleet viewer the Activity tab and row menu item', () => {
    const onSelect = vi.fn()
    expect(activityTab(true, '/projects/p/vpcs/v/activity')).toEqual([
      { label: 'Activity', to: '/projects/p/vpcs/v/activity' },
    ])
    const [item] = activityMenuItem(true, onSelect)
    item.onSelect()
    expect([item.label, onSelect.mock.calls.length]).toEqual(['Activity', 1])
  })

  it('gives anyone else neither', () => {
    expect(activityTab(false, '/projects/p/vpcs/v/activity')).toEqual([])
    expect(activityMenuItem(false, () => {})).toEqual([])
  })
})
