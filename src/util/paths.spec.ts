import { describe, expect, it } from 'vitest'
import { paths, safeRedirectPath } from './paths'

describe('paths', () => {
  it('builds every route with encoded params', () => {
    const built = Object.entries(paths).map(([name, fn]) => [
      name,
      (fn as (p: Record<string, string>) => string)({
        project: 'p',
        sshKey: 'k',
        silo: 's',
        provider: 'v',
      }),
    ])
    expect(Object.fromEntries(built)).toMatchInlineSnapshot(`
      {
        "deviceSuccess": "/device/success",
        "deviceVerify": "/device/verify",
        "instances": "/projects/p/instances",
        "login": "/login",
        "loginLocal": "/login/s/local",
        "loginSaml": "/login/s/saml/v",
        "profile": "/settings/profile",
        "project": "/projects/p",
        "projectEdit": "/projects/p/edit",
        "projects": "/projects",
        "projectsNew": "/projects-new",
        "root": "/",
        "settings": "/settings",
        "sshKeyEdit": "/settings/ssh-keys/k/edit",
        "sshKeys": "/settings/ssh-keys",
        "sshKeysNew": "/settings/ssh-keys-new",
        "system": "/system",
        "systemSilos": "/system/silos",
      }
    `)
  })

  it('encodes names', () => {
    expect(paths.project({ project: 'a/b' })).toBe('/projects/a%2Fb')
    expect(paths.login({ redirectUri: '/projects?x=1' })).toBe(
      '/login?redirect_uri=%2Fprojects%3Fx%3D1',
    )
  })
})

describe('safeRedirectPath', () => {
  it.each([
    '//evil.example',
    'https://evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    '%2F%2Fevil.example',
    'evil.example',
    '',
    null,
  ])('refuses %s', (value) => expect(safeRedirectPath(value)).toBeUndefined())

  it.each([
    ['/projects', '/projects'],
    ['/projects/web-prod/instances?page=2', '/projects/web-prod/instances?page=2'],
    ['/settings/ssh-keys#top', '/settings/ssh-keys#top'],
  ])('accepts %s', (value, expected) => expect(safeRedirectPath(value)).toBe(expected))
})
