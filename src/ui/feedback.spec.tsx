import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Alert } from './alert'
import { Badge } from './badge'
import { EmptyState } from './empty-state'
import { Spinner } from './spinner'

// the small display primitives: what a screen reader is told, and hostile text stays text
describe('Alert', () => {
  it('an error is an alert, announced at once; info and success are a status', () => {
    render(
      <>
        <Alert title="Could not save">Name already exists</Alert>
        <Alert variant="info" title="Read only" />
      </>,
    )
    expect(screen.getByRole('alert').textContent).toBe('Could not saveName already exists')
    expect(screen.getByRole('status').textContent).toBe('Read only')
  })
})

describe('Badge', () => {
  it('shows its text, markup included, as text', () => {
    render(<Badge color="green">{'<b>running</b>'}</Badge>)
    expect(screen.getByText('<b>running</b>').className).toBe('badge badge-green')
  })
})

describe('EmptyState', () => {
  it('is headed by its title, with its body and action', () => {
    render(
      <EmptyState
        title="No projects"
        body="Create one to get started."
        action={<a href="/projects-new">New Project</a>}
      />,
    )
    expect(screen.getByRole('heading', { name: 'No projects', level: 2 })).toBeTruthy()
    expect(screen.getByText('Create one to get started.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'New Project' })).toBeTruthy()
  })
})

describe('Spinner', () => {
  it('is a status named by what is loading', () => {
    render(<Spinner label="Loading the console" />)
    expect(screen.getByRole('status', { name: 'Loading the console' })).toBeTruthy()
  })
})
