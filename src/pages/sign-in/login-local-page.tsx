import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import type { ApiError } from '~/api/errors'
import { mutate, queryClient } from '~/api/query'
import type { RouteHandle } from '~/components/breadcrumbs'
import { TextField } from '~/components/form/text-field'
import { MAIN_ID } from '~/components/skip-link'
import { useLoginSelector } from '~/hooks/selectors'
import { Alert } from '~/ui/alert'
import { Button } from '~/ui/button'
import { paths, safeRedirectPath } from '~/util/paths'

export const handle: RouteHandle = { title: (p) => `Sign in to ${p.silo}` }

type Values = { username: string; password: string }

/** POST /v1/login/{silo}/local, then back to `redirect_uri` when it is a same-origin path. */
export function Component() {
  const { silo } = useLoginSelector()
  const [search] = useSearchParams()
  const navigate = useNavigate()
  const [error, setError] = useState<string | null>(null)
  const form = useForm<Values>({ defaultValues: { username: '', password: '' } })

  // a sign-out clears every cached query, now that the pages that read them are gone. Sent
  // here by a 401 instead, the cache stays: a navigation may already be loading into it, and
  // signing in clears it anyway
  const signedOut = (useLocation().state as { signedOut?: boolean } | null)?.signedOut
  useEffect(() => {
    if (signedOut) queryClient.clear()
  }, [signedOut])

  const submit = form.handleSubmit(async (body) => {
    setError(null)
    try {
      await mutate('loginLocal', { path: { siloName: silo }, body })
    } catch (e) {
      const status = (e as ApiError).statusCode
      setError(
        status === 401
          ? 'Wrong username or password. Check both and try again.'
          : (e as ApiError).message,
      )
      return
    }
    // whatever was cached belonged to the previous session
    queryClient.clear()
    navigate(safeRedirectPath(search.get('redirect_uri')) ?? paths.projects(), { replace: true })
  })

  return (
    <main id={MAIN_ID} tabIndex={-1} className="standalone">
      <form className="standalone-card" onSubmit={submit} noValidate>
        <h1 tabIndex={-1}>Sign in</h1>
        <p>
          Silo <span className="mono">{silo}</span>
        </p>
        {error && <Alert title="Could not sign in">{error}</Alert>}
        <TextField
          control={form.control}
          name="username"
          label="Username"
          required
          autoComplete="username"
        />
        <TextField
          control={form.control}
          name="password"
          label="Password"
          type="password"
          required
          autoComplete="current-password"
        />
        <Button type="submit" className="wide" loading={form.formState.isSubmitting}>
          Sign in
        </Button>
      </form>
    </main>
  )
}
