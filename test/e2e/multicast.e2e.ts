import type { Page } from '@playwright/test'
import { expectToast, openRowAction, row, watchPageErrors } from './helpers'
import { expect, test } from './test'

async function openGroups(page: Page) {
  await page.getByRole('link', { name: 'Multicast Groups' }).first().click()
  await expect(page).toHaveURL('/multicast-groups')
}

test('the multicast groups and a group members, across projects', async ({ page }) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/projects')
  await openGroups(page)
  const feed = row(page, 'video-feed')
  await expect(feed).toContainText('224.2.0.10')
  // one member takes any source, the other named one
  await expect(feed).toContainText('Any, 192.0.2.100')
  await expect(row(page, 'metrics-bus')).toContainText('224.2.0.11')

  await feed.getByRole('link', { name: 'video-feed' }).click()
  await expect(page).toHaveURL('/multicast-groups/video-feed')
  await expect(page.getByRole('heading', { name: 'video-feed', level: 1 })).toBeVisible()
  const members = page.getByRole('table', { name: 'Members' })
  await expect(members.getByRole('row')).toHaveCount(3)
  await expect(row(page, 'web-1')).toContainText('192.0.2.100')
  await expect(row(page, 'web-2')).toContainText('Any')
  // a member is its instance, found in whatever project it is in
  await members.getByRole('link', { name: 'web-2' }).click()
  await expect(page).toHaveURL(/\/projects\/web-prod\/instances\/web-2\//)
  noErrors()
})

test('an instance joins a group by a new name, is refused an address, and leaves', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await page.goto('/projects/web-prod/instances/web-1/networking')
  const section = page.getByRole('region', { name: 'Multicast groups' })
  await expect(section.getByRole('link', { name: 'video-feed' })).toBeVisible()

  await section.getByRole('button', { name: 'Join multicast group' }).click()
  const form = page.getByRole('dialog', { name: 'Join multicast group' })
  await form.getByRole('button', { name: 'Join' }).click()
  await expect(form.getByText('Group is required')).toBeVisible()
  // markup is no group name: refused in place, shown as text
  await form.getByRole('textbox', { name: /^Group/ }).fill('<b>alerts</b>')
  await form.getByRole('button', { name: 'Join' }).click()
  await expect(form.getByText(/Must start with a lowercase letter/)).toBeVisible()
  await expect(form.locator('b')).toHaveCount(0)
  await form.getByRole('textbox', { name: /^Group/ }).fill('alerts')
  await form.getByRole('textbox', { name: /^Source IPs/ }).fill('nope')
  await form.getByRole('button', { name: 'Join' }).click()
  await expect(form.getByText('nope is not an IP address')).toBeVisible()

  // an address outside the silo's multicast pool: the API's refusal, the input kept
  await form.getByRole('textbox', { name: /^Group/ }).fill('239.9.9.9')
  await form.getByRole('textbox', { name: /^Source IPs/ }).fill('')
  await form.getByRole('button', { name: 'Join' }).click()
  await expect(form.getByText("multicast IP not in any pool's address range")).toBeVisible()
  await expect(form.getByRole('textbox', { name: /^Group/ })).toHaveValue('239.9.9.9')

  // a name no group has makes the group, with the pool's next address
  await form.getByRole('textbox', { name: /^Group/ }).fill('alerts')
  await form.getByRole('button', { name: 'Join' }).click()
  await expectToast(page, 'Joined multicast group', 'web-1 at 224.2.0.1')
  await expect(row(page, 'alerts')).toContainText('Joined')

  // the only member leaves, and the group goes with it
  await openRowAction(page, 'alerts', 'Leave')
  await page
    .getByRole('dialog', { name: 'Leave multicast group' })
    .getByRole('button', { name: 'Leave' })
    .click()
  await expectToast(page, 'Left multicast group', 'alerts')
  await expect(row(page, 'alerts')).toHaveCount(0)
  await page.getByRole('link', { name: 'video-feed' }).click()
  await expect(page).toHaveURL('/multicast-groups/video-feed')
  await page.getByRole('link', { name: 'Multicast Groups' }).first().click()
  await expect(row(page, 'video-feed')).toBeVisible()
  await expect(row(page, 'alerts')).toHaveCount(0)
  noErrors()
})
