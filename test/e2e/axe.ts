import type { Page } from '@playwright/test'
import axe from 'axe-core'
import { expect } from './test'

/** WCAG 2.1 A and AA: what axe-core checks of them. */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/**
 * The WCAG 2.1 A/AA rules whose outcome can change with the theme: the themes
 * differ in colours alone (every colour of styles.css is one `light-dark()`),
 * so a page already checked in one theme needs only these in the other.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

export type AxeFinding = { rule: string; impact?: string | null; nodes: string[] }

/**
 * axe-core's WCAG 2.1 A/AA rules on the page as it is now. axe is loaded into the
 * document once and run there: a check after a client-side navigation costs one
 * call, with no second page and no script loaded again. `exclude` leaves out the
 * elements a selector matches (and what they hold).
 */
export async function axeFindings(
  page: Page,
  exclude: string[] = [],
  rules?: string[],
): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source)
  return page.evaluate(
    async ({ tags, exclude, rules }) => {
      const { axe } = window as unknown as { axe: typeof import('axe-core') }
      const { violations } = await axe.run(exclude.length ? { exclude } : document, {
        runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: tags },
        // every rule still runs; only what passed is not reported back
        resultTypes: ['violations'],
      })
      return violations.map((v) => ({
        rule: v.id,
        impact: v.impact,
        nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5),
      }))
    },
    { tags: WCAG, exclude, rules },
  )
}

/**
 * No WCAG 2.1 A/AA violation on the page; `where` names the page in a failure,
 * `rules` narrows the check to those rules (`COLOUR_RULES` in a second theme).
 */
export async function expectNoAxeViolations(
  page: Page,
  {
    where = '',
    exclude = [],
    rules,
  }: { where?: string; exclude?: string[]; rules?: string[] } = {},
) {
  expect(await axeFindings(page, exclude, rules), where).toEqual([])
}
