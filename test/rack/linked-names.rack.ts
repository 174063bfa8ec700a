import type { Page } from '@playwright/test'
import { row, watchPageErrors } from '../e2e/helpers'
import { expect, test } from '../e2e/test'
import { signInThroughPage } from './helpers'

/**
 * Holds the page's calls to a list until `release`: as on a rack where that
 * list is thousands of items long, read a page at a time.
 */
async function holdCalls(page: Page, pathname: string) {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      await released
      await route.continue()
    },
  )
  return () => release()
}

test('disk and snapshot rows show before the names they link to, whose cells say they are loading', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await signInThroughPage(page, 'alice', 'Alice Adams')
  await page.getByRole('link', { name: 'web-prod' }).click()

  // the instances disks are attached to are slow to list: the disks show, their links wait
  const releaseInstances = await holdCalls(page, '/v1/instances')
  await page.getByRole('link', { name: 'Disks' }).click()
  const disk = row(page, 'db-data')
  await expect(disk).toContainText('1000 GiB')
  await expect(disk).toContainText('Loading')
  await expect(disk.getByRole('link', { name: 'db-primary' })).toBeHidden()
  releaseInstances()
  await expect(disk.getByRole('link', { name: 'db-primary' })).toBeVisible()
  await expect(disk).not.toContainText('Loading')

  // the same for the disks snapshots were taken from: never "Deleted disk" while they load
  const releaseDisks = await holdCalls(page, '/v1/disks')
  await page.getByRole('link', { name: 'Snapshots' }).click()
  const snapshot = row(page, 'db-data-nightly')
  await expect(snapshot).toContainText('Loading')
  await expect(snapshot).not.toContainText('Deleted disk')
  releaseDisks()
  await expect(snapshot.getByRole('cell', { name: 'db-data', exact: true })).toBeVisible()
  await expect(snapshot).not.toContainText('Loading')
  noErrors()
})

test('a cold load of a floating IP list or an instance tab asks the API for each thing once', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await signInThroughPage(page, 'alice', 'Alice Adams')
  for (const [location, shown] of [
    ['/projects/web-prod/floating-ips', page.getByRole('heading', { name: 'Floating IPs' })],
    [
      '/projects/web-prod/instances/db-primary/storage',
      page.getByRole('heading', { name: 'Boot disk' }),
    ],
  ] as const) {
    const gets: string[] = []
    const record = (request: { method(): string; url(): string }) => {
      const url = new URL(request.url())
      if (request.method() === 'GET' && url.pathname.startsWith('/v1/')) {
        gets.push(url.pathname + url.search)
      }
    }
    page.on('request', record)
    await page.goto(location)
    await expect(shown).toBeVisible()
    await expect(page.getByRole('row').nth(1)).toBeVisible()
    await page.waitForLoadState('networkidle')
    page.off('request', record)
    // the page asks for each thing it shows once
    expect(gets).toContain('/v1/projects/web-prod')
    expect(gets.filter((url, i) => gets.indexOf(url) !== i)).toEqual([])
  }
  noErrors()
})
