/** Every link and redirect of the console is built here (STYLE.md, point 2). */
type Project = { project: string }
type SshKey = { sshKey: string }

const enc = encodeURIComponent

export const paths = {
  root: () => '/',
  login: ({ redirectUri }: { redirectUri?: string } = {}) =>
    redirectUri ? `/login?redirect_uri=${enc(redirectUri)}` : '/login',
  loginLocal: ({ silo }: { silo: string }) => `/login/${enc(silo)}/local`,
  loginSaml: ({ silo, provider }: { silo: string; provider: string }) =>
    `/login/${enc(silo)}/saml/${enc(provider)}`,
  deviceVerify: () => '/device/verify',
  deviceSuccess: () => '/device/success',

  settings: () => '/settings',
  profile: () => '/settings/profile',
  sshKeys: () => '/settings/ssh-keys',
  sshKeysNew: () => '/settings/ssh-keys-new',
  sshKeyEdit: ({ sshKey }: SshKey) => `/settings/ssh-keys/${enc(sshKey)}/edit`,

  projects: () => '/projects',
  projectsNew: () => '/projects-new',
  projectEdit: ({ project }: Project) => `/projects/${enc(project)}/edit`,
  project: ({ project }: Project) => `/projects/${enc(project)}`,
  instances: ({ project }: Project) => `/projects/${enc(project)}/instances`,
  // compute (issue 3)
  // networking (issue 4)
  // access, silo and system (issue 5)

  system: () => '/system',
  systemSilos: () => '/system/silos',
}

/**
 * `redirect_uri` accepts only a same-origin path (with its query string):
 * anything else (another origin, a protocol-relative or backslash URL, a
 * `javascript:` URL) is ignored and the caller falls back to /projects.
 */
export function safeRedirectPath(value: string | null | undefined): string | undefined {
  if (!value) return undefined
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we refuse
  if (/[\u0000-\u001f\\]/.test(value)) return undefined
  try {
    const base = 'https://console.invalid'
    const url = new URL(value, base)
    if (url.origin !== base) return undefined
    return url.pathname + url.search + url.hash
  } catch {
    return undefined
  }
}
