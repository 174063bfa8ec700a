import { describe, expect, it, vi } from 'vitest'
import { listenToOtherTabs, tellOtherTabs } from './other-tabs'

describe('other tabs', () => {
  it("a write's stale operations reach the other tabs, and theirs reach this one", async () => {
    const here = vi.fn()
    listenToOtherTabs(here)
    const otherTab = new BroadcastChannel('oxide-console-writes')
    const received = new Promise<unknown>((resolve) => {
      otherTab.onmessage = (e) => resolve(e.data)
    })
    tellOtherTabs(['vpcFirewallRulesView'])
    expect(await received).toEqual({ invalidates: ['vpcFirewallRulesView'] })

    otherTab.postMessage({ invalidates: ['projectPolicyView'] })
    await vi.waitFor(() => expect(here).toHaveBeenCalledWith(['projectPolicyView']))
    expect(here).toHaveBeenCalledTimes(1)
    otherTab.close()
  })
})
