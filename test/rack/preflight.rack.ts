import { openRowAction, pickOption, watchPageErrors } from '../e2e/helpers'
import { expect, test } from '../e2e/test'
import { signInThroughPage, uniqueName } from './helpers'

type Counts = { cpus: number; memory: number; storage: number }

test('an instance create over the silo’s vCPU quota is stopped before sending, against the rack', async ({
  page,
}) => {
  const noErrors = watchPageErrors(page)
  await signInThroughPage(page, 'alice', 'Alice Adams')
  // the session's cookie goes with the page's own requests: set the quota as an operator would
  const me = await (await page.request.get('/v1/me')).json()
  const quotasUrl = `/v1/system/silos/${me.silo_name}/quotas`
  const before = (await (await page.request.get(quotasUrl)).json()) as Counts
  const util = await (await page.request.get('/v1/utilization')).json()
  const creates: string[] = []
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/v1/instances')
      creates.push(r.url())
  })
  try {
    const put = await page.request.put(quotasUrl, {
      data: { ...before, cpus: util.provisioned.cpus + 1 },
    })
    expect(put.ok()).toBe(true)
    await page.goto('/projects/web-prod/instances-new')
    const form = page.getByRole('dialog', { name: 'Create instance' })
    await form.getByRole('textbox', { name: /^Name/ }).fill(uniqueName('too-big'))
    await pickOption(form, /^Image(?! source)/, 'ubuntu-24-04 (ubuntu 24.04 LTS, 4 GiB)')
    await form.getByRole('button', { name: 'Create instance' }).click()
    await expect(form.getByRole('alert')).toContainText(
      "Not enough room in the silo's quota: 1 vCPU short (needs 2, 1 left).",
    )
    expect(creates).toEqual([])
  } finally {
    // the rack's flows share its data: the quota goes back as it was
    await page.request.put(quotasUrl, { data: before })
  }
  noErrors()
})

test('a VPC delete with subnets in use names them and sends nothing, against the rack', async ({
  page,
}) => {
  await signInThroughPage(page, 'alice', 'Alice Adams')
  const deletes: string[] = []
  page.on('request', (r) => {
    if (r.method() === 'DELETE') deletes.push(r.url())
  })
  await page.goto('/projects/web-prod/vpcs')
  await openRowAction(page, 'default', 'Delete')
  const confirm = page.getByRole('dialog', { name: 'Delete VPC' })
  await expect(confirm.getByRole('alert')).toContainText(
    'VPC default cannot be deleted while it has subnets:',
  )
  await expect(confirm.getByRole('button', { name: 'Delete' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  expect(deletes).toEqual([])
})
