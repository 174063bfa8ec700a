import { describe, expect, it } from 'vitest'
import { selectResources } from '~/export/project-data'
import { exportFixture } from '../../../test/unit/export-fixture'
import { exportForms } from './export-forms'

describe('exportForms', () => {
  it('gives the three forms of a whole project, named by the project', () => {
    const data = exportFixture()
    const forms = exportForms(data)
    expect(forms.map((f) => [f.label, f.fileName])).toEqual([
      ['Terraform', `${data.project.name}.tf`],
      ['CLI script', `${data.project.name}.sh`],
      ['Blueprint', `${data.project.name}.blueprint.json`],
    ])
    const [tf, cli, blueprint] = forms
    expect(tf.text).toContain('resource "oxide_project"')
    expect(tf.text).toContain('import {')
    expect(cli.text).toContain('oxide project create')
    expect(JSON.parse(blueprint.text).project.name).toBe(data.project.name)
  })

  it('names the files of ticked rows apart from the whole project, without the project in them', () => {
    const data = exportFixture()
    const instance = data.instances[0].instance
    const forms = exportForms(selectResources(data, 'instances', [instance.id]))
    expect(forms.map((f) => f.fileName)).toEqual([
      `${data.project.name}-selected.tf`,
      `${data.project.name}-selected.sh`,
      `${data.project.name}-selected.blueprint.json`,
    ])
    expect(forms[0].text).not.toContain('resource "oxide_project"')
    expect(forms[0].text).toContain('resource "oxide_instance"')
  })
})
