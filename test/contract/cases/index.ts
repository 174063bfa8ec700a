import { alertCases } from './alerts'
import { computeCases } from './compute'
import { hardwareCases } from './hardware'
import { ipCases } from './ips'
import { metricsCases } from './metrics'
import { networkCases } from './network'
import { operatorCases } from './operator'
import { rackNetworkingCases } from './rack-networking'
import { policyCases, projectCases, sessionCases } from './session'
import { siloAdminCases } from './silo-admin'
import { subnetCases } from './subnets'
import { systemCases } from './system'
import type { Case } from './types'
import { updateCases } from './updates'

export const allCases: Case[] = [
  ...sessionCases,
  ...projectCases,
  ...policyCases,
  ...computeCases,
  ...networkCases,
  ...ipCases,
  ...subnetCases,
  ...systemCases,
  ...siloAdminCases,
  ...hardwareCases,
  ...updateCases,
  ...metricsCases,
  ...rackNetworkingCases,
  ...alertCases,
  ...operatorCases,
]
