import type { Page } from '@playwright/test'
import { expect, test } from './test'

const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)
const DARK_BG = 'rgb(8, 15, 17)'
const LIGHT_BG = 'rgb(255, 255, 255)'

async function chooseTheme(page: Page, name: 'System theme' | 'Light theme' | 'Dark theme') {
  await page.getByRole('button', { name: /user menu/ }).click()
  await page.getByRole('menuitemradio', { name }).click()
}

test('the theme follows the operating system until one is chosen in the user menu, and the choice survives a reload', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/projects')
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible()
  expect(await background(page)).toBe(DARK_BG)
  // System follows the operating system, both ways, without a reload
  await page.emulateMedia({ colorScheme: 'light' })
  await expect.poll(() => background(page)).toBe(LIGHT_BG)
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect.poll(() => background(page)).toBe(DARK_BG)

  await page.getByRole('button', { name: /user menu/ }).click()
  await expect(page.getByRole('menuitemradio', { name: 'System theme' })).toHaveAttribute(
    'aria-checked',
    'true',
  )
  await page.getByRole('menuitemradio', { name: 'Light theme' }).click()
  await expect.poll(() => background(page)).toBe(LIGHT_BG)

  await page.reload()
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible()
  // still light on a dark operating system, from the first paint (set before the app's script)
  expect(await background(page)).toBe(LIGHT_BG)
  await page.getByRole('button', { name: /user menu/ }).click()
  await expect(page.getByRole('menuitemradio', { name: 'Light theme' })).toHaveAttribute(
    'aria-checked',
    'true',
  )
  await expect(page.getByRole('menuitemradio', { name: 'Dark theme' })).toHaveAttribute(
    'aria-checked',
    'false',
  )
  await page.keyboard.press('Escape')

  // pinned dark holds on a light operating system
  await chooseTheme(page, 'Dark theme')
  await page.emulateMedia({ colorScheme: 'light' })
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible()
  expect(await background(page)).toBe(DARK_BG)

  // back to System: the operating system's light again
  await chooseTheme(page, 'System theme')
  await expect.poll(() => background(page)).toBe(LIGHT_BG)
  await page.reload()
  expect(await background(page)).toBe(LIGHT_BG)
})
