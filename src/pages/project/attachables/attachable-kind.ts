import type { ApiRequest, OperationId } from '~/api/client'
import type { ListItem } from '~/api/query'
import type { ExportKind } from '~/export/project-data'
import type { IdentityValues } from '~/util/names'

export type AttachableListOp = 'floatingIpList' | 'externalSubnetList'
/** A floating IP or an external subnet, as the list shows it. */
export type AttachableRow = ListItem<AttachableListOp>

/**
 * What differs between floating IPs and external subnets: project resources
 * holding external addresses (one address, or a whole block) that attach to
 * one instance at a time. Their list, confirms and attach modals are one set
 * of components (this folder) that take a kind. (The row accessors are
 * methods, so a floating IP's kind is also a kind of either row.)
 */
export type AttachableKind<K extends AttachableListOp = AttachableListOp> = {
  /** "floating IP" */
  noun: string
  /** the article before the noun: "a floating IP", "an external subnet" */
  article: 'a' | 'an'
  /** what traffic is sent to, in "Traffic to the address then reaches that instance" */
  addressWord: string
  listOp: K
  /** the list page's heading and crumb: "Floating IPs" */
  title: string
  /** the list table's name: "Floating IPs" */
  listLabel: string
  /** the list page's create link */
  newLabel: string
  listEmptyBody: string
  /** what its "Copy as Terraform" exports, where the export has it (floating IPs) */
  terraform?: ExportKind
  /** the address column's header and value */
  addressHeader: string
  address(row: ListItem<K>): string
  /** the pool column's header and the row's pool */
  poolHeader: string
  poolId(row: ListItem<K>): string
  /** the delete confirm's last words: where the address goes */
  deleteNote: string
  paths: {
    list: (selector: { project: string }) => string
    create: (selector: { project: string }) => string
    edit: (project: string, name: string) => string
    /** its Activity, where it has one */
    activity?: (project: string, name: string) => string
  }
  requests: {
    attach: (project: string, name: string, instance: string) => ApiRequest
    detach: (project: string, name: string) => ApiRequest
    /** an edit: the name and description are all that change */
    update: (project: string, name: string, body: IdentityValues) => ApiRequest
    delete: (project: string, name: string) => ApiRequest
  }
  /** what an attach, detach or delete makes stale, on the list and the instances' pages */
  queries: OperationId[]
}
