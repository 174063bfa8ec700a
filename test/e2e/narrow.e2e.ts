import type { Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe'
import { sideModal } from './helpers'
import { navigateInApp, settled, trackFetches } from './in-app'
import { inBatches, type RouteName, routeUrls } from './route-urls'
import { expect, test } from './test'

/**
 * The console in narrow windows: a phone (390 × 844) and half a laptop
 * (768 × 1024). Nothing scrolls the page sideways; the side nav folds behind a
 * Menu button and the top bar's pickers into one menu.
 */
const PHONE = { width: 390, height: 844 }
const HALF_LAPTOP = { width: 768, height: 1024 }
/** the narrowest window that shows the side nav */
const SMALL_LAPTOP = { width: 1024, height: 768 }

/** How far the page scrolls sideways, once the layout has caught up with the window's size. */
const pageOverflow = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const root = document.documentElement
            resolve(root.scrollWidth - root.clientWidth)
          }),
        ),
      ),
  )

async function expectNoSidewaysScroll(page: Page, where: string) {
  expect(await pageOverflow(page), `${where} scrolls sideways`).toBeLessThanOrEqual(0)
}

for (const size of [PHONE, HALF_LAPTOP]) {
  const onPhone = size === PHONE
  test.describe(`${size.width} px wide`, () => {
    test.use({ viewport: size })

    test('a list and a detail page fit the window; the table scrolls in its frame', async ({
      page,
    }) => {
      await page.goto('/projects/web-prod/instances')
      await expect(page.getByRole('heading', { name: 'Instances', level: 1 })).toBeVisible()
      await expectNoSidewaysScroll(page, 'the instances list')
      // the name column reads whole: one line, and the table scrolls in its own frame instead
      const name = page.getByRole('link', { name: 'analytics-1', exact: true })
      const { height } = (await name.boundingBox()) ?? { height: 0 }
      const lineHeight = await name.evaluate((el) =>
        Number.parseFloat(getComputedStyle(el).lineHeight),
      )
      expect(height).toBeLessThan(lineHeight * 1.5)
      if (onPhone) await expectNoAxeViolations(page, { where: 'instances (390 px)' })

      await page.getByRole('link', { name: 'db-primary', exact: true }).click()
      await expect(page.getByRole('heading', { name: 'db-primary', level: 1 })).toBeVisible()
      await expect(page.getByRole('link', { name: 'Storage' })).toBeVisible()
      await expectNoSidewaysScroll(page, 'an instance')
      if (onPhone) await expectNoAxeViolations(page, { where: 'an instance (390 px)' })
    })

    test('the section menu opens and closes by keyboard; a followed link closes it', async ({
      page,
    }) => {
      await page.goto('/projects/web-prod/instances')
      await expect(page.getByRole('heading', { name: 'Instances', level: 1 })).toBeVisible()
      // folded: the side nav is not shown, its button is
      await expect(page.getByRole('navigation', { name: 'Project' })).toBeHidden()
      const menu = page.getByRole('button', { name: 'Menu', exact: true })
      await expect(menu).toHaveAttribute('aria-expanded', 'false')

      await menu.focus()
      await page.keyboard.press('Enter')
      const panel = page.getByRole('dialog', { name: 'Project web-prod' })
      await expect(panel).toBeVisible()
      // the page behind the open panel, the button with it, is hidden from assistive technology
      const menuBehind = page.getByRole('button', {
        name: 'Menu',
        exact: true,
        includeHidden: true,
      })
      await expect(menuBehind).toHaveAttribute('aria-expanded', 'true')
      await expect(panel).toHaveAttribute(
        'id',
        (await menuBehind.getAttribute('aria-controls')) ?? '',
      )
      const nav = panel.getByRole('navigation', { name: 'Project' })
      await expect(nav.getByRole('link', { name: 'Instances' })).toHaveAttribute(
        'aria-current',
        'page',
      )
      if (onPhone) await expectNoAxeViolations(page, { where: 'the section menu (390 px)' })
      await page.keyboard.press('Escape')
      await expect(panel).toBeHidden()
      await expect(menu).toBeFocused()
      await expect(menu).toHaveAttribute('aria-expanded', 'false')

      await page.keyboard.press('Enter')
      await expect(panel).toBeVisible()
      await nav.getByRole('link', { name: 'Disks' }).focus()
      await page.keyboard.press('Enter')
      await expect(page.getByRole('heading', { name: 'Disks', level: 1 })).toBeVisible()
      await expect(panel).toBeHidden()
      await expectNoSidewaysScroll(page, 'the disks list')
    })

    test('the top bar folds the silo and project pickers into one menu', async ({ page }) => {
      await page.goto('/projects/web-prod/instances')
      await expect(page.getByRole('heading', { name: 'Instances', level: 1 })).toBeVisible()
      await expect(page.getByRole('button', { name: /switch project/ })).toBeHidden()
      await page.getByRole('button', { name: 'acme / web-prod, silo and project menu' }).click()
      await page.getByRole('menuitem', { name: 'Switch project' }).click()
      const search = page.getByRole('combobox', { name: 'Switch project' })
      await expect(search).toBeFocused()
      await expectNoSidewaysScroll(page, 'the project search')
      await search.fill('staging')
      await page.getByRole('option', { name: 'staging', exact: true }).click()
      await expect(page).toHaveURL(/\/projects\/staging\//)
      await expect(
        page.getByRole('button', { name: 'acme / staging, silo and project menu' }),
      ).toBeVisible()
    })

    test('a create form takes the width, and a bad name shows its error', async ({ page }) => {
      await page.goto('/projects/web-prod/disks-new')
      const form = sideModal(page)
      await expect(form.getByRole('heading', { name: 'Create disk' })).toBeVisible()
      const box = await form.boundingBox()
      if (onPhone) expect(box?.width).toBe(size.width)
      else expect(box?.width).toBeLessThanOrEqual(size.width)
      await form.getByRole('textbox', { name: 'Name' }).fill('Not A Name!')
      await form.getByRole('button', { name: 'Create disk' }).click()
      await expect(form.getByRole('textbox', { name: 'Name' })).toHaveAttribute(
        'aria-invalid',
        'true',
      )
      // nothing inside the form runs past its right edge
      expect(await form.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0)
      await expectNoSidewaysScroll(page, 'the disk form')
      if (onPhone) await expectNoAxeViolations(page, { where: 'the disk form (390 px)' })
    })

    test('the palette fits the window', async ({ page }) => {
      await page.goto('/projects/web-prod/instances')
      await expect(page.getByRole('heading', { name: 'Instances', level: 1 })).toBeVisible()
      await page.keyboard.press('Control+k')
      const palette = page.getByRole('dialog', { name: 'Jump to' })
      await expect(palette.getByRole('combobox')).toBeFocused()
      const box = await palette.boundingBox()
      expect(box?.x).toBeGreaterThanOrEqual(0)
      expect((box?.x ?? 0) + (box?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(
        size.width,
      )
      await expectNoSidewaysScroll(page, 'the palette')
      if (onPhone) await expectNoAxeViolations(page, { where: 'the palette (390 px)' })
    })

    test('the sign-in page fits the window', async ({ page }) => {
      await page.goto('/login/acme/local')
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()
      await expectNoSidewaysScroll(page, 'sign-in')
      if (onPhone) await expectNoAxeViolations(page, { where: 'sign-in (390 px)' })
    })
  })
}

/**
 * Every route of the route table, loaded once at the phone's width and
 * checked there, at half a laptop's and at a small laptop's: the window is
 * resized, not the page loaded again.
 */
const routes = Object.entries(routeUrls) as [RouteName, string][]
/** tests of about 30 routes each: well inside the test timeout on a busy machine */
const groups = inBatches(routes, Math.ceil(routes.length / 30))

for (const [g, group] of groups.entries()) {
  test(`no route scrolls sideways at 390, 768 or 1,024 px (routes ${g + 1} of ${groups.length})`, async ({
    page,
  }) => {
    await page.setViewportSize(PHONE)
    await trackFetches(page)
    await page.goto('/projects')
    await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible()
    for (const [name, url] of group) {
      await navigateInApp(page, url)
      await settled(page)
      await expect(page.locator('h1').first(), name).toBeVisible()
      for (const size of [PHONE, HALF_LAPTOP, SMALL_LAPTOP]) {
        await page.setViewportSize(size)
        expect.soft(await pageOverflow(page), `${url} at ${size.width} px`).toBeLessThanOrEqual(0)
      }
      await page.setViewportSize(PHONE)
    }
  })
}
