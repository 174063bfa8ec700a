import { alertCases } from './alerts'
import { computeCases } from './compute'
import { hardwareCases } from './hardware'
import { ipCases } from './ips'
import { metricsCases } from './metrics'
import { multicastCases } from './multicast'
import { networkCases } from './network'
import { operatorCases } from './operator'
import { probeCases } from './probes'
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
  ...multicastCases,
  ...ipCases,
  ...subnetCases,
  ...probeCases,
  ...systemCases,
  ...siloAdminCases,
  ...hardwareCases,
  ...updateCases,
  ...metricsCases,
  ...rackNetworkingCases,
  ...alertCases,
  ...operatorCases,
]
