import type { MSWHandlers } from '~/api/__generated__/msw-handlers'
import { db } from '../db'
import { badRequest, lookupNotFound } from '../errors'
import { paginated } from '../paginate'
import { currentUser } from '../session'
import { assertNameFree, NoContent, newResource, removeWhere } from './util'

/** `ssh-ed25519 AAAA... [comment]` and friends (rsa, ecdsa-sha2-nistp*, sk-* keys). */
const PUBLIC_KEY =
  /^(ssh-(ed25519|rsa|dss)|ecdsa-sha2-nistp(256|384|521)|sk-(ssh-ed25519|ecdsa-sha2-nistp256)@openssh\.com) AAAA[A-Za-z0-9+/]+={0,3}( .*)?$/

const myKeys = () => db.sshKeys.filter((k) => k.silo_user_id === currentUser().id)

function lookupMyKey(sshKey: string) {
  const key = myKeys().find((k) => k.id === sshKey || k.name === sshKey)
  if (!key) throw lookupNotFound('ssh-key', sshKey)
  return key
}

/** The current user's SSH keys (settings, instance create). */
export const sshKeyHandlers = {
  currentUserSshKeyList: ({ query }) => paginated(query, myKeys()),

  currentUserSshKeyCreate({ body }) {
    const publicKey = body.public_key.trim()
    if (!PUBLIC_KEY.test(publicKey)) {
      throw badRequest(
        'Failed to parse public key: expected an OpenSSH public key like "ssh-ed25519 AAAA... comment"',
      )
    }
    assertNameFree('ssh-key', myKeys(), body.name)
    const key = {
      ...newResource(body),
      public_key: publicKey,
      silo_user_id: currentUser().id,
    }
    db.sshKeys.push(key)
    return key
  },

  currentUserSshKeyView: ({ path }) => lookupMyKey(path.sshKey),

  currentUserSshKeyDelete({ path }) {
    const key = lookupMyKey(path.sshKey)
    removeWhere(db.sshKeys, (k) => k.id === key.id)
    removeWhere(db.instanceSshKeys, (k) => k.ssh_key_id === key.id)
    return NoContent
  },
} satisfies Partial<MSWHandlers>
