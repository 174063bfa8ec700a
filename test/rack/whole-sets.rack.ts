import { expectToast, openRowAction, row, sideModal, watchPageErrors } from '../e2e/helpers'
import { confirmReview, reviewStep } from '../e2e/review'
import { expect, test } from '../e2e/test'
import { signInThroughPage, uniqueName } from './helpers'
import { call, firewallRule, secondOperator, watchWrites } from './operators'

const GiB = 1024 ** 3

/**
 * Two operators at once on a set the API replaces whole: A edits in the
 * console while B changes the same set from another browser. A's save keeps
 * B's change; when B changed what A is editing, A sees the conflict and
 * nothing is sent. Before anything is sent, A reviews the change on the set
 * as just re-read, with B's change listed apart.
 */

test('firewall rules: a rule B adds is kept; a rule B deletes is a conflict', async ({
  page,
  browser,
}) => {
  const noErrors = watchPageErrors(page)
  await signInThroughPage(page, 'alice', 'Alice Adams')
  const b = await secondOperator(browser)
  const vpc = uniqueName('vpc')
  await call(page.request, 'POST', '/v1/vpcs?project=web-prod', {
    name: vpc,
    description: '',
    dns_name: vpc,
  })
  const rulesUrl = `/v1/vpc-firewall-rules?project=web-prod&vpc=${vpc}`
  await call(page.request, 'PUT', rulesUrl, {
    rules: [firewallRule('rule-a', 100), firewallRule('rule-b', 200)],
  })
  const bAdds = async (name: string) => {
    const { rules } = await call(b.api, 'GET', rulesUrl)
    await call(b.api, 'PUT', rulesUrl, { rules: [...rules, firewallRule(name, 300)] })
  }

  // A edits rule-a while B adds rule-c: A's review shows A's change, B's apart; the save keeps rule-c
  await page.goto(`/projects/web-prod/vpcs/${vpc}/firewall-rules/rule-a/edit`)
  const form = sideModal(page)
  await form.getByRole('spinbutton', { name: 'Priority' }).fill('150')
  await bAdds('rule-c')
  const sent = watchWrites(page, '/v1/vpc-firewall-rules')
  await form.getByRole('button', { name: 'Update rule' }).click()
  const review = reviewStep(form)
  const mine = review.getByRole('region', { name: 'Your change' })
  await expect(mine).toContainText('Changed')
  const fields = mine.getByRole('table', { name: 'Changed fields of Firewall rule rule-a' })
  await expect(fields.getByRole('rowheader')).toHaveText(['Priority'])
  await expect(fields.getByRole('cell')).toHaveText(['100', '150'])
  const theirs = review.getByRole('region', { name: 'Changed by others since you opened this' })
  await expect(theirs).toContainText('Added')
  await expect(theirs).toContainText('Firewall rule rule-c')
  await expect(theirs).toContainText('Priority: 300')
  expect(sent).toEqual([])
  await confirmReview(form, 'Update rule')
  await expectToast(page, 'Firewall rule updated')
  expect(sent).toEqual(['PUT'])
  await expect(row(page, 'rule-c')).toBeVisible()
  await expect(row(page, 'rule-a')).toContainText('150')
  const { rules } = await call(page.request, 'GET', rulesUrl)
  expect(rules.map((r: { name: string }) => r.name).sort()).toEqual(['rule-a', 'rule-b', 'rule-c'])

  // A edits rule-b while B deletes it: a conflict naming it, nothing sent
  await openRowAction(page, 'rule-b', 'Edit')
  await form.getByRole('spinbutton', { name: 'Priority' }).fill('250')
  const { rules: now } = await call(b.api, 'GET', rulesUrl)
  await call(b.api, 'PUT', rulesUrl, {
    rules: now.filter((r: { name: string }) => r.name !== 'rule-b'),
  })
  const writes = watchWrites(page, '/v1/vpc-firewall-rules')
  await form.getByRole('button', { name: 'Update rule' }).click()
  const conflict = form.getByRole('alert').filter({ hasText: 'Changed by someone else' })
  await expect(conflict).toContainText(
    'Firewall rule rule-b was removed by someone else since you opened it. Nothing was sent.',
  )
  await expect(conflict.getByText('Theirs')).toBeVisible()
  await expect(conflict).toContainText('Removed')
  await expect(conflict).toContainText('priority 250')
  expect(writes).toEqual([])
  // re-applied on the fresh rules, A's rule comes back as A had it
  await conflict.getByRole('button', { name: 'Re-apply my change' }).click()
  await confirmReview(form, 'Update rule')
  await expectToast(page, 'Firewall rule updated')
  await expect(row(page, 'rule-b')).toContainText('250')
  await expect(row(page, 'rule-c')).toBeVisible()
  expect(writes).toEqual(['PUT'])
  await b.context.close()
  noErrors()
})

test("a project's roles: a role B gives is kept; a role B removes is a conflict", async ({
  page,
  browser,
}) => {
  const noErrors = watchPageErrors(page)
  await signInThroughPage(page, 'alice', 'Alice Adams')
  const b = await secondOperator(browser)
  const project = uniqueName('access')
  await call(page.request, 'POST', '/v1/projects', { name: project, description: '' })
  const policyUrl = `/v1/projects/${project}/policy`
  const users = (await call(page.request, 'GET', '/v1/users?limit=100')).items as {
    id: string
    display_name: string
  }[]
  const id = (name: string) => users.find((u) => u.display_name === name)?.id
  const assignment = (name: string, role_name: string) => ({
    identity_id: id(name),
    identity_type: 'silo_user',
    role_name,
  })
  await call(page.request, 'PUT', policyUrl, {
    role_assignments: [assignment('Carol Chen', 'viewer'), assignment('Dave Diaz', 'viewer')],
  })
  const bSets = async (change: (ras: { identity_id: string }[]) => unknown[]) => {
    const { role_assignments } = await call(b.api, 'GET', policyUrl)
    await call(b.api, 'PUT', policyUrl, { role_assignments: change(role_assignments) })
  }

  await page.goto(`/projects/${project}/access`)
  await openRowAction(page, 'Carol Chen', 'Change role')
  const form = sideModal(page)
  await form.getByRole('combobox', { name: 'Role' }).selectOption('collaborator')
  await bSets((ras) => [...ras, assignment('Bob Brown', 'viewer')])
  await form.getByRole('button', { name: 'Update role' }).click()
  await confirmReview(form, 'Update role')
  await expectToast(page, 'Role updated')
  await expect(row(page, 'Bob Brown')).toBeVisible()
  await expect(row(page, 'Carol Chen')).toContainText('collaborator')

  await openRowAction(page, 'Dave Diaz', 'Change role')
  await form.getByRole('combobox', { name: 'Role' }).selectOption('admin')
  await bSets((ras) => ras.filter((ra) => ra.identity_id !== id('Dave Diaz')))
  const writes = watchWrites(page, policyUrl)
  await form.getByRole('button', { name: 'Update role' }).click()
  const conflict = form.getByRole('alert').filter({ hasText: 'Changed by someone else' })
  await expect(conflict).toContainText('The role of Dave Diaz was removed by someone else')
  expect(writes).toEqual([])
  await conflict.getByRole('button', { name: 'Discard my change' }).click()
  await expect(form).toBeHidden()
  await expect(row(page, 'Dave Diaz')).toBeHidden()
  const { role_assignments } = await call(page.request, 'GET', policyUrl)
  expect(role_assignments).toHaveLength(2)
  expect(writes).toEqual([])
  await b.context.close()
  noErrors()
})

test('the allow list: a network B adds is kept; a network B removes is a conflict', async ({
  page,
  browser,
}) => {
  const noErrors = watchPageErrors(page)
  await signInThroughPage(page, 'alice', 'Alice Adams')
  const b = await secondOperator(browser)
  const url = '/v1/system/networking/allow-list'
  // this client (127.0.0.1) stays allowed throughout
  await call(page.request, 'PUT', url, {
    allowed_ips: { allow: 'list', ips: ['127.0.0.0/8', '10.1.0.0/16'] },
  })
  const bSets = async (change: (ips: string[]) => string[]) => {
    const { allowed_ips } = await call(b.api, 'GET', url)
    await call(b.api, 'PUT', url, { allowed_ips: { allow: 'list', ips: change(allowed_ips.ips) } })
  }
  try {
    await page.goto('/system/networking/allow-list/edit')
    const form = sideModal(page)
    const networks = form.getByRole('textbox', { name: /^Allowed networks/ })
    await networks.fill('127.0.0.0/8\n10.2.0.0/16')
    await bSets((ips) => [...ips, '192.0.2.0/24'])
    await form.getByRole('button', { name: 'Save allow list' }).click()
    await expect(reviewStep(form)).toContainText('This can lock you out.')
    await confirmReview(form, 'Save allow list')
    await expectToast(page, 'IP allow list updated')
    const { allowed_ips } = await call(page.request, 'GET', url)
    expect(allowed_ips.ips).toEqual(['127.0.0.0/8', '192.0.2.0/24', '10.2.0.0/16'])

    await page.getByRole('link', { name: 'Edit allow list' }).click()
    await networks.fill('127.0.0.0/8\n192.0.2.0/24\n10.3.0.0/16')
    await bSets((ips) => ips.filter((ip) => ip !== '10.2.0.0/16'))
    const writes = watchWrites(page, url)
    await form.getByRole('button', { name: 'Save allow list' }).click()
    const conflict = form.getByRole('alert').filter({ hasText: 'Changed by someone else' })
    await expect(conflict).toContainText(
      'Network 10.2.0.0/16 was removed by someone else since you opened it. Nothing was sent.',
    )
    await expect(conflict).toContainText('10.3.0.0/16')
    expect(writes).toEqual([])
  } finally {
    await call(page.request, 'PUT', url, { allowed_ips: { allow: 'any' } })
    await b.context.close()
  }
  noErrors()
})

test("an instance's settings: a resize B makes is kept; a size B changes is a conflict", async ({
  page,
  browser,
}) => {
  const noErrors = watchPageErrors(page)
  await signInThroughPage(page, 'alice', 'Alice Adams')
  const b = await secondOperator(browser)
  const name = uniqueName('resized')
  await call(page.request, 'POST', '/v1/instances?project=web-prod', {
    name,
    description: '',
    hostname: name,
    ncpus: 2,
    memory: 4 * GiB,
    start: false,
    network_interfaces: { type: 'none' },
  })
  const url = `/v1/instances/${name}?project=web-prod`
  // every field of the update is required: B sends the instance as B reads it, resized
  const bResizes = async (size: { ncpus?: number; memory?: number }) => {
    const i = await call(b.api, 'GET', url)
    await call(b.api, 'PUT', url, {
      ncpus: i.ncpus,
      memory: i.memory,
      auto_restart_policy: i.auto_restart_policy ?? null,
      boot_disk: i.boot_disk_id ?? null,
      cpu_platform: i.cpu_platform ?? null,
      enable_jumbo_frames: i.enable_jumbo_frames,
      ...size,
    })
  }
  try {
    await page.goto(`/projects/web-prod/instances/${name}/settings`)
    const settings = page.getByRole('form', { name: 'Instance settings' })
    const memory = settings.getByRole('spinbutton', { name: 'Memory' })
    await expect(memory).toHaveValue('4')

    // A turns auto-restart off while B resizes: A's save keeps B's size
    await settings.getByRole('combobox', { name: /^Auto-restart policy/ }).selectOption('Never')
    await bResizes({ ncpus: 4, memory: 8 * GiB })
    await settings.getByRole('button', { name: 'Save' }).click()
    await expectToast(page, 'Instance updated')
    const saved = await call(page.request, 'GET', url)
    expect([saved.ncpus, saved.memory / GiB, saved.auto_restart_policy]).toEqual([4, 8, 'never'])
    await expect(memory).toHaveValue('8')

    // A and B both change the memory: a conflict naming it, nothing sent
    await memory.fill('16')
    await bResizes({ memory: 12 * GiB })
    const writes = watchWrites(page, `/v1/instances/${name}`)
    await settings.getByRole('button', { name: 'Save' }).click()
    const conflict = settings.getByRole('alert').filter({ hasText: 'Changed by someone else' })
    await expect(conflict).toContainText(
      'Instance setting Memory was changed by someone else since you opened it. Nothing was sent.',
    )
    await expect(conflict).toContainText('12 GiB')
    await expect(conflict).toContainText('16 GiB')
    expect(writes).toEqual([])
    // discarded, the form shows the instance as B left it
    await conflict.getByRole('button', { name: 'Discard my change' }).click()
    await expect(conflict).toBeHidden()
    await expect(memory).toHaveValue('12')
    expect(writes).toEqual([])
  } finally {
    await call(page.request, 'DELETE', url)
    await b.context.close()
  }
  noErrors()
})

test("a router's route: a target B sets is kept; a target B changes is a conflict", async ({
  page,
  browser,
}) => {
  const noErrors = watchPageErrors(page)
  await signInThroughPage(page, 'alice', 'Alice Adams')
  const b = await secondOperator(browser)
  const router = uniqueName('edge')
  const inVpc = 'project=web-prod&vpc=default'
  await call(page.request, 'POST', `/v1/vpc-routers?${inVpc}`, { name: router, description: '' })
  const routes = `/v1/vpc-router-routes?${inVpc}&router=${router}`
  await call(page.request, 'POST', routes, {
    name: 'to-lab',
    description: 'lab',
    destination: { type: 'ip_net', value: '10.9.0.0/16' },
    target: { type: 'ip', value: '10.0.0.5' },
  })
  const url = `/v1/vpc-router-routes/to-lab?${inVpc}&router=${router}`
  // destination and target are required: B sends the route as B reads it, with a new next hop
  const bRetargets = async (value: string) => {
    const r = await call(b.api, 'GET', url)
    await call(b.api, 'PUT', url, {
      name: r.name,
      description: r.description,
      destination: r.destination,
      target: { type: 'ip', value },
    })
  }
  try {
    await page.goto(`/projects/web-prod/vpcs/default/routers/${router}/routes/to-lab/edit`)
    const form = sideModal(page)
    const description = form.getByRole('textbox', { name: 'Description' })
    await expect(description).toHaveValue('lab')

    // A edits the description while B moves the next hop: A's save keeps B's target
    await description.fill('the lab network')
    await bRetargets('10.0.0.9')
    await form.getByRole('button', { name: 'Update route' }).click()
    await confirmReview(form, 'Update route')
    await expectToast(page, 'Route updated')
    const saved = await call(page.request, 'GET', url)
    expect([saved.description, saved.target.value]).toEqual(['the lab network', '10.0.0.9'])

    // A and B both move the next hop: a conflict naming it, nothing sent
    await page.goto(`/projects/web-prod/vpcs/default/routers/${router}/routes/to-lab/edit`)
    const again = sideModal(page)
    await again.getByRole('textbox', { name: /^Target IP/ }).fill('10.0.0.20')
    await bRetargets('10.0.0.30')
    const writes = watchWrites(page, '/v1/vpc-router-routes/to-lab')
    await again.getByRole('button', { name: 'Update route' }).click()
    const conflict = again.getByRole('alert').filter({ hasText: 'Changed by someone else' })
    await expect(conflict).toContainText(
      'Route Target was changed by someone else since you opened it. Nothing was sent.',
    )
    await expect(conflict).toContainText('ip 10.0.0.30')
    await expect(conflict).toContainText('ip 10.0.0.20')
    expect(writes).toEqual([])
  } finally {
    await call(page.request, 'DELETE', `/v1/vpc-routers/${router}?${inVpc}`).catch(() => {})
    await b.context.close()
  }
  noErrors()
})
