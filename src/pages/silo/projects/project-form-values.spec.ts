import { describe, expect, it } from 'vitest'
import {
  projectToValues,
  valuesToProjectCreate,
  valuesToProjectUpdate,
} from './project-form-values'

describe('project form values', () => {
  it('trims what the user typed into the create body', () => {
    expect(valuesToProjectCreate({ name: ' web ', description: '  front end \n' })).toEqual({
      name: 'web',
      description: 'front end',
    })
  })

  it('round-trips a project through the edit form', () => {
    const project = {
      id: '1',
      name: 'web',
      description: 'front end',
      timeCreated: new Date(0),
      timeModified: new Date(0),
    }
    expect(valuesToProjectUpdate(projectToValues(project))).toEqual({
      name: 'web',
      description: 'front end',
    })
  })
})
