/* eslint-disable */

  import { z, ZodType } from 'zod/v4';
  import { processResponseBody, uniqueItems } from './util';

  /**
   * Zod only supports string enums at the moment. A previous issue was opened
   * and closed as stale but it provided a hint on how to implement it.
   *
   * @see https://github.com/colinhacks/zod/issues/1118
   * TODO: PR an update for zod to support other native enum types
   */
  const IntEnum = <T extends readonly number[]>(values: T) => 
      z.number().refine((v) => values.includes(v)) as ZodType<T[number]>;

  /** Helper to ensure booleans provided as strings end up with the correct value */
  const SafeBoolean = z.preprocess(v => v === "false" ? false : v, z.coerce.boolean())
  
/**
* An IPv4 subnet
 */
export const Ipv4Net = z.preprocess(processResponseBody,z.string().regex(/^(([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])\.){3}([0-9]|[1-9][0-9]|1[0-9][0-9]|2[0-4][0-9]|25[0-5])\/([0-9]|1[0-9]|2[0-9]|3[0-2])$/))

/**
* An IPv6 subnet
 */
export const Ipv6Net = z.preprocess(processResponseBody,z.string().regex(/^(([0-9a-fA-F]{1,4}:){7,7}[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,7}:|([0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|([0-9a-fA-F]{1,4}:){1,5}(:[0-9a-fA-F]{1,4}){1,2}|([0-9a-fA-F]{1,4}:){1,4}(:[0-9a-fA-F]{1,4}){1,3}|([0-9a-fA-F]{1,4}:){1,3}(:[0-9a-fA-F]{1,4}){1,4}|([0-9a-fA-F]{1,4}:){1,2}(:[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:((:[0-9a-fA-F]{1,4}){1,6})|:((:[0-9a-fA-F]{1,4}){1,7}|:)|fe80:(:[0-9a-fA-F]{0,4}){0,4}%[0-9a-zA-Z]{1,}|::(ffff(:0{1,4}){0,1}:){0,1}((25[0-5]|(2[0-4]|1{0,1}[0-9]){0,1}[0-9])\.){3,3}(25[0-5]|(2[0-4]|1{0,1}[0-9]){0,1}[0-9])|([0-9a-fA-F]{1,4}:){1,4}:((25[0-5]|(2[0-4]|1{0,1}[0-9]){0,1}[0-9])\.){3,3}(25[0-5]|(2[0-4]|1{0,1}[0-9]){0,1}[0-9]))\/([0-9]|[1-9][0-9]|1[0-1][0-9]|12[0-8])$/))

export const IpNet = z.preprocess(processResponseBody,z.union([
Ipv4Net,
Ipv6Net,
])
)

/**
* A name unique within the parent collection
 */
export const Name = z.preprocess(processResponseBody,z.string().min(1).max(63).regex(/^(?![0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$)^[a-z]([a-zA-Z0-9-]*[a-zA-Z0-9]+)?$/))

export const NameOrId = z.preprocess(processResponseBody,z.union([
z.uuid(),
Name,
])
)

export const Address = z.preprocess(processResponseBody,z.object({"address": IpNet,
"addressLot": NameOrId,
"vlanId": z.number().min(0).max(65535).nullable().optional(),
}))

export const IpVersion = z.preprocess(processResponseBody,z.enum(["v4","v6"]))

export const PoolSelector = z.preprocess(processResponseBody,z.union([
z.object({"pool": NameOrId,
"type": z.enum(["explicit"]),
}),
z.object({"ipVersion": IpVersion.nullable().default(null),
"type": z.enum(["auto"]),
}),
])
)

export const AddressAllocator = z.preprocess(processResponseBody,z.union([
z.object({"ip": z.union([z.ipv4(), z.ipv6()]),
"type": z.enum(["explicit"]),
}),
z.object({"poolSelector": PoolSelector.default({"ipVersion":null,"type":"auto"}),
"type": z.enum(["auto"]),
}),
])
)

export const AddressConfig = z.preprocess(processResponseBody,z.object({"addresses": Address.array(),
"linkName": Name,
}))

export const AddressLotKind = z.preprocess(processResponseBody,z.enum(["infra", "pool"])
)

export const AddressLot = z.preprocess(processResponseBody,z.object({"description": z.string(),
"id": z.uuid(),
"kind": AddressLotKind,
"name": Name,
"timeCreated": z.coerce.date(),
"timeModified": z.coerce.date(),
}))

export const AddressLotBlock = z.preprocess(processResponseBody,z.object({"firstAddress": z.union([z.ipv4(), z.ipv6()]),
"id": z.uuid(),
"lastAddress": z.union([z.ipv4(), z.ipv6()]),
}))

export const AddressLotBlockCreate = z.preprocess(processResponseBody,z.object({"firstAddress": z.union([z.ipv4(), z.ipv6()]),
"lastAddress": z.union([z.ipv4(), z.ipv6()]),
}))

export const AddressLotBlockResultsPage = z.preprocess(processResponseBody,z.object({"items": AddressLotBlock.array(),
"nextPage": z.string().nullable().optional(),
}))

export const AddressLotCreate = z.preprocess(processResponseBody,z.object({"blocks": AddressLotBlockCreate.array(),
"description": z.string(),
"kind": AddressLotKind,
"name": Name,
}))

export const AddressLotCreateResponse = z.preprocess(processResponseBody,z.object({"blocks": AddressLotBlock.array(),
"lot": AddressLot,
}))

export const AddressLotResultsPage = z.preprocess(processResponseBody,z.object({"items": AddressLot.array(),
"nextPage": z.string().nullable().optional(),
}))

export const AddressLotViewResponse = z.preprocess(processResponseBody,z.object({"blocks": AddressLotBlock.array(),
"lot": AddressLot,
}))

export const FailureDomain = z.preprocess(processResponseBody,z.enum(["sled"]))

export const AffinityPolicy = z.preprocess(processResponseBody,z.enum(["allow", "fail"])
)

export const AffinityGroup = z.preprocess(processResponseBody,z.object({"description": z.string(),
"failureDomain": FailureDomain,
"id": z.uuid(),
"name": Name,
"policy": AffinityPolicy,
"projectId": z.uuid(),
"timeCreated": z.coerce.date(),
"timeModified": z.coerce.date(),
}))

export const AffinityGroupCreate = z.preprocess(processResponseBody,z.object({"description": z.string(),
"failureDomain": FailureDomain,
"name": Name,
"policy": AffinityPolicy,
}))

export const InstanceState = z.preprocess(processResponseBody,z.enum(["creating", "starting", "running", "stopping", "stopped", "rebooting", "migrating", "repairing", "failed", "destroyed"])
)

export const AffinityGroupMember = z.preprocess(processResponseBody,z.object({"type": z.enum(["instance"]),
"value": z.object({"id": z.uuid(),
"name": Name,
"runState": InstanceState,
}),
}))

export const AffinityGroupMemberResultsPage = z.preprocess(processResponseBody,z.object({"items": AffinityGroupMember.array(),
"nextPage": z.string().nullable().optional(),
}))

export const AffinityGroupResultsPage = z.preprocess(processResponseBody,z.object({"items": AffinityGroup.array(),
"nextPage": z.string().nullable().optional(),
}))

export const AffinityGroupUpdate = z.preprocess(processResponseBody,z.object({"description": z.string().nullable().optional(),
"name": Name.nullable().optional(),
}))

export const BgpMessageHistory = z.preprocess(processResponseBody,z.record(z.string(), z.unknown()))

export const SwitchSlot = z.preprocess(processResponseBody,z.enum(["switch0", "switch1"])
)

export const SwitchBgpHistory = z.preprocess(processResponseBody,z.object({"history": z.record(z.string(),BgpMessageHistory),
"switch": SwitchSlot,
}))

export const AggregateBgpMessageHistory = z.preprocess(processResponseBody,z.object({"switchHistories": SwitchBgpHistory.array(),
}))

export const Alert = z.preprocess(processResponseBody,z.object({"alert": z.record(z.string(), z.unknown()),
"class": z.string(),
"id": z.uuid(),
"timeCreated": z.coerce.date(),
"timeModified": z.coerce.date(),
"version": z.number().min(0).max(4294967295),
}))

export const AlertClass = z.preprocess(processResponseBody,z.object({"description": z.string(),
"name": z.string(),
}))

export const AlertClassResultsPage = z.preprocess(processResponseBody,z.object({"items": AlertClass.array(),
"nextPage": z.string().nullable().optional(),
}))

export const WebhookDeliveryResponse = z.preprocess(processResponseBody,z.object({"durationMs": z.number().min(0),
"status": z.number().min(0).max(65535),
}))

export const WebhookDeliveryAttemptResult = z.preprocess(processResponseBody,z.enum(["succeeded", "failed_http_error", "failed_unreachable", "failed_timeout"])
)

export const WebhookDeliveryAttempt = z.preprocess(processResponseBody,z.object({"attempt": z.number().min(0),
"response": WebhookDeliveryResponse.nullable().optional(),
"result": WebhookDeliveryAttemptResult,
"timeSent": z.coerce.date(),
}))

export const AlertDeliveryAttempts = z.preprocess(processResponseBody,z.object({"webhook": WebhookDeliveryAttempt.array(),
}))

export const AlertDeliveryState = z.preprocess(processResponseBody,z.enum(["pending", "delivered", "failed"])
)

export const AlertDeliveryTrigger = z.preprocess(processResponseBody,z.enum(["alert", "resend", "probe"])
)

export const AlertDelivery = z.preprocess(processResponseBody,z.object({"alertClass": z.string(),
"alertId": z.uuid(),
"attempts": AlertDeliveryAttempts,
"id": z.uuid(),
"receiverId": z.uuid(),
"state": AlertDeliveryState,
"timeStarted": z.coerce.date(),
"trigger": AlertDeliveryTrigger,
}))

export const AlertDeliveryId = z.preprocess(processResponseBody,z.object({"deliveryId": z.uuid(),
}))

export const AlertDeliveryResultsPage = z.preprocess(processResponseBody,z.object({"items": AlertDelivery.array(),
"nextPage": z.string().nullable().optional(),
}))

export const AlertProbeResult = z.preprocess(processResponseBody,z.object({"probe": AlertDelivery,
"resendsStarted": z.number().min(0).nullable().optional(),
}))

export const WebhookSecret = z.preprocess(processResponseBody,z.object({"id": z.uuid(),
"timeCreated": z.coerce.date(),
}))

export const AlertReceiverKind = z.preprocess(processResponseBody,z.object({"endpoint": z.string(),
"kind": z.enum(["webhook"]),
"secrets": WebhookSecret.array(),
}))

/**
* A webhook event class subscription
 */
export const AlertSubscription = z.preprocess(processResponseBody,z.string().regex(/^([a-zA-Z0-9_]+|\*|\*\*)(\.([a-zA-Z0-9_]+|\*|\*\*))*$/))

export const AlertReceiver = z.preprocess(processResponseBody,z.object({"description": z.string(),
"id": z.uuid(),
"kind": AlertReceiverKind,
"name": Name,
"subscriptions": AlertSubscription.array(),
"timeCreated": z.coerce.date(),
"timeModified": z.coerce.date(),
}))

export const AlertReceiverResultsPage = z.preprocess(processResponseBody,z.object({"items": AlertReceiver.array(),
"nextPage": z.string().nullable().optional(),
}))

export const AlertResultsPage = z.preprocess(processResponseBody,z.object({"items": Alert.array(),
"nextPage": z.string().nullable().optional(),
}))

export const AlertSubscriptionCreate = z.preprocess(processResponseBody,z.object({"subscription": AlertSubscription,
}))

export const AlertSubscriptionCreated = z.preprocess(processResponseBody,z.object({"subscription": AlertSubscription,
}))

export const AllowedSourceIps = z.preprocess(processResponseBody,z.union([
z.object({"allow": z.enum(["any"]),
}),
z.object({"allow": z.enum(["list"]),
"ips": IpNet.array(),
}),
])
)

export const AllowList = z.preprocess(processResponseBody,z.object({"allowedIps": AllowedSourceIps,
"timeCreated": z.coerce.date(),
"timeModified": z.coerce.date(),
}))

export const AllowListUpdate = z.preprocess(processResponseBody,z.object({"allowedIps": AllowedSourceIps,
}))

export const AntiAffinityGroup = z.preprocess(processResponseBody,z.object({"description": z.string(),
"failureDomain": FailureDomain,
"id": z.uuid(),
"name": Name,
"policy": AffinityPolicy,
"projectId": z.uuid(),
"timeCreated": z.coerce.date(),
"timeModified": z.coerce.date(),
}))

export const AntiAffinityGroupCreate = z.preprocess(processResponseBody,z.object({"description": z.string(),
"failureDomain": FailureDomain,
"name": Name,
"policy": AffinityPolicy,
}))

export const AntiAffinityGroupMember = z.preprocess(processResponseBody,z.object({"type": z.enum(["instance"]),
"value": z.object({"id": z.uuid(),
"name": Name,
"runState": InstanceState,
}),
}))

export const AntiAffinityGroupMemberResultsPage = z.preprocess(processResponseBody,z.object({"items": AntiAffinityGroupMember.array(),
"nextPage": z.string().nullable().optional(),
}))

export const AntiAffinityGroupResultsPage = z.preprocess(processResponseBody,z.object({"items": AntiAffinityGroup.array(),
"nextPage": z.string().nullable().optional(),
}))

export const AntiAffinityGroupUpdate = z.preprocess(processResponseBody,z.object({"description": z.string().nullable().optional(),
"name": Name.nullable().optional(),
}))

export const AuditLogEntryActor = z.preprocess(processResponseBody,z.union([
z.object({"kind": z.enum(["user_builtin"]),
"userBuiltinId": z.uuid(),
}),
z.object({"kind": z.enum(["silo_user"]),
"siloId": z.uuid(),
"siloUserId": z.uuid(),
}),
z.object({"kind": z.enum(["scim"]),
"siloId": z.uuid(),
}),
z.object({"kind": z.enum(["unauthenticated"]),
}),
])
)

export const AuthMethod = z.preprocess(processResponseBody,z.enum(["session_cookie", "access_token", "scim_token"])
)

export const AuditLogEntryResult = z.preprocess(processResponseBody,z.union([
z.object({"httpStatusCode": z.number().min(0).max(65535),
"kind": z.enum(["success"]),
}),
z.object({"errorCode": z.string().nullable().optional(),
"errorMessage": z.string(),
"httpStatusCode": z.number().min(0).max(65535),
"kind": z.enum(["error"]),
}),
z.object({"kind": z.enum(["unknown"]),
}),
])
)

export const AuditLogEntry = z.preprocess(processResponseBody,z.object({"actor": AuditLogEntryActor,
"authMethod": AuthMethod.nullable().optional(),
"credentialId": z.uuid().nullable().optional(),
"id": z.uuid(),
"operationId": z.string(),
"requestId": z.string(),
"requestUri": z.string(),
"result": AuditLogEntryResult,
"sourceIp": z.union([z.ipv4(), z.ipv6()]),
"timeCompleted": z.coerce.date(),
"timeStarted": z.coerce.date(),
"userAgent": z.string().nullable().optional(),
}))

export const AuditLogEntryResultsPage = z.preprocess(processResponseBody,z.object({"items": AuditLogEntry.array(),
"nextPage": z.string().nullable().optional(),
}))

export const AuthzScope = z.preprocess(processResponseBody,z.enum(["fleet", "silo", "project", "viewable_to_all"])
)

export const Baseboard = z.preprocess(processResponseBody,z.object({"part": z.string(),
"revision": z.number().min(0).max(4294967295),
"serial": z.string(),
}))

export const BaseboardId = z.preprocess(processResponseBody,z.object({"partNumber": z.string(),
"serialNumber": z.string(),
}))

export const BfdMode = z.preprocess(processResponseBody,z.enum(["single_hop","multi_hop"]))

export const BfdSessionDisable = z.preprocess(processResponseBody,z.object({"remote": z.union([z.ipv4(), z.ipv6()]),
"switchSlot": SwitchSlot,
}))

export const BfdSessionEnable = z.preprocess(processResponseBody,z.object({"detectionThreshold": z.number().min(0).max(255),
"local": z.union([z.ipv4(), z.ipv6()]).nullable().optional(),
"mode": BfdMode,
"remote": z.union([z.ipv4(), z.ipv6()]),
"requiredRx": z.number().min(0),
"switchSlot": SwitchSlot,
}))

export const BfdState = z.preprocess(processResponseBody,z.enum(["admin_down", "down", "init", "up"])
)

export const BfdStatus = z.preprocess(processResponseBody,z.object({"detectionThreshold": z.number().min(0).max(255),
"local": z.union([z.ipv4(), z.ipv6()]).nullable().optional(),
"mode": BfdMode,
"peer": z.union([z.ipv4(), z.ipv6()]),
"requiredRx": z.number().min(0),
"state": BfdState,
"switchSlot": SwitchSlot,
}))

export const BgpAnnounceSet = z.preprocess(processResponseBody,z.object({"description": z.string(),
"id": z.uuid(),
"name": Name,
"timeCreated": z.coerce.date(),
"timeModified": z.coerce.date(),
}))

export const BgpAnnouncementCreate = z.preprocess(processResponseBody,z.object({"addressLotBlock": NameOrId,
"network": IpNet,
}))

export const BgpAnnounceSetCreate = z.preprocess(processResponseBody,z.object({"announcement": BgpAnnouncementCreate.array(),
"description": z.string(),
"name": Name,
}))

export const BgpAnnouncement = z.preprocess(processResponseBody,z.object({"addressLotBlockId": z.uuid(),
"announceSetId": z.uuid(),
"network": IpNet,
}))

export const MaxPathConfig = z.preprocess(processResponseBody,z.number().min(1).max(32))

export const BgpConfig = z.preprocess(processResponseBody,z.object({"asn": z.number().min(0).max(4294967295),
"description": z.string(),
"id": z.uuid(),
"maxPaths": MaxPathConfig,
"name": Name,
"timeCreated": z.coerce.date(),
"timeModified": z.coerce.date(),
"vrf": z.string().nullable().optional(),
}))

export const BgpConfigCreate = z.preprocess(processResponseBody,z.object({"asn": z.number().min(0).max(4294967295),
"bgpAnnounceSetId": NameOrId,
"description": z.string(),
"maxPaths": MaxPathConfig.default(1),
"name": Name,
"vrf": Name.nullable().optional(),
}))

export const BgpConfigResultsPage = z.preprocess(processResponseBody,z.object({"items": BgpConfig.array(),
"nextPage": z.string().nullable().optional(),
}))

export const BgpConfigUpdate = z.preprocess(processResponseBody,z.object({"bgpAnnounceSetId": NameOrId.nullable().optional(),
"description": z.string().nullable().optional(),
"maxPaths": MaxPathConfig.nullable().optional(),
"name": Name.nullable().optional(),
}))

export const BgpExported = z.preprocess(processResponseBody,z.object({"peerId": z.string(),
"prefix": IpNet,
"switch": SwitchSlot,
}))

export const BgpImported = z.preprocess(processResponseBody,z.object({"id": z.number().min(0).max(4294967295),
"nexthop": z.union([z.ipv4(), z.ipv6()]),
"prefix": IpNet,
"switch": SwitchSlot,
}))

export const RouterLifetimeConfig = z.preprocess(processResponseBody,z.number().min(0).max(9000))

export const RouterPeerType = z.preprocess(processResponseBody,z.union([
z.object({"routerLifetime": RouterLifetimeConfig,
"type": z.enum(["unnumbered"]),
}),
z.object({"srcAddr": z.union([z.ipv4(), z.ipv6()]).nullable().default(null),
"targetAddr": z.union([z.ipv4(), z.ipv6()]),
"type": z.enum(["numbered"]),
}),
])
)

export const ImportExportPolicy = z.preprocess(processResponseBody,z.union([
z.object({"type": z.enum(["no_filtering"]),
}),
z.object({"type": z.enum(["allow"]),
"value": IpNet.array(),
}),
])
)

export const BgpPeer = z.preprocess(processResponseBody,z.object({"addr": RouterPeerType,
"allowedExport": ImportExportPolicy,
"allowedImport": ImportExportPolicy,
"bgpConfig": NameOrId,
"communities": z.number().min(0).max(4294967295).array(),
"connectRetry": z.number().min(0).max(4294967295),
"delayOpen": z.number().min(0).max(4294967295),
"enforceFirstAs": SafeBoolean,
"holdTime": z.number().min(0).max(4294967295),
"idleHoldTime": z.number().min(0).max(4294967295),
"keepalive": z.number().min(0).max(4294967295),
"localPref": z.number().min(0).max(4294967295).nullable().optional(),
"md5AuthKey": z.string().nullable().optional(),
"minTtl": z.number().min(0).max(255).nullable().optional(),
"multiExitDiscriminator": z.number().min(0).max(4294967295).nullable().optional(),
"remoteAsn": z.number().min(0).max(4294967295).nullable().optional(),
"vlanId": z.number().min(0).max(65535).nullable().optional(),
}))

export const BgpPeerConfig = z.preprocess(processResponseBody,z.object({"linkName": Name,
"peers": BgpPeer.array(),
}))

export const BgpPeerState = z.preprocess(processResponseBody,z.enum(["idle", "connect", "active", "open_sent", "open_confirm", "connection_collision", "session_setup", "established"])
)

export const BgpPeerStatus = z.preprocess(processResponseBody,z.object({"addr": z.union([z.ipv4(), z.ipv6()]),
"localAsn": z.number().min(0).max(4294967295),
"peerId": z.string(),
"remoteAsn": z.number().min(0).max(4294967295),
"state": BgpPeerState,
"stateDurationMillis": z.number().min(0),
"switch": SwitchSlot,
}))

export const BinRangedouble = z.preprocess(processResponseBody,z.union([
z.object({"end": z.number(),
"type": z.enum(["range_to"]),
}),
z.object({"end": z.number(),
"start": z.number(),
"type": z.enum(["range"]),
}),
z.object({"start": z.number(),
"type": z.enum(["range_from"]),
}),
])
)

export const BinRangefloat = z.preprocess(processResponseBody,z.union([
z.object({"end": z.number(),
"type": z.enum(["range_to"]),
}),
z.object({"end": z.number(),
"start": z.number(),
"type": z.enum(["range"]),
}),
z.object({"start": z.number(),
"type": z.enum(["range_from"]),
}),
])
)

export const BinRangeint16 = z.preprocess(processResponseBody,z.union([
z.object({"end": z.number().min(-32767).max(32767),
"type": z.enum(["range_to"]),
}),
z.object({"end": z.number().min(-32767).max(32767),
"start": z.number().min(-32767).max(32767),
"type": z.enum(["range"]),
}),
z.object({"start": z.number().min(-32767).max(32767),
"type": z.enum(["range_from"]),
}),
])
)

export const BinRangeint32 = z.preprocess(processResponseBody,z.union([
z.object({"end": z.number().min(-2147483647).max(2147483647),
"type": z.enum(["range_to"]),
}),
z.object({"end": z.number().min(-2147483647).max(2147483647),
"start": z.number().min(-2147483647).max(2147483647),
"type": z.enum(["range"]),
}),
z.object({"start": z.number().min(-2147483647).max(2147483647),
"type": z.enum(["range_from"]),
}),
])
)

export const BinRangeint64 = z.preprocess(processResponseBody,z.union([
z.object({"end": z.number(),
"type": z.enum(["range_to"]),
}),
z.object({"end": z.number(),
"start": z.number(),
"type": z.enum(["range"]),
}),
z.object({"start": z.number(),
"type": z.enum(["range_from"]),
}),
])
)

export const BinRangeint8 = z.preprocess(processResponseBody,z.union([
z.object({"end": z.number().min(-127).max(127),
"type": z.enum(["range_to"]),
}),
z.object({"end": z.number().min(-127).max(127),
"start": z.number().min(-127).max(127),
"type": z.enum(["range"]),
}),
z.object({"start": z.number().min(-127).max(127),
"type": z.enum(["range_from"]),
}),
])
)

export const BinRangeuint16 = z.preprocess(processResponseBody,z.union([
z.object({"end": z.number().min(0).max(65535),
"type": z.enum(["range_to"]),
}),
z.object({"end": z.number().min(0).max(65535),
"start": z.number().min(0).max(65535),
"type": z.enum(["range"]),
}),
z.object({"start": z.number().min(0).max(65535),
"type": z.enum(["range_from"]),
}),
])
)

export const BinRangeuint32 = z.preprocess(processResponseBody,z.union([
z.object({"end": z.number().min(0).max(4294967295),
"type": z.enum(["range_to"]),
}),
z.object({"end": z.number().min(0).max(4294967295),
"start": z.number().min(0).max(4294967295),
"type": z.enum(["range"]),
}),
z.object({"start": z.number().min(0).max(4294967295),
"type": z.enum(["range_from"]),
}),
])
)

export const BinRangeuint64 = z.preprocess(processResponseBody,z.union([
z.object({"end": z.number().min(0),
"type": z.enum(["range_to"]),
}),
z.object({"end": z.number().min(0),
"start": z.number().min(0),
"type": z.enum(["range"]),
}),
z.object({"start": z.number().min(0),
"type": z.enum(["range_from"]),
}),
])
)

export const BinRangeuint8 = z.preprocess(processResponseBody,z.union([
z.object({"end": z.number().min(0).max(255),
"type": z.enum(["range_to"]),
}),
z.object({"end": z.number().min(0).max(255),
"start": z.number().min(0).max(255),
"type": z.enum(["range"]),
}),
z.object({"start": z.number().min(0).max(255),
"type": z.enum(["range_from"]),
}),
])
)

export const Bindouble = z.preprocess(processResponseBody,z.object({"count": z.number().min(0),
"range": BinRangedouble,
}))

export const Binfloat = z.preprocess(processResponseBody,z.object({"count": z.number().min(0),
"range": BinRangefloat,
}))

export const Binint16 = z.preprocess(processResponseBody,z.object({"count": z.number().min(0),
"range": BinRangeint16,
}))

export const Binint32 = z.preprocess(processResponseBody,z.object({"count": z.number().min(0),
"range": BinRangeint32,
}))

export const Binint64 = z.preprocess(processResponseBody,z.object({"count": z.number().min(0),
"range": BinRangeint64,
}))

export const Binint8 = z.preprocess(processResponseBody,z.object({"count": z.number().min(0),
"range": BinRangeint8,
}))

export const Binuint16 = z.preprocess(processResponseBody,z.object({"count": z.number().min(0),
"range": BinRangeuint16,
}))

export const Binuint32 = z.preprocess(processResponseBody,z.object({"count": z.number().min(0),
"range": BinRangeuint32,
}))

export const Binuint64 = z.preprocess(processResponseBody,z.object({"count": z.number().min(0),
"range": BinRangeuint64,
}))

export const Binuint8 = z.preprocess(processResponseBody,z.object({"count": z.number().min(0),
"range": BinRangeuint8,
}))

/**
* Block size in bytes
 */
export const BlockSize = z.preprocess(processResponseBody,IntEnum([512,2048,4096] as const))

export const ByteCount = z.preprocess(processResponseBody,z.number().min(0))

export const ServiceUsingCertificate = z.preprocess(processResponseBody,z.enum(["external_api"]))

export const Certificate = z.preprocess(processResponseBody,z.object({"cert": z.string(),
"description": z.string(),
"id": z.uuid(),
"name": Name,
"service": ServiceUsingCertificate,
"timeCreated": z.coerce.date(),
"timeModified": z.coerce.date(),
}))

export const CertificateCreate = z.preprocess(processResponseBody,z.object({"cert": z.string(),
"description": z.string(),
"key": z.string(),
"name": Name,
"service": ServiceUsingCertificate,
}))

export const CertificateResultsPage = z.preprocess(processResponseBody,z.object({"items": Certificate.array(),
"nextPage": z.string().nullable().optional(),
}))

export const ConsoleSession = z.preprocess(processResponseBody,z.object({"id": z.uuid(),
"timeCreated": z.coerce.date(),
"timeLastUsed": z.coerce.date(),
}))

export const ConsoleSessionResultsPage = z.preprocess(processResponseBody,z.object({"items": ConsoleSession.array(),
"nextPage": z.string().nullable().optional(),
}))

export const Cumulativedouble = z.preprocess(processResponseBody,z.object({"startTime": z.coerce.date(),
"value": z.number(),
}))

export const Cumulativefloat = z.preprocess(processResponseBody,z.object({"startTime": z.coerce.date(),
"value": z.number(),
}))

export const Cumulativeint64 = z.preprocess(processResponseBody,z.object({"startTime": z.coerce.date(),
"value": z.number(),
}))

export const Cumulativeuint64 = z.preprocess(processResponseBody,z.object({"startTime": z.coerce.date(),
"value": z.number().min(0),
}))

export const CurrentUser = z.preprocess(processResponseBody,z.object({"displayName": z.string(),
"fleetViewer": SafeBoolean,
"id": z.uuid(),
"siloAdmin": SafeBoolean,
"siloId": z.uuid(),
"siloName": Name,
"timeCreated": z.coerce.date(),
"timeModified": z.coerce.date(),
}))

export const Quantile = z.preprocess(processResponseBody,z.object({"desiredMarkerPositions": z.number().array(),
"markerHeights": z.number().array(),
"markerPositions": z.number().min(0).array(),
"p": z.number(),
}))

export const Histogramint8 = z.preprocess(processResponseBody,z.object({"bins": Binint8.array(),
"max": z.number().min(-127).max(127),
"min": z.number().min(-127).max(127),
"nSamples": z.number().min(0),
"p50": Quantile,
"p90": Quantile,
"p99": Quantile,
"squaredMean": z.number(),
"startTime": z.coerce.date(),
"sumOfSamples": z.number(),
}))

export const Histogramuint8 = z.preprocess(processResponseBody,z.object({"bins": Binuint8.array(),
"max": z.number().min(0).max(255),
"min": z.number().min(0).max(255),
"nSamples": z.number().min(0),
"p50": Quantile,
"p90": Quantile,
"p99": Quantile,
"squaredMean": z.number(),
"startTime": z.coerce.date(),
"sumOfSamples": z.number(),
}))

export const Histogramint16 = z.preprocess(processResponseBody,z.object({"bins": Binint16.array(),
"max": z.number().min(-32767).max(32767),
"min": z.number().min(-32767).max(32767),
"nSamples": z.number().min(0),
"p50": Quantile,
"p90": Quantile,
"p99": Quantile,
"squaredMean": z.number(),
"startTime": z.coerce.date(),
"sumOfSamples": z.number(),
}))

export const Histogramuint16 = z.preprocess(processResponseBody,z.object({"bins": Binuint16.array(),
"max": z.number().min(0).max(65535),
"min": z.number().min(0).max(65535),
"nSamples": z.number().min(0),
"p50": Quantile,
"p90": Quantile,
"p99": Quantile,
"squaredMean": z.number(),
"startTime": z.coerce.date(),
"sumOfSamples": z.number(),
}))

export const Histogramint32 = z.preprocess(processResponseBody,z.object({"bins": Binint32.array(),
"max": z.number().min(-2147483647).max(2147483647),
"min": z.number().min(-2147483647).max(2147483647),
"nSamples": z.number().min(0),
"p50": Quantile,
"p90": Quantile,
"p99": Quantile,
"squaredMean": z.number(),
"startTime": z.coerce.date(),
"sumOfSamples": z.number(),
}))

export const Histogramuint32 = z.preprocess(processResponseBody,z.object({"bins": Binuint32.array(),
"max": z.number().min(0).max(4294967295),
"min": z.number().min(0).max(4294967295),
"nSamples": z.number().min(0),
"p50": Quantile,
"p90": Quantile,
"p99": Quantile,
"squaredMean": z.number(),
"startTime": z.coerce.date(),
"sumOfSamples": z.number(),
}))

export const Histogramint64 = z.preprocess(processResponseBody,z.object({"bins": Binint64.array(),
"max": z.number(),
"min": z.number(),
"nSamples": z.number().min(0),
"p50": Quantile,
"p90": Quantile,
"p99": Quantile,
"squaredMean": z.number(),
"startTime": z.coerce.date(),
"sumOfSamples": z.number(),
}))

export const Histogramuint64 = z.preprocess(processResponseBody,z.object({"bins": Binuint64.array(),
"max": z.number().min(0),
"min": z.number().min(0),
"nSamples": z.number().min(0),
"p50": Quantile,
"p90": Quantile,
"p99": Quantile,
"squaredMean": z.number(),
"startTime": z.coerce.date(),
"sumOfSamples": z.number(),
}))

export const Histogramfloat = z.preprocess(processResponseBody,z.object({"bins": Binfloat.array(),
"max": z.number(),
"min": z.number(),
"nSamples": z.number().min(0),
"p50": Quantile,
"p90": Quantile,
"p99": Quantile,
"squaredMean": z.number(),
"startTime": z.coerce.date(),
"sumOfSamples": z.number(),
}))

export const Histogramdouble = z.preprocess(processResponseBody,z.object({"bins": Bindouble.array(),
"max": z.number(),
"min": z.number(),
"nSamples": z.number().min(0),
"p50": Quantile,
"p90": Quantile,
"p99": Quantile,
"squaredMean": z.number(),
"startTime": z.coerce.date(),
"sumOfSamples": z.number(),
}))

export const DatumType = z.preprocess(processResponseBody,z.enum(["bool","i8","u8","i16","u16","i32","u32","i64","u64","f32","f64","string","bytes","cumulative_i64","cumulative_u64","cumulative_f32","cumulative_f64","histogram_i8","histogram_u8","histogram_i16","histogram_u16","histogram_i32","histogram_u32","histogram_i64","histogram_u64","histogram_f32","histogram_f64"]))

export const MissingDatum = z.preprocess(processResponseBody,z.object({"datumType": DatumType,
"startTime": z.coerce.date().nullable().optional(),
}))

export const Datum = z.preprocess(processResponseBody,z.union([
z.object({"datum": SafeBoolean,
"type": z.enum(["bool"]),
}),
z.object({"datum": z.number().min(-127).max(127),
"type": z.enum(["i8"]),
}),
z.object({"datum": z.number().min(0).max(255),
"type": z.enum(["u8"]),
}),
z.object({"datum": z.number().min(-32767).max(32767),
"type": z.enum(["i16"]),
}),
z.object({"datum": z.number().min(0).max(65535),
"type": z.enum(["u16"]),
}),
z.object({"datum": z.number().min(-2147483647).max(2147483647),
"type": z.enum(["i32"]),
}),
z.object({"datum": z.number().min(0).max(4294967295),
"type": z.enum(["u32"]),
}),
z.object({"datum": z.number(),
"type": z.enum(["i64"]),
}),
z.object({"datum": z.number().min(0),
"type": z.enum(["u64"]),
}),
z.object({"datum": z.number(),
"type": z.enum(["f32"]),
}),
z.object({"datum": z.number(),
"type": z.enum(["f64"]),
}),
z.object({"datum": z.string(),
"type": z.enum(["string"]),
}),
z.object({"datum": z.number().min(0).max(255).array(),
"type": z.enum(["bytes"]),
}),
z.object({"datum": Cumulativeint64,
"type": z.enum(["cumulative_i64"]),
}),
z.object({"datum": Cumulativeuint64,
"type": z.enum(["cumulative_u64"]),
}),
z.object({"datum": Cumulativefloat,
"type": z.enum(["cumulative_f32"]),
}),
z.object({"datum": Cumulativedouble,
"type": z.enum(["cumulative_f64"]),
}),
z.object({"datum": Histogramint8,
"type": z.enum(["histogram_i8"]),
}),
z.object({"datum": Histogramuint8,
"type": z.enum(["histogram_u8"]),
}),
z.object({"datum": Histogramint16,
"type": z.enum(["histogram_i16"]),
}),
z.object({"datum": Histogramuint16,
"type": z.enum(["histogram_u16"]),
}),
z.object({"datum": Histogramint32,
"type": z.enum(["histogram_i32"]),
}),
z.object({"datum": Histogramuint32,
"type": z.enum(["histogram_u32"]),
}),
z.object({"datum": Histogramint64,
"type": z.enum(["histogram_i64"]),
}),
z.object({"datum": Histogramuint64,
"type": z.enum(["histogram_u64"]),
}),
z.object({"datum": Histogramfloat,
"type": z.enum(["histogram_f32"]),
}),
z.object({"datum": Histogramdouble,
"type": z.enum(["histogram_f64"]),
}),
z.object({"datum": MissingDatum,
"type": z.enum(["missing"]),
}),
])
)

export const DerEncodedKeyPair = z.preprocess(processResponseBody,z.object({"privateKey": z.string(),
"publicCert": z.string(),
}))

export const DeviceAccessToken = z.preprocess(processResponseBody,z.object({"id": z.uuid(),
"timeCreated": z.coerce.date(),
"timeExpires": z.coerce.date().nullable().optional(),
}))

export const DeviceAccessTokenRequest = z.preprocess(processResponseBody,z.object({"clientId": z.uuid(),
"deviceCode": z.string(),
"grantType": z.string(),
}))

export const DeviceAccessTokenResultsPage = z.preprocess(processResponseBody,z.object({"items": DeviceAccessToken.array(),
"nextPage": z.string().nullable().optional(),
}))

export const DeviceAuthRequest = z.preprocess(processResponseBody,z.object({"clientId": z.uuid(),
"ttlSeconds": z.number().min(1).max(4294967295).nullable().optional(),
}))

export const DeviceAuthVerify = z.preprocess(processResponseBody,z.object({"userCode": z.string(),
}))

export const Digest = z.preprocess(processResponseBody,z.object({"type": z.enum(["sha256"]),
"value": z.string(),
}))

export const DiskType = z.preprocess(processResponseBody,z.enum(["distributed","local"]))

export const DiskState = z.preprocess(processResponseBody,z.union([
z.object({"state": z.enum(["creating"]),
}),
z.object({"state": z.enum(["detached"]),
}),
z.object({"state": z.enum(["import_ready"]),
}),
z.object({"state": z.enum(["importing_from_url"]),
}),
z.object({"state": z.enum(["importing_from_bulk_writes"]),
}),
z.object({"state": z.enum(["finalizing"]),
}),
z.object({"state": z.enum(["maintenance"]),
}),
z.object({"instance": z.uuid(),
"state": z.enum(["attaching"]),
}),
z.object({"instance": z.uuid(),
"state": z.enum(["attached"]),
}),
z.object({"instance": z.uuid(),
"state": z.enum(["detaching"]),
}),
z.object({"state": z.enum(["destroyed"]),
}),
z.object({"state": z.enum(["faulted"]),
}),
])
)

export const Disk = z.preprocess(processResponseBody,z.object({"blockSize": BlockSize,
"description": z.string(),
"devicePath": z.string(),
"diskType": DiskType,
"id": z.uuid(),
"imageId": z.uuid().nullable().optional(),
"name": Name,
"projectId": z.uuid(),
"readOnly": SafeBoolean,
"size": ByteCount,
"snapshotId": z.uuid().nullable().optional(),
"state": DiskState,
"timeCreated": z.coerce.date(),
"timeModified": z.coerce.date(),
}))

export const DiskSource = z.preprocess(processResponseBody,z.union([
z.object({"blockSize": BlockSize,
"type": z.enum(["blank"]),
}),
z.object({"readOnly": SafeBoolean.default(false),
"snapshotId": z.uuid(),
"type": z.enum(["snapshot"]),
}),
z.object({"imageId": z.uuid(),
"readOnly": SafeBoolean.default(false),
"type": z.enum(["image"]),
}),
z.object({"blockSize": BlockSize,
"type": z.enum(["importing_blocks"]),
}),
])
)

export const DiskBackend = z.preprocess(processResponseBody,z.union([
z.object({"type": z.enum(["local"]),
}),
z.object({"diskSource": DiskSource,
"type": z.enum(["distributed"]),
}),
])
)

export const DiskCreate = z.preprocess(processResponseBody,z.object({"description": z.string(),
"diskBackend": DiskBackend,
"name": Name,
"size": ByteCount,
}))

export const DiskPath = z.preprocess(processResponseBody,z.object({"disk": NameOrId,
}))

export const DiskResultsPage = z.preprocess(processResponseBody,z.object({"items": Disk.array(),
"nextPage": z.string().nullable().optional(),
}))

export const Distributiondouble = z.preprocess(processResponseBody,z.object({"bins": z.number().array(),
"counts": z.number().min(0).array(),
"max": z.number().nullable().optional(),
"min": z.number().nullable().optional(),
"p50": z.number().nullable().optional(),
"p90": z.number().nullable().optional(),
"p99": z.number().nullable().optional(),
"squaredMean": z.number(),
"sumOfSamples": z.number(),
}))

export const Distributionint64 = z.preprocess(processResponseBody,z.object({"bins": z.number().array(),
"counts": z.number().min(0).array(),
"max": z.number().nullable().optional(),
"min": z.number().nullable().optional(),
"p50": z.number().nullable().optional(),
"p90": z.number().nullable().optional(),
"p99": z.number().nullable().optional(),
"squaredMean": z.number(),
"sumOfSamples": z.number(),
}))

export const EphemeralIpCreate = z.preprocess(processResponseBody,z.object({"poolSelector": PoolSelector.default({"ipVersion":null,"type":"auto"}),
}))

/**
* Error information from a response.
 */
export const Error = z.preprocess(processResponseBody,z.object({"errorCode": z.string().optional(),
"message": z.string(),
"requestId": z.string(),
}))

export const ExternalIp = z.preprocess(processResponseBody,z.union([
z.object({"firstPort": z.number().min(0).max(65535),
"ip": z.union([z.ipv4(), z.ipv6()]),
"ipPoolId": z.uuid(),
"kind": z.enum(["snat"]),
"lastPort": z.number().min(0).max(65535),
}),
z.object({"ip": z.union([z.ipv4(), z.ipv6()]),
"ipPoolId": z.uuid(),
"kind": z.enum(["ephemeral"]),
}),
z.object({"description": z.string(),
"id": z.uuid(),
"instanceId": z.uuid().nullable().optional(),
"ip": z.union([z.ipv4(), z.ipv6()]),
"ipPoolId": z.uuid(),
"kind": z.enum(["floating"]),
"name": Name,
"projectId": z.uuid(),
"timeCreated": z.coerce.date(),
"timeModified": z.coerce.date(),
}),
])
)

export const ExternalIpCreate = z.preprocess(processResponseBody,z.union([
z.object({"poolSelector": PoolSelector.default({"ipVersion":null,"type":"auto"}),
"type": z.enum(["ephemeral"]),
}),
z.object({"floatingIp": NameOrId,
"type": z.enum(["floating"]),
}),
])
)

export const ExternalIpResultsPage = z.preprocess(processResponseBody,z.object({"items": ExternalIp.array(),
"nextPage": z.string().nullable().optional(),
}))

export const ExternalSubnet = z.preprocess(processResponseBody,z.object({"description": z.string(),
"id": z.uuid(),
"instanceId": z.uuid().nullable().optional(),
"name": Name,
"projectId": z.uuid(),
"subnet": IpNet,
"subnetPoolId": z.uuid(),
"subnetPoolMemberId": z.uuid(),
"timeCreated": z.coerce.date(),
"timeModified": z.coerce.date(),
}))

export const ExternalSubnetAllocator = z.preprocess(processResponseBody,z.union([
z.object({"subnet": IpNet,
"type": z.enum(["explicit"]),
}),
z.object({"poolSelector": PoolSelector.default({"ipVersion":null,"type":"auto"}),
"prefixLength": z.number().min(0).max(255),
"type": z.enum(["auto"]),
}),
])
)

export const ExternalSubnetAttach = z.preprocess(processResponseBody,z.object({"instance": NameOrId,
}))

export const ExternalSubnetCreate = z.preprocess(processResponseBody,z.object({"allocator": ExternalSubnetAllocator,
"description": z.string(),
"name": Name,
}))

export const ExternalSubnetResultsPage = z.preprocess(processResponseBody,z.object({"items": ExternalSubnet.array(),
"nextPage": z.string().nullable().optional(),
}))

export const ExternalSubnetUpdate = z.preprocess(processResponseBody,z.object({"description": z.string().nullable().optional(),
"name": Name.nullable().optional(),
}))

export const FieldType = z.preprocess(processResponseBody,z.enum(["string","i8","u8","i16","u16","i32","u32","i64","u64","ip_addr","uuid","bool"]))

export const FieldSource = z.preprocess(processResponseBody,z.enum(["target","metric"]))

export const FieldSchema = z.preprocess(processResponseBody,z.object({"description": z.string(),
"fieldType": FieldType,
"name": z.string(),
"source": FieldSource,
}))

export const FieldValue = z.preprocess(processResponseBody,z.union([
z.object({"type": z.enum(["string"]),
"value": z.string(),
}),
z.object({"type": z.enum(["i8"]),
"value": z.number().min(-127).max(127),
}),
z.object({"type": z.enum(["u8"]),
"value": z.number().min(0).max(255),
}),
z.object({"type": z.enum(["i16"]),
"value": z.number().min(-32767).max(32767),
}),
z.object({"type": z.enum(["u16"]),
"value": z.number().min(0).max(65535),
}),
z.object({"type": z.enum(["i32"]),
"value": z.number().min(-2147483647).max(2147483647),
}),
z.object({"type": z.enum(["u32"]),
"value": z.number().min(0).max(4294967295),
}),
z.object({"type": z.enum(["i64"]),
"value": z.number(),
}),
z.object({"type": z.enum(["u64"]),
"value": z.number().min(0),
}),
z.object({"type": z.enum(["ip_addr"]),
"value": z.union([z.ipv4(), z.ipv6()]),
}),
z.object({"type": z.enum(["uuid"]),
"value": z.uuid(),
}),
z.object({"type": z.enum(["bool"]),
"value": SafeBoolean,
}),
])
)

export const FinalizeDisk = z.preprocess(processResponseBody,z.object({"snapshotName": Name.nullable().optional(),
}))

export const FleetRole = z.preprocess(processResponseBody,z.enum(["admin","collaborator","viewer"]))

export const IdentityType = z.preprocess(processResponseBody,z.enum(["silo_user","silo_group"]))

export const FleetRoleRoleAssignment = z.preprocess(processResponseBody,z.object({"identityId": z.uuid(),
"identityType": IdentityType,
"roleName": FleetRole,
}))

export const FleetRolePolicy = z.preprocess(processResponseBody,z.object({"roleAssignments": FleetRoleRoleAssignment.array(),
}))

export const FloatingIp = z.preprocess(processResponseBody,z.object({"description": z.string(),
"id": z.uuid(),
"instanceId": z.uuid().nullable().optional(),
"ip": z.union([z.ipv4(), z.ipv6()]),
"ipPoolId": z.uuid(),
"name": Name,
"projectId": z.uuid(),
"timeCreated": z.coerce.date(),
"timeModified": z.coerce.date(),
}))

export const FloatingIpParentKind = z.preprocess(processResponseBody,z.enum(["instance"]))

export const FloatingIpAttach = z.preprocess(processResponseBody,z.object({"kind": FloatingIpParentKind,
"parent": NameOrId,
}))

export const FloatingIpCreate = z.preprocess(processResponseBody,z.object({"addressAllocator": AddressAllocator.default({"poolSelector":{"ipVersion":null,"type":"auto"},"type":"auto"}),
"description": z.string(),
"name": Name,
}))

export const FloatingIpResultsPage = z.preprocess(processResponseBody,z.object({"items": FloatingIp.array(),
"nextPage": z.string().nullable().optional(),
}))

export const FloatingIpUpdate = z.preprocess(processResponseBody,z.object({"description": z.string().nullable().optional(),
"name": Name.nullable().optional(),
}))

export const Group = z.preprocess(processResponseBody,z.object({"displayName": z.string(),
"id": z.uuid(),
"siloId": z.uuid(),
"timeCreated": z.coerce.date(),
"timeModified": z.coerce.date(),
}))

export const GroupResultsPage = z.preprocess(processResponseBody,z.object({"items": Group.array(),
"nextPage": z.string().nullable().optional(),
}))

/**
* An RFC-1035-compliant hostname
 */
export const Hostname = z.preprocess(processResponseBody,z.string().min(1).max(253).regex(/^([a-zA-Z0-9]+[a-zA-Z0-9\-]*(?<!-))(\.[a-zA-Z0-9]+[a-zA-Z0-9\-]*(?<!-))*$/))

/**
* A range of ICMP(v6) types or codes
 */
export const IcmpParamRange = z.preprocess(processResponseBody,z.string().min(1).max(7).regex(/^[0-9]{1,3}(-[0-9]{1,3})?$/))

export const IdentityProviderType = z.preprocess(processResponseBody,z.enum(["saml"]))

export const IdentityProvider = z.preprocess(processResponseBody,z.object({"description": z.string(),
"id": z.uuid(),
"name": Name,
"providerType": IdentityProviderType,
"timeCreated": z.coerce.date(),
"timeModified": z.coerce.date(),
}))

export const IdentityProviderResultsPage = z.preprocess(processResponseBody,z.object({"items": IdentityProvider.array(),
"nextPage": z.string().nullable().optional(),
}))

export const IdpMetadataSource = z.preprocess(processResponseBody,z.union([
z.object({"type": z.enum(["url"]),
"url": z.string(),
}),
z.object({"data": z.string(),
"type": z.enum(["base64_encoded_xml"]),
}),
])
)

export const Image = z.preprocess(processResponseBody,z.object({"blockSize": BlockSize,
"description": z.string(),
"digest": Digest.nullable().optional(),
"id": z.uuid(),
"name": Name,
"os": z.string(),
"projectId": z.uuid().nullable().optional(),
"size": ByteCount,
"timeCreated": z.coerce.date(),
"timeModified": z.coerce.date(),
"version": z.string(),
}))

export const ImageSource = z.preprocess(processResponseBody,z.object({"id": z.uuid(),
"type": z.enum(["snapshot"]),
}))

export const ImageCreate = z.preprocess(processResponseBody,z.object({"description": z.string(),
"name": Name,
"os": z.string(),
"source": ImageSource,
"version": z.string(),
}))

export const ImageResultsPage = z.preprocess(processResponseBody,z.object({"items": Image.array(),
"nextPage": z.string().nullable().optional(),
}))

export const ImportBlocksBulkWrite = z.preprocess(processResponseBody,z.object({"base64EncodedData": z.string(),
"offset": z.number().min(0),
}))

export const InstanceAutoRestartPolicy = z.preprocess(processResponseBody,z.enum(["never", "best_effort"])
)

export const InstanceCpuPlatform = z.preprocess(processResponseBody,z.enum(["amd_milan", "amd_turin", "amd_turin_v2"])
)

export const InstanceCpuCount = z.preprocess(processResponseBody,z.number().min(0).max(65535))

export const Instance = z.preprocess(processResponseBody,z.object({"autoRestartCooldownExpiration": z.coerce.date().nullable().optional(),
"autoRestartEnabled": SafeBoolean,
"autoRestartPolicy": InstanceAutoRestartPolicy.nullable().optional(),
"bootDiskId": z.uuid().nullable().optional(),
"cpuPlatform": InstanceCpuPlatform.nullable().optional(),
"description": z.string(),
"enableJumboFrames": SafeBoolean,
"hostname": z.string(),
"id": z.uuid(),
"memory": ByteCount,
"name": Name,
"ncpus": InstanceCpuCount,
"projectId": z.uuid(),
"runState": InstanceState,
"timeCreated": z.coerce.date(),
"timeLastAutoRestarted": z.coerce.date().nullable().optional(),
"timeModified": z.coerce.date(),
"timeRunStateUpdated": z.coerce.date(),
}))

export const InstanceDiskAttachment = z.preprocess(processResponseBody,z.union([
z.object({"description": z.string(),
"diskBackend": DiskBackend,
"name": Name,
"size": ByteCount,
"type": z.enum(["create"]),
}),
z.object({"name": Name,
"type": z.enum(["attach"]),
}),
])
)

/**
* A multicast group identifier
 */
export const MulticastGroupIdentifier = z.preprocess(processResponseBody,z.string())

export const MulticastGroupJoinSpec = z.preprocess(processResponseBody,z.object({"group": MulticastGroupIdentifier,
"ipVersion": IpVersion.nullable().default(null),
"sourceIps": z.union([z.ipv4(), z.ipv6()]).array().nullable().default(null),
}))

export const Ipv4Assignment = z.preprocess(processResponseBody,z.union([
z.object({"type": z.enum(["auto"]),
}),
z.object({"type": z.enum(["explicit"]),
"value": z.ipv4(),
}),
])
)

export const PrivateIpv4StackCreate = z.preprocess(processResponseBody,z.object({"ip": Ipv4Assignment,
"transitIps": Ipv4Net.array().default([]),
}))

export const Ipv6Assignment = z.preprocess(processResponseBody,z.union([
z.object({"type": z.enum(["auto"]),
}),
z.object({"type": z.enum(["explicit"]),
"value": z.ipv6(),
}),
])
)

export const PrivateIpv6StackCreate = z.preprocess(processResponseBody,z.object({"ip": Ipv6Assignment,
"transitIps": Ipv6Net.array().default([]),
}))

export const PrivateIpStackCreate = z.preprocess(processResponseBody,z.union([
z.object({"type": z.enum(["v4"]),
"value": PrivateIpv4StackCreate,
}),
z.object({"type": z.enum(["v6"]),
"value": PrivateIpv6StackCreate,
}),
z.object({"type": z.enum(["dual_stack"]),
"value": z.object({"v4": PrivateIpv4StackCreate,
"v6": PrivateIpv6StackCreate,
}),
}),
])
)

export const InstanceNetworkInterfaceCreate = z.preprocess(processResponseBody,z.object({"description": z.string(),
"ipConfig": PrivateIpStackCreate.default({"type":"dual_stack","value":{"v4":{"ip":{"type":"auto"},"transitIps":[]},"v6":{"ip":{"type":"auto"},"transitIps":[]}}}),
"name": Name,
"subnetName": Name,
"vpcName": Name,
}))

export const InstanceNetworkInterfaceAttachment = z.preprocess(processResponseBody,z.union([
z.object({"params": InstanceNetworkInterfaceCreate.array(),
"type": z.enum(["create"]),
}),
z.object({"type": z.enum(["default_ipv4"]),
}),
z.object({"type": z.enum(["default_ipv6"]),
}),
z.object({"type": z.enum(["default_dual_stack"]),
}),
z.object({"type": z.enum(["none"]),
}),
])
)

export const InstanceCreate = z.preprocess(processResponseBody,z.object({"antiAffinityGroups": NameOrId.array().default([]),
"autoRestartPolicy": InstanceAutoRestartPolicy.nullable().default(null),
"bootDisk": InstanceDiskAttachment.nullable().default(null),
"cpuPlatform": InstanceCpuPlatform.nullable().default(null),
"description": z.string(),
"disks": InstanceDiskAttachment.array().default([]),
"enableJumboFrames": SafeBoolean.default(false),
"externalIps": ExternalIpCreate.array().default([]),
"hostname": Hostname,
"memory": ByteCount,
"multicastGroups": MulticastGroupJoinSpec.array().default([]),
"name": Name,
"ncpus": InstanceCpuCount,
"networkInterfaces": InstanceNetworkInterfaceAttachment.default({"type":"default_dual_stack"}),
"sshPublicKeys": NameOrId.array().nullable().optional(),
"start": SafeBoolean.default(true),
"userData": z.string().default(""),
}))

export const InstanceMulticastGroupJoin = z.preprocess(processResponseBody,z.object({"ipVersion": IpVersion.nullable().default(null),
"sourceIps": z.union([z.ipv4(), z.ipv6()]).array().nullable().default(null),
}))

export const PrivateIpv4Stack = z.preprocess(processResponseBody,z.object({"ip": z.ipv4(),
"transitIps": Ipv4Net.array(),
}))

export const PrivateIpv6Stack = z.preprocess(processResponseBody,z.object({"ip": z.ipv6(),
"transitIps": Ipv6Net.array(),
}))

export const PrivateIpStack = z.preprocess(processResponseBody,z.union([
z.object({"type": z.enum(["v4"]),
"value": PrivateIpv4Stack,
}),
z.object({"type": z.enum(["v6"]),
"value": PrivateIpv6Stack,
}),
z.object({"type": z.enum(["dual_stack"]),
"value": z.object({"v4": PrivateIpv4Stack,
"v6": PrivateIpv6Stack,
}),
}),
])
)

/**
* A MAC address
 */
export const MacAddr = z.preprocess(processResponseBody,z.string().min(5).max(17).regex(/^([0-9a-fA-F]{0,2}:){5}[0-9a-fA-F]{0,2}$/))

export const InstanceNetworkInterface = z.preprocess(processResponseBody,z.object({"description": z.string(),
"id": z.uuid(),
"instanceId": z.uuid(),
"ipStack": PrivateIpStack,
"mac": MacAddr,
"name": Name,
"primary": SafeBoolean,
"subnetId": z.uuid(),
"timeCreated": z.coerce.date(),
"timeModified": z.coerce.date(),
"vpcId": z.uuid(),
}))

export const InstanceNetworkInterfaceResultsPage = z.preprocess(processResponseBody,z.object({"items": InstanceNetworkInterface.array(),
"nextPage": z.string().nullable().optional(),
}))

export const InstanceNetworkInterfaceUpdate = z.preprocess(processResponseBody,z.object({"description": z.string().nullable().optional(),
"name": Name.nullable().optional(),
"primary": SafeBoolean.default(false),
"transitIps": IpNet.array().default([]),
}))

export const InstanceResultsPage = z.preprocess(processResponseBody,z.object({"items": Instance.array(),
"nextPage": z.string().nullable().optional(),
}))

export const InstanceSerialConsoleData = z.preprocess(processResponseBody,z.object({"data": z.number().min(0).max(255).array(),
"lastByteOffset": z.number().min(0),
}))

export const InstanceUpdate = z.preprocess(processResponseBody,z.object({"autoRestartPolicy": InstanceAutoRestartPolicy.nullable(),
"bootDisk": NameOrId.nullable(),
"cpuPlatform": InstanceCpuPlatform.nullable(),
"enableJumboFrames": SafeBoolean,
"memory": ByteCount,
"multicastGroups": MulticastGroupJoinSpec.array().nullable().default(null),
"ncpus": InstanceCpuCount,
}))

export const InterfaceNum = z.preprocess(processResponseBody,z.union([
z.object({"unknown": z.number().min(0).max(4294967295),
}),
z.object({"ifIndex": z.number().min(0).max(4294967295),
}),
z.object({"portNumber": z.number().min(0).max(4294967295),
}),
])
)

export const InternetGateway = z.preprocess(processResponseBody,z.object({"description": z.string(),
"id": z.uuid(),
"name": Name,
"timeCreated": z.coerce.date(),
"timeModified": z.coerce.date(),
"vpcId": z.uuid(),
}))

export const InternetGatewayCreate = z.preprocess(processResponseBody,z.object({"description": z.string(),
"name": Name,
}))

export const InternetGatewayIpAddress = z.preprocess(processResponseBody,z.object({"address": z.union([z.ipv4(), z.ipv6()]),
"description": z.string(),
"id": z.uuid(),
"internetGatewayId": z.uuid(),
"name": Name,
"timeCreated": z.coerce.date(),
"timeModified": z.coerce.date(),
}))

export const InternetGatewayIpAddressCreate = z.preprocess(processResponseBody,z.object({"address": z.union([z.ipv4(), z.ipv6()]),
"description": z.string(),
"name": Name,
}))

export const InternetGatewayIpAddressResultsPage = z.preprocess(processResponseBody,z.object({"items": InternetGatewayIpAddress.array(),
"nextPage": z.string().nullable().optional(),
}))

export const InternetGatewayIpPool = z.preprocess(processResponseBody,z.object({"description": z.string(),
"id": z.uuid(),
"internetGatewayId": z.uuid(),
"ipPoolId": z.uuid(),
"name": Name,
"timeCreated": z.coerce.date(),
"timeModified": z.coerce.date(),
}))

export const InternetGatewayIpPoolCreate = z.preprocess(processResponseBody,z.object({"description": z.string(),
"ipPool": NameOrId,
"name": Name,
}))

export const InternetGatewayIpPoolResultsPage = z.preprocess(processResponseBody,z.object({"items": InternetGatewayIpPool.array(),
"nextPage": z.string().nullable().optional(),
}))

export const InternetGatewayResultsPage = z.preprocess(processResponseBody,z.object({"items": InternetGateway.array(),
"nextPage": z.string().nullable().optional(),
}))

export const IpPoolAssignment = z.preprocess(processResponseBody,z.enum(["silos", "system_services"])
)

export const IpPoolType = z.preprocess(processResponseBody,z.enum(["unicast", "multicast"])
)

export const IpPool = z.preprocess(processResponseBody,z.object({"assignment": IpPoolAssignment,
"description": z.string(),
"id": z.uuid(),
"ipVersion": IpVersion,
"name": Name,
"poolType": IpPoolType,
"timeCreated": z.coerce.date(),
"timeModified": z.coerce.date(),
}))

export const IpPoolAssignParam = z.preprocess(processResponseBody,z.object({"assignment": IpPoolAssignment,
}))

export const IpPoolCreate = z.preprocess(processResponseBody,z.object({"assignment": IpPoolAssignment.default("silos"),
"description": z.string(),
"ipVersion": IpVersion.default("v4"),
"name": Name,
"poolType": IpPoolType.default("unicast"),
}))

export const IpPoolLinkSilo = z.preprocess(processResponseBody,z.object({"isDefault": SafeBoolean,
"silo": NameOrId,
}))

export const Ipv4Range = z.preprocess(processResponseBody,z.object({"first": z.ipv4(),
"last": z.ipv4(),
}))

export const Ipv6Range = z.preprocess(processResponseBody,z.object({"first": z.ipv6(),
"last": z.ipv6(),
}))

export const IpRange = z.preprocess(processResponseBody,z.union([
Ipv4Range,
Ipv6Range,
])
)

export const IpPoolRange = z.preprocess(processResponseBody,z.object({"id": z.uuid(),
"ipPoolId": z.uuid(),
"range": IpRange,
"timeCreated": z.coerce.date(),
}))

export const IpPoolRangeResultsPage = z.preprocess(processResponseBody,z.object({"items": IpPoolRange.array(),
"nextPage": z.string().nullable().optional(),
}))

export const IpPoolResultsPage = z.preprocess(processResponseBody,z.object({"items": IpPool.array(),
"nextPage": z.string().nullable().optional(),
}))

export const IpPoolSiloLink = z.preprocess(processResponseBody,z.object({"ipPoolId": z.uuid(),
"isDefault": SafeBoolean,
"siloId": z.uuid(),
}))

export const IpPoolSiloLinkResultsPage = z.preprocess(processResponseBody,z.object({"items": IpPoolSiloLink.array(),
"nextPage": z.string().nullable().optional(),
}))

export const IpPoolSiloUpdate = z.preprocess(processResponseBody,z.object({"isDefault": SafeBoolean,
}))

export const IpPoolUpdate = z.preprocess(processResponseBody,z.object({"description": z.string().nullable().optional(),
"name": Name.nullable().optional(),
}))

export const IpPoolUtilization = z.preprocess(processResponseBody,z.object({"capacity": z.number(),
"remaining": z.number(),
}))

/**
* A range of IP ports
 */
export const L4PortRange = z.preprocess(processResponseBody,z.string().min(1).max(11).regex(/^[0-9]{1,5}(-[0-9]{1,5})?$/))

export const LinkFec = z.preprocess(processResponseBody,z.enum(["firecode", "none", "rs"])
)

export const LldpLinkConfigCreate = z.preprocess(processResponseBody,z.object({"chassisId": z.string().nullable().optional(),
"enabled": SafeBoolean,
"linkDescription": z.string().nullable().optional(),
"linkName": z.string().nullable().optional(),
"managementIp": z.union([z.ipv4(), z.ipv6()]).nullable().optional(),
"systemDescription": z.string().nullable().optional(),
"systemName": z.string().nullable().optional(),
}))

export const LinkSpeed = z.preprocess(processResponseBody,z.enum(["speed0_g", "speed1_g", "speed10_g", "speed25_g", "speed40_g", "speed50_g", "speed100_g", "speed200_g", "speed400_g"])
)

export const TxEqConfig = z.preprocess(processResponseBody,z.object({"main": z.number().min(-2147483647).max(2147483647).nullable().optional(),
"post1": z.number().min(-2147483647).max(2147483647).nullable().optional(),
"post2": z.number().min(-2147483647).max(2147483647).nullable().optional(),
"pre1": z.number().min(-2147483647).max(2147483647).nullable().optional(),
"pre2": z.number().min(-2147483647).max(2147483647).nullable().optional(),
}))

export const LinkConfigCreate = z.preprocess(processResponseBody,z.object({"autoneg": SafeBoolean,
"fec": LinkFec.nullable().optional(),
"linkName": Name,
"lldp": LldpLinkConfigCreate,
"mtu": z.number().min(0).max(65535),
"speed": LinkSpeed,
"txEq": TxEqConfig.nullable().optional(),
}))

export const LldpLinkConfig = z.preprocess(processResponseBody,z.object({"chassisId": z.string().nullable().optional(),
"enabled": SafeBoolean,
"id": z.uuid(),
"linkDescription": z.string().nullable().optional(),
"linkName": z.string().nullable().optional(),
"managementIp": z.union([z.ipv4(), z.ipv6()]).nullable().optional(),
"systemDescription": z.string().nullable().optional(),
"systemName": z.string().nullable().optional(),
}))

export const NetworkAddress = z.preprocess(processResponseBody,z.union([
z.object({"ipAddr": z.union([z.ipv4(), z.ipv6()]),
}),
z.object({"iEEE802": z.number().min(0).max(255).array(),
}),
])
)

export const ManagementAddress = z.preprocess(processResponseBody,z.object({"addr": NetworkAddress,
"interfaceNum": InterfaceNum,
"oid": z.number().min(0).max(255).array().nullable().optional(),
}))

export const LldpNeighbor = z.preprocess(processResponseBody,z.object({"chassisId": z.string(),
"firstSeen": z.coerce.date(),
"lastSeen": z.coerce.date(),
"linkDescription": z.string().nullable().optional(),
"linkName": z.string(),
"localPort": z.string(),
"managementIp": ManagementAddress.array(),
"systemDescription": z.string().nullable().optional(),
"systemName": z.string().nullable().optional(),
}))

export const LldpNeighborResultsPage = z.preprocess(processResponseBody,z.object({"items": LldpNeighbor.array(),
"nextPage": z.string().nullable().optional(),
}))

export const LoopbackAddress = z.preprocess(processResponseBody,z.object({"address": IpNet,
"addressLotBlockId": z.uuid(),
"id": z.uuid(),
"rackId": z.uuid(),
"switchSlot": SwitchSlot,
}))

export const LoopbackAddressCreate = z.preprocess(processResponseBody,z.object({"address": z.union([z.ipv4(), z.ipv6()]),
"addressLot": NameOrId,
"anycast": SafeBoolean,
"mask": z.number().min(0).max(255),
"rackId": z.uuid(),
"switchSlot": SwitchSlot,
}))

export const LoopbackAddressResultsPage = z.preprocess(processResponseBody,z.object({"items": LoopbackAddress.array(),
"nextPage": z.string().nullable().optional(),
}))

export const Measurement = z.preprocess(processResponseBody,z.object({"datum": Datum,
"timestamp": z.coerce.date(),
}))

export const MeasurementResultsPage = z.preprocess(processResponseBody,z.object({"items": Measurement.array(),
"nextPage": z.string().nullable().optional(),
}))

export const MetricType = z.preprocess(processResponseBody,z.enum(["gauge", "delta", "cumulative"])
)

export const MulticastGroup = z.preprocess(processResponseBody,z.object({"description": z.string(),
"hasAnySourceMember": SafeBoolean,
"id": z.uuid(),
"ipPoolId": z.uuid(),
"multicastIp": z.union([z.ipv4(), z.ipv6()]),
"name": Name,
"sourceIps": z.union([z.ipv4(), z.ipv6()]).array(),
"state": z.string(),
"timeCreated": z.coerce.date(),
"timeModified": z.coerce.date(),
}))

export const MulticastGroupMember = z.preprocess(processResponseBody,z.object({"description": z.string(),
"id": z.uuid(),
"instanceId": z.uuid(),
"multicastGroupId": z.uuid(),
"multicastIp": z.union([z.ipv4(), z.ipv6()]),
"name": Name,
"sourceIps": z.union([z.ipv4(), z.ipv6()]).array(),
"state": z.string(),
"timeCreated": z.coerce.date(),
"timeModified": z.coerce.date(),
}))

export const MulticastGroupMemberResultsPage = z.preprocess(processResponseBody,z.object({"items": MulticastGroupMember.array(),
"nextPage": z.string().nullable().optional(),
}))

export const MulticastGroupResultsPage = z.preprocess(processResponseBody,z.object({"items": MulticastGroup.array(),
"nextPage": z.string().nullable().optional(),
}))

export const PrivateIpv4Config = z.preprocess(processResponseBody,z.object({"ip": z.ipv4(),
"subnet": Ipv4Net,
"transitIps": Ipv4Net.array().default([]),
}))

export const PrivateIpv6Config = z.preprocess(processResponseBody,z.object({"ip": z.ipv6(),
"subnet": Ipv6Net,
"transitIps": Ipv6Net.array(),
}))

export const PrivateIpConfig = z.preprocess(processResponseBody,z.union([
z.object({"type": z.enum(["v4"]),
"value": PrivateIpv4Config,
}),
z.object({"type": z.enum(["v6"]),
"value": PrivateIpv6Config,
}),
z.object({"type": z.enum(["dual_stack"]),
"value": z.object({"v4": PrivateIpv4Config,
"v6": PrivateIpv6Config,
}),
}),
])
)

export const NetworkInterfaceKind = z.preprocess(processResponseBody,z.union([
z.object({"id": z.uuid(),
"type": z.enum(["instance"]),
}),
z.object({"id": z.uuid(),
"type": z.enum(["service"]),
}),
z.object({"id": z.uuid(),
"type": z.enum(["probe"]),
}),
])
)

export const Vni = z.preprocess(processResponseBody,z.number().min(0).max(4294967295))

export const NetworkInterface = z.preprocess(processResponseBody,z.object({"id": z.uuid(),
"ipConfig": PrivateIpConfig,
"kind": NetworkInterfaceKind,
"mac": MacAddr,
"name": Name,
"primary": SafeBoolean,
"slot": z.number().min(0).max(255),
"vni": Vni,
}))

export const ValueArray = z.preprocess(processResponseBody,z.union([
z.object({"type": z.enum(["integer"]),
"values": z.number().nullable().array(),
}),
z.object({"type": z.enum(["double"]),
"values": z.number().nullable().array(),
}),
z.object({"type": z.enum(["boolean"]),
"values": SafeBoolean.nullable().array(),
}),
z.object({"type": z.enum(["string"]),
"values": z.string().nullable().array(),
}),
z.object({"type": z.enum(["integer_distribution"]),
"values": Distributionint64.nullable().array(),
}),
z.object({"type": z.enum(["double_distribution"]),
"values": Distributiondouble.nullable().array(),
}),
])
)

export const Values = z.preprocess(processResponseBody,z.object({"metricType": MetricType,
"values": ValueArray,
}))

export const Points = z.preprocess(processResponseBody,z.object({"startTimes": z.coerce.date().array().nullable().optional(),
"timestamps": z.coerce.date().array(),
"values": Values.array(),
}))

export const Timeseries = z.preprocess(processResponseBody,z.object({"fields": z.record(z.string(),FieldValue),
"points": Points,
}))

export const OxqlTable = z.preprocess(processResponseBody,z.object({"name": z.string(),
"timeseries": Timeseries.array(),
}))

export const OxqlQueryResult = z.preprocess(processResponseBody,z.object({"tables": OxqlTable.array(),
}))

/**
* A password used to authenticate a user
 */
export const Password = z.preprocess(processResponseBody,z.string().max(512))

export const PhysicalDiskKind = z.preprocess(processResponseBody,z.enum(["m2","u2"]))

export const PhysicalDiskPolicy = z.preprocess(processResponseBody,z.union([
z.object({"kind": z.enum(["in_service"]),
}),
z.object({"kind": z.enum(["expunged"]),
}),
])
)

export const PhysicalDiskState = z.preprocess(processResponseBody,z.enum(["active", "decommissioned"])
)

export const PhysicalDisk = z.preprocess(processResponseBody,z.object({"formFactor": PhysicalDiskKind,
"id": z.uuid(),
"model": z.string(),
"policy": PhysicalDiskPolicy,
"serial": z.string(),
"sledId": z.uuid().nullable().optional(),
"state": PhysicalDiskState,
"timeCreated": z.coerce.date(),
"timeModified": z.coerce.date(),
"vendor": z.string(),
}))

export const PhysicalDiskManufacturerIdentity = z.preprocess(processResponseBody,z.object({"model": z.string(),
"serial": z.string(),
"vendor": z.string(),
}))

export const PhysicalDiskAdoptionRequestUuid = z.preprocess(processResponseBody,z.uuid())

export const PhysicalDiskAdoptionRequest = z.preprocess(processResponseBody,z.object({"diskId": PhysicalDiskManufacturerIdentity,
"id": PhysicalDiskAdoptionRequestUuid,
"timeCreated": z.coerce.date(),
}))

export const PhysicalDiskAdoptionRequestResultsPage = z.preprocess(processResponseBody,z.object({"items": PhysicalDiskAdoptionRequest.array(),
"nextPage": z.string().nullable().optional(),
}))

export const PhysicalDiskResultsPage = z.preprocess(processResponseBody,z.object({"items": PhysicalDisk.array(),
"nextPage": z.string().nullable().optional(),
}))

export const PingStatus = z.preprocess(processResponseBody,z.enum(["ok"]))

export const Ping = z.preprocess(processResponseBody,z.object({"status": PingStatus,
}))

export const Probe = z.preprocess(processResponseBody,z.object({"description": z.string(),
"id": z.uuid(),
"name": Name,
"sled": z.uuid(),
"timeCreated": z.coerce.date(),
"timeModified": z.coerce.date(),
}))

export const ProbeCreate = z.preprocess(processResponseBody,z.object({"description": z.string(),
"name": Name,
"poolSelector": PoolSelector.default({"ipVersion":null,"type":"auto"}),
"sled": z.uuid(),
}))

export const ProbeExternalIpKind = z.preprocess(processResponseBody,z.enum(["snat","floating","ephemeral"]))

export const ProbeExternalIp = z.preprocess(processResponseBody,z.object({"firstPort": z.number().min(0).max(65535),
"ip": z.union([z.ipv4(), z.ipv6()]),
"kind": ProbeExternalIpKind,
"lastPort": z.number().min(0).max(65535),
}))

export const ProbeInfo = z.preprocess(processResponseBody,z.object({"externalIps": ProbeExternalIp.array(),
"id": z.uuid(),
"interface": NetworkInterface,
"name": Name,
"sled": z.uuid(),
}))

export const ProbeInfoResultsPage = z.preprocess(processResponseBody,z.object({"items": ProbeInfo.array(),
"nextPage": z.string().nullable().optional(),
}))

export const Project = z.preprocess(processResponseBody,z.object({"description": z.string(),
"id": z.uuid(),
"name": Name,
"timeCreated": z.coerce.date(),
"timeModified": z.coerce.date(),
}))

export const ProjectCreate = z.preprocess(processResponseBody,z.object({"description": z.string(),
"name": Name,
}))

export const ProjectResultsPage = z.preprocess(processResponseBody,z.object({"items": Project.array(),
"nextPage": z.string().nullable().optional(),
}))

export const ProjectRole = z.preprocess(processResponseBody,z.enum(["admin","collaborator","limited_collaborator","viewer"]))

export const ProjectRoleRoleAssignment = z.preprocess(processResponseBody,z.object({"identityId": z.uuid(),
"identityType": IdentityType,
"roleName": ProjectRole,
}))

export const ProjectRolePolicy = z.preprocess(processResponseBody,z.object({"roleAssignments": ProjectRoleRoleAssignment.array(),
}))

export const ProjectUpdate = z.preprocess(processResponseBody,z.object({"description": z.string().nullable().optional(),
"name": Name.nullable().optional(),
}))

export const Rack = z.preprocess(processResponseBody,z.object({"id": z.uuid(),
"timeCreated": z.coerce.date(),
"timeModified": z.coerce.date(),
}))

export const RackMembershipAddSledsRequest = z.preprocess(processResponseBody,z.object({"sledIds": BaseboardId.array().refine(...uniqueItems),
}))

export const RackMembershipChangeState = z.preprocess(processResponseBody,z.enum(["in_progress","committed","aborted"]))

export const RackMembershipVersion = z.preprocess(processResponseBody,z.number().min(0))

export const RackMembershipStatus = z.preprocess(processResponseBody,z.object({"members": BaseboardId.array().refine(...uniqueItems),
"rackId": z.uuid(),
"state": RackMembershipChangeState,
"timeAborted": z.coerce.date().nullable().optional(),
"timeCommitted": z.coerce.date().nullable().optional(),
"timeCreated": z.coerce.date(),
"unacknowledgedMembers": BaseboardId.array().refine(...uniqueItems),
"version": RackMembershipVersion,
}))

export const RackResultsPage = z.preprocess(processResponseBody,z.object({"items": Rack.array(),
"nextPage": z.string().nullable().optional(),
}))

export const Route = z.preprocess(processResponseBody,z.object({"dst": IpNet,
"gw": z.union([z.ipv4(), z.ipv6()]),
"ribPriority": z.number().min(0).max(255).nullable().optional(),
"vid": z.number().min(0).max(65535).nullable().optional(),
}))

export const RouteConfig = z.preprocess(processResponseBody,z.object({"linkName": Name,
"routes": Route.array(),
}))

export const RouteDestination = z.preprocess(processResponseBody,z.union([
z.object({"type": z.enum(["ip"]),
"value": z.union([z.ipv4(), z.ipv6()]),
}),
z.object({"type": z.enum(["ip_net"]),
"value": IpNet,
}),
z.object({"type": z.enum(["vpc"]),
"value": Name,
}),
z.object({"type": z.enum(["subnet"]),
"value": Name,
}),
])
)

export const RouteTarget = z.preprocess(processResponseBody,z.union([
z.object({"type": z.enum(["ip"]),
"value": z.union([z.ipv4(), z.ipv6()]),
}),
z.object({"type": z.enum(["vpc"]),
"value": Name,
}),
z.object({"type": z.enum(["subnet"]),
"value": Name,
}),
z.object({"type": z.enum(["instance"]),
"value": Name,
}),
z.object({"type": z.enum(["internet_gateway"]),
"value": Name,
}),
z.object({"type": z.enum(["drop"]),
}),
])
)

export const RouterRouteKind = z.preprocess(processResponseBody,z.enum(["default", "vpc_subnet", "vpc_peering", "custom"])
)

export const RouterRoute = z.preprocess(processResponseBody,z.object({"description": z.string(),
"destination": RouteDestination,
"id": z.uuid(),
"kind": RouterRouteKind,
"name": Name,
"target": RouteTarget,
"timeCreated": z.coerce.date(),
"timeModified": z.coerce.date(),
"vpcRouterId": z.uuid(),
}))

export const RouterRouteCreate = z.preprocess(processResponseBody,z.object({"description": z.string(),
"destination": RouteDestination,
"name": Name,
"target": RouteTarget,
}))

export const RouterRouteResultsPage = z.preprocess(processResponseBody,z.object({"items": RouterRoute.array(),
"nextPage": z.string().nullable().optional(),
}))

export const RouterRouteUpdate = z.preprocess(processResponseBody,z.object({"description": z.string().nullable().optional(),
"destination": RouteDestination,
"name": Name.nullable().optional(),
"target": RouteTarget,
}))

export const SamlIdentityProvider = z.preprocess(processResponseBody,z.object({"acsUrl": z.string(),
"description": z.string(),
"groupAttributeName": z.string().nullable().optional(),
"id": z.uuid(),
"idpEntityId": z.string(),
"name": Name,
"publicCert": z.string().nullable().optional(),
"sloUrl": z.string(),
"spClientId": z.string(),
"technicalContactEmail": z.string(),
"timeCreated": z.coerce.date(),
"timeModified": z.coerce.date(),
}))

export const SamlIdentityProviderCreate = z.preprocess(processResponseBody,z.object({"acsUrl": z.string(),
"description": z.string(),
"groupAttributeName": z.string().nullable().optional(),
"idpEntityId": z.string(),
"idpMetadataSource": IdpMetadataSource,
"name": Name,
"signingKeypair": DerEncodedKeyPair.nullable().default(null),
"sloUrl": z.string(),
"spClientId": z.string(),
"technicalContactEmail": z.string(),
}))

export const ScimClientBearerToken = z.preprocess(processResponseBody,z.object({"id": z.uuid(),
"timeCreated": z.coerce.date(),
"timeExpires": z.coerce.date().nullable().optional(),
}))

export const ScimClientBearerTokenValue = z.preprocess(processResponseBody,z.object({"bearerToken": z.string(),
"id": z.uuid(),
"timeCreated": z.coerce.date(),
"timeExpires": z.coerce.date().nullable().optional(),
}))

export const ServiceIcmpConfig = z.preprocess(processResponseBody,z.object({"enabled": SafeBoolean,
}))

export const SetTargetReleaseParams = z.preprocess(processResponseBody,z.object({"systemVersion": z.string().regex(/^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/),
}))

export const SiloIdentityMode = z.preprocess(processResponseBody,z.enum(["saml_jit", "local_only", "saml_scim"])
)

export const Silo = z.preprocess(processResponseBody,z.object({"adminGroupName": z.string().nullable().optional(),
"description": z.string(),
"discoverable": SafeBoolean,
"id": z.uuid(),
"identityMode": SiloIdentityMode,
"mappedFleetRoles": z.record(z.string(),FleetRole.array().refine(...uniqueItems)),
"name": Name,
"timeCreated": z.coerce.date(),
"timeModified": z.coerce.date(),
}))

export const SiloAuthSettings = z.preprocess(processResponseBody,z.object({"deviceTokenMaxTtlSeconds": z.number().min(0).max(4294967295).nullable().optional(),
"siloId": z.uuid(),
}))

export const SiloAuthSettingsUpdate = z.preprocess(processResponseBody,z.object({"deviceTokenMaxTtlSeconds": z.number().min(1).max(4294967295).nullable(),
}))

export const SiloQuotasCreate = z.preprocess(processResponseBody,z.object({"cpus": z.number(),
"memory": ByteCount,
"storage": ByteCount,
}))

export const SiloCreate = z.preprocess(processResponseBody,z.object({"adminGroupName": z.string().nullable().optional(),
"description": z.string(),
"discoverable": SafeBoolean,
"identityMode": SiloIdentityMode,
"mappedFleetRoles": z.record(z.string(),FleetRole.array().refine(...uniqueItems)),
"name": Name,
"quotas": SiloQuotasCreate,
"tlsCertificates": CertificateCreate.array(),
}))

export const SiloIpPool = z.preprocess(processResponseBody,z.object({"description": z.string(),
"id": z.uuid(),
"ipVersion": IpVersion,
"isDefault": SafeBoolean,
"name": Name,
"poolType": IpPoolType,
"timeCreated": z.coerce.date(),
"timeModified": z.coerce.date(),
}))

export const SiloIpPoolResultsPage = z.preprocess(processResponseBody,z.object({"items": SiloIpPool.array(),
"nextPage": z.string().nullable().optional(),
}))

export const SiloQuotas = z.preprocess(processResponseBody,z.object({"cpus": z.number(),
"memory": ByteCount,
"siloId": z.uuid(),
"storage": ByteCount,
}))

export const SiloQuotasResultsPage = z.preprocess(processResponseBody,z.object({"items": SiloQuotas.array(),
"nextPage": z.string().nullable().optional(),
}))

export const SiloQuotasUpdate = z.preprocess(processResponseBody,z.object({"cpus": z.number().nullable().optional(),
"memory": ByteCount.nullable().optional(),
"storage": ByteCount.nullable().optional(),
}))

export const SiloResultsPage = z.preprocess(processResponseBody,z.object({"items": Silo.array(),
"nextPage": z.string().nullable().optional(),
}))

export const SiloRole = z.preprocess(processResponseBody,z.enum(["admin","collaborator","limited_collaborator","viewer"]))

export const SiloRoleRoleAssignment = z.preprocess(processResponseBody,z.object({"identityId": z.uuid(),
"identityType": IdentityType,
"roleName": SiloRole,
}))

export const SiloRolePolicy = z.preprocess(processResponseBody,z.object({"roleAssignments": SiloRoleRoleAssignment.array(),
}))

export const SiloSubnetPool = z.preprocess(processResponseBody,z.object({"description": z.string(),
"id": z.uuid(),
"ipVersion": IpVersion,
"isDefault": SafeBoolean,
"name": Name,
"timeCreated": z.coerce.date(),
"timeModified": z.coerce.date(),
}))

export const SiloSubnetPoolResultsPage = z.preprocess(processResponseBody,z.object({"items": SiloSubnetPool.array(),
"nextPage": z.string().nullable().optional(),
}))

export const VirtualResourceCounts = z.preprocess(processResponseBody,z.object({"cpus": z.number(),
"memory": ByteCount,
"storage": ByteCount,
}))

export const SiloUtilization = z.preprocess(processResponseBody,z.object({"allocated": VirtualResourceCounts,
"provisioned": VirtualResourceCounts,
"siloId": z.uuid(),
"siloName": Name,
}))

export const SiloUtilizationResultsPage = z.preprocess(processResponseBody,z.object({"items": SiloUtilization.array(),
"nextPage": z.string().nullable().optional(),
}))

export const SledProvisionPolicy = z.preprocess(processResponseBody,z.enum(["provisionable", "non_provisionable"])
)

export const SledPolicy = z.preprocess(processResponseBody,z.union([
z.object({"kind": z.enum(["in_service"]),
"provisionPolicy": SledProvisionPolicy,
}),
z.object({"kind": z.enum(["expunged"]),
}),
])
)

export const SledState = z.preprocess(processResponseBody,z.enum(["active", "decommissioned"])
)

export const Sled = z.preprocess(processResponseBody,z.object({"baseboard": Baseboard,
"id": z.uuid(),
"policy": SledPolicy,
"rackId": z.uuid(),
"slot": z.number().min(0).max(65535).nullable().optional(),
"state": SledState,
"timeCreated": z.coerce.date(),
"timeModified": z.coerce.date(),
"usableHardwareThreads": z.number().min(0).max(4294967295),
"usablePhysicalRam": ByteCount,
}))

export const SledInstance = z.preprocess(processResponseBody,z.object({"activeSledId": z.uuid(),
"id": z.uuid(),
"memory": z.number(),
"migrationId": z.uuid().nullable().optional(),
"name": Name,
"ncpus": z.number(),
"projectName": Name,
"siloName": Name,
"state": InstanceState,
"timeCreated": z.coerce.date(),
"timeModified": z.coerce.date(),
}))

export const SledInstanceResultsPage = z.preprocess(processResponseBody,z.object({"items": SledInstance.array(),
"nextPage": z.string().nullable().optional(),
}))

export const SledProvisionPolicyParams = z.preprocess(processResponseBody,z.object({"state": SledProvisionPolicy,
}))

export const SledProvisionPolicyResponse = z.preprocess(processResponseBody,z.object({"newState": SledProvisionPolicy,
"oldState": SledProvisionPolicy,
}))

export const SledResultsPage = z.preprocess(processResponseBody,z.object({"items": Sled.array(),
"nextPage": z.string().nullable().optional(),
}))

export const SledUuid = z.preprocess(processResponseBody,z.uuid())

export const SnapshotState = z.preprocess(processResponseBody,z.enum(["creating","ready","faulted","destroyed"]))

export const Snapshot = z.preprocess(processResponseBody,z.object({"description": z.string(),
"diskId": z.uuid(),
"id": z.uuid(),
"name": Name,
"projectId": z.uuid(),
"size": ByteCount,
"state": SnapshotState,
"timeCreated": z.coerce.date(),
"timeModified": z.coerce.date(),
}))

export const SnapshotCreate = z.preprocess(processResponseBody,z.object({"description": z.string(),
"disk": NameOrId,
"name": Name,
}))

export const SnapshotResultsPage = z.preprocess(processResponseBody,z.object({"items": Snapshot.array(),
"nextPage": z.string().nullable().optional(),
}))

export const SshKey = z.preprocess(processResponseBody,z.object({"description": z.string(),
"id": z.uuid(),
"name": Name,
"publicKey": z.string(),
"siloUserId": z.uuid(),
"timeCreated": z.coerce.date(),
"timeModified": z.coerce.date(),
}))

export const SshKeyCreate = z.preprocess(processResponseBody,z.object({"description": z.string(),
"name": Name,
"publicKey": z.string(),
}))

export const SshKeyResultsPage = z.preprocess(processResponseBody,z.object({"items": SshKey.array(),
"nextPage": z.string().nullable().optional(),
}))

export const SubnetPool = z.preprocess(processResponseBody,z.object({"description": z.string(),
"id": z.uuid(),
"ipVersion": IpVersion,
"name": Name,
"timeCreated": z.coerce.date(),
"timeModified": z.coerce.date(),
}))

export const SubnetPoolCreate = z.preprocess(processResponseBody,z.object({"description": z.string(),
"ipVersion": IpVersion,
"name": Name,
}))

export const SubnetPoolLinkSilo = z.preprocess(processResponseBody,z.object({"isDefault": SafeBoolean,
"silo": NameOrId,
}))

export const SubnetPoolMember = z.preprocess(processResponseBody,z.object({"id": z.uuid(),
"maxPrefixLength": z.number().min(0).max(255),
"minPrefixLength": z.number().min(0).max(255),
"subnet": IpNet,
"subnetPoolId": z.uuid(),
"timeCreated": z.coerce.date(),
}))

export const SubnetPoolMemberAdd = z.preprocess(processResponseBody,z.object({"maxPrefixLength": z.number().min(0).max(255).nullable().optional(),
"minPrefixLength": z.number().min(0).max(255).nullable().optional(),
"subnet": IpNet,
}))

export const SubnetPoolMemberRemove = z.preprocess(processResponseBody,z.object({"subnet": IpNet,
}))

export const SubnetPoolMemberResultsPage = z.preprocess(processResponseBody,z.object({"items": SubnetPoolMember.array(),
"nextPage": z.string().nullable().optional(),
}))

export const SubnetPoolResultsPage = z.preprocess(processResponseBody,z.object({"items": SubnetPool.array(),
"nextPage": z.string().nullable().optional(),
}))

export const SubnetPoolSiloLink = z.preprocess(processResponseBody,z.object({"isDefault": SafeBoolean,
"siloId": z.uuid(),
"subnetPoolId": z.uuid(),
}))

export const SubnetPoolSiloLinkResultsPage = z.preprocess(processResponseBody,z.object({"items": SubnetPoolSiloLink.array(),
"nextPage": z.string().nullable().optional(),
}))

export const SubnetPoolSiloUpdate = z.preprocess(processResponseBody,z.object({"isDefault": SafeBoolean,
}))

export const SubnetPoolUpdate = z.preprocess(processResponseBody,z.object({"description": z.string().nullable().optional(),
"name": Name.nullable().optional(),
}))

export const SubnetPoolUtilization = z.preprocess(processResponseBody,z.object({"capacity": z.number(),
"remaining": z.number(),
}))

export const SupportBundleCreate = z.preprocess(processResponseBody,z.object({"userComment": z.string().nullable().optional(),
}))

export const SupportBundleState = z.preprocess(processResponseBody,z.enum(["collecting", "destroying", "failed", "active"])
)

export const SupportBundleInfo = z.preprocess(processResponseBody,z.object({"id": z.uuid(),
"reasonForCreation": z.string(),
"reasonForFailure": z.string().nullable().optional(),
"state": SupportBundleState,
"timeCreated": z.coerce.date(),
"userComment": z.string().nullable().optional(),
}))

export const SupportBundleInfoResultsPage = z.preprocess(processResponseBody,z.object({"items": SupportBundleInfo.array(),
"nextPage": z.string().nullable().optional(),
}))

export const SupportBundleUpdate = z.preprocess(processResponseBody,z.object({"userComment": z.string().nullable().optional(),
}))

export const Switch = z.preprocess(processResponseBody,z.object({"baseboard": Baseboard,
"id": z.uuid(),
"rackId": z.uuid(),
"timeCreated": z.coerce.date(),
"timeModified": z.coerce.date(),
}))

export const SwitchInterfaceKind = z.preprocess(processResponseBody,z.union([
z.object({"type": z.enum(["primary"]),
}),
z.object({"type": z.enum(["vlan"]),
"vid": z.number().min(0).max(65535),
}),
z.object({"type": z.enum(["loopback"]),
}),
])
)

export const SwitchInterfaceConfig = z.preprocess(processResponseBody,z.object({"id": z.uuid(),
"interfaceName": Name,
"kind": SwitchInterfaceKind,
"portSettingsId": z.uuid(),
"v6Enabled": SafeBoolean,
}))

export const SwitchInterfaceConfigCreate = z.preprocess(processResponseBody,z.object({"kind": SwitchInterfaceKind,
"linkName": Name,
"v6Enabled": SafeBoolean,
}))

export const SwitchLinkState = z.preprocess(processResponseBody,z.record(z.string(), z.unknown()))

export const SwitchPort = z.preprocess(processResponseBody,z.object({"id": z.uuid(),
"portName": Name,
"portSettingsId": z.uuid().nullable().optional(),
"rackId": z.uuid(),
"switchSlot": SwitchSlot,
}))

export const SwitchPortAddressView = z.preprocess(processResponseBody,z.object({"address": IpNet,
"addressLotBlockId": z.uuid(),
"addressLotId": z.uuid(),
"addressLotName": Name,
"interfaceName": Name,
"portSettingsId": z.uuid(),
"vlanId": z.number().min(0).max(65535).nullable().optional(),
}))

export const SwitchPortApplySettings = z.preprocess(processResponseBody,z.object({"portSettings": NameOrId,
}))

export const SwitchPortGeometry = z.preprocess(processResponseBody,z.enum(["qsfp28x1", "qsfp28x2", "sfp28x4"])
)

export const SwitchPortConfig = z.preprocess(processResponseBody,z.object({"geometry": SwitchPortGeometry,
"portSettingsId": z.uuid(),
}))

export const SwitchPortConfigCreate = z.preprocess(processResponseBody,z.object({"geometry": SwitchPortGeometry,
}))

export const SwitchPortLinkConfig = z.preprocess(processResponseBody,z.object({"autoneg": SafeBoolean,
"fec": LinkFec.nullable().optional(),
"linkName": Name,
"lldpLinkConfig": LldpLinkConfig.nullable().optional(),
"mtu": z.number().min(0).max(65535),
"portSettingsId": z.uuid(),
"speed": LinkSpeed,
"txEqConfig": TxEqConfig.nullable().optional(),
}))

export const SwitchPortResultsPage = z.preprocess(processResponseBody,z.object({"items": SwitchPort.array(),
"nextPage": z.string().nullable().optional(),
}))

export const SwitchPortRouteConfig = z.preprocess(processResponseBody,z.object({"dst": IpNet,
"gw": z.union([z.ipv4(), z.ipv6()]),
"interfaceName": Name,
"portSettingsId": z.uuid(),
"ribPriority": z.number().min(0).max(255).nullable().optional(),
"vlanId": z.number().min(0).max(65535).nullable().optional(),
}))

export const SwitchPortSettingsGroups = z.preprocess(processResponseBody,z.object({"portSettingsGroupId": z.uuid(),
"portSettingsId": z.uuid(),
}))

export const SwitchPortSettings = z.preprocess(processResponseBody,z.object({"addresses": SwitchPortAddressView.array(),
"bgpPeers": BgpPeer.array(),
"description": z.string(),
"groups": SwitchPortSettingsGroups.array(),
"id": z.uuid(),
"interfaces": SwitchInterfaceConfig.array(),
"links": SwitchPortLinkConfig.array(),
"name": Name,
"port": SwitchPortConfig,
"routes": SwitchPortRouteConfig.array(),
"timeCreated": z.coerce.date(),
"timeModified": z.coerce.date(),
}))

export const SwitchPortSettingsCreate = z.preprocess(processResponseBody,z.object({"addresses": AddressConfig.array(),
"bgpPeers": BgpPeerConfig.array().default([]),
"description": z.string(),
"groups": NameOrId.array().default([]),
"interfaces": SwitchInterfaceConfigCreate.array().default([]),
"links": LinkConfigCreate.array(),
"name": Name,
"portConfig": SwitchPortConfigCreate,
"routes": RouteConfig.array().default([]),
}))

export const SwitchPortSettingsIdentity = z.preprocess(processResponseBody,z.object({"description": z.string(),
"id": z.uuid(),
"name": Name,
"timeCreated": z.coerce.date(),
"timeModified": z.coerce.date(),
}))

export const SwitchPortSettingsIdentityResultsPage = z.preprocess(processResponseBody,z.object({"items": SwitchPortSettingsIdentity.array(),
"nextPage": z.string().nullable().optional(),
}))

export const SwitchResultsPage = z.preprocess(processResponseBody,z.object({"items": Switch.array(),
"nextPage": z.string().nullable().optional(),
}))

export const SystemNetworkingSettings = z.preprocess(processResponseBody,z.object({"externalJumboFramesOptInEnabled": SafeBoolean,
}))

export const SystemNetworkingSettingsUpdate = z.preprocess(processResponseBody,z.object({"externalJumboFramesOptInEnabled": SafeBoolean.default(false),
}))

export const TargetRelease = z.preprocess(processResponseBody,z.object({"timeRequested": z.coerce.date(),
"version": z.string().regex(/^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/),
}))

export const TimeseriesDescription = z.preprocess(processResponseBody,z.object({"metric": z.string(),
"target": z.string(),
}))

/**
* The name of a timeseries
 */
export const TimeseriesName = z.preprocess(processResponseBody,z.string().regex(/^(([a-z]+[a-z0-9]*)(_([a-z0-9]+))*):(([a-z]+[a-z0-9]*)(_([a-z0-9]+))*)$/))

export const TimeseriesQuery = z.preprocess(processResponseBody,z.object({"query": z.string(),
}))

export const Units = z.preprocess(processResponseBody,z.union([
z.enum(["count","bytes","seconds","nanoseconds","volts","amps","watts","degrees_celsius","joules"]),
z.enum(["none"]),
z.enum(["rpm"]),
])
)

export const TimeseriesSchema = z.preprocess(processResponseBody,z.object({"authzScope": AuthzScope,
"created": z.coerce.date(),
"datumType": DatumType,
"description": TimeseriesDescription,
"fieldSchema": FieldSchema.array().refine(...uniqueItems),
"timeseriesName": TimeseriesName,
"units": Units,
"version": z.number().min(1).max(255),
}))

export const TimeseriesSchemaResultsPage = z.preprocess(processResponseBody,z.object({"items": TimeseriesSchema.array(),
"nextPage": z.string().nullable().optional(),
}))

export const TufRepo = z.preprocess(processResponseBody,z.object({"fileName": z.string(),
"hash": z.string(),
"systemVersion": z.string().regex(/^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/),
"timeCreated": z.coerce.date(),
}))

export const TufRepoResultsPage = z.preprocess(processResponseBody,z.object({"items": TufRepo.array(),
"nextPage": z.string().nullable().optional(),
}))

export const TufRepoUploadStatus = z.preprocess(processResponseBody,z.enum(["already_exists", "inserted"])
)

export const TufRepoUpload = z.preprocess(processResponseBody,z.object({"repo": TufRepo,
"status": TufRepoUploadStatus,
}))

export const UnadoptedPhysicalDisk = z.preprocess(processResponseBody,z.object({"diskId": PhysicalDiskManufacturerIdentity,
"sledId": SledUuid,
"slot": z.number(),
"variant": PhysicalDiskKind,
}))

export const UnadoptedPhysicalDiskResultsPage = z.preprocess(processResponseBody,z.object({"items": UnadoptedPhysicalDisk.array(),
"nextPage": z.string().nullable().optional(),
}))

export const UninitializedSled = z.preprocess(processResponseBody,z.object({"baseboard": Baseboard,
"cubby": z.number().min(0).max(65535),
"rackId": z.uuid(),
}))

export const UninitializedSledResultsPage = z.preprocess(processResponseBody,z.object({"items": UninitializedSled.array(),
"nextPage": z.string().nullable().optional(),
}))

export const UpdateStatus = z.preprocess(processResponseBody,z.object({"componentsByReleaseVersion": z.record(z.string(),z.number().min(0)),
"contactSupport": SafeBoolean,
"suspended": SafeBoolean,
"targetRelease": TargetRelease.nullable(),
"timeLastStepPlanned": z.coerce.date(),
}))

export const UpdatesTrustRoot = z.preprocess(processResponseBody,z.object({"id": z.uuid(),
"rootRole": z.record(z.string(), z.unknown()),
"timeCreated": z.coerce.date(),
}))

export const UpdatesTrustRootResultsPage = z.preprocess(processResponseBody,z.object({"items": UpdatesTrustRoot.array(),
"nextPage": z.string().nullable().optional(),
}))

export const User = z.preprocess(processResponseBody,z.object({"displayName": z.string(),
"id": z.uuid(),
"siloId": z.uuid(),
"timeCreated": z.coerce.date(),
"timeModified": z.coerce.date(),
}))

export const UserBuiltin = z.preprocess(processResponseBody,z.object({"description": z.string(),
"id": z.uuid(),
"name": Name,
"timeCreated": z.coerce.date(),
"timeModified": z.coerce.date(),
}))

export const UserBuiltinResultsPage = z.preprocess(processResponseBody,z.object({"items": UserBuiltin.array(),
"nextPage": z.string().nullable().optional(),
}))

/**
* A username for a local-only user
 */
export const UserId = z.preprocess(processResponseBody,z.string().min(1).max(63).regex(/^(?![0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$)^[a-z]([a-zA-Z0-9-]*[a-zA-Z0-9]+)?$/))

export const UserPassword = z.preprocess(processResponseBody,z.union([
z.object({"mode": z.enum(["password"]),
"value": Password,
}),
z.object({"mode": z.enum(["login_disallowed"]),
}),
])
)

export const UserCreate = z.preprocess(processResponseBody,z.object({"externalId": UserId,
"password": UserPassword,
}))

export const UserResultsPage = z.preprocess(processResponseBody,z.object({"items": User.array(),
"nextPage": z.string().nullable().optional(),
}))

export const UsernamePasswordCredentials = z.preprocess(processResponseBody,z.object({"password": Password,
"username": UserId,
}))

export const Utilization = z.preprocess(processResponseBody,z.object({"capacity": VirtualResourceCounts,
"provisioned": VirtualResourceCounts,
}))

export const Vpc = z.preprocess(processResponseBody,z.object({"description": z.string(),
"dnsName": Name,
"id": z.uuid(),
"ipv6Prefix": Ipv6Net,
"name": Name,
"projectId": z.uuid(),
"systemRouterId": z.uuid(),
"timeCreated": z.coerce.date(),
"timeModified": z.coerce.date(),
}))

export const VpcCreate = z.preprocess(processResponseBody,z.object({"description": z.string(),
"dnsName": Name,
"ipv6Prefix": Ipv6Net.nullable().optional(),
"name": Name,
}))

export const VpcFirewallIcmpFilter = z.preprocess(processResponseBody,z.object({"code": IcmpParamRange.nullable().optional(),
"icmpType": z.number().min(0).max(255),
}))

export const VpcFirewallRuleAction = z.preprocess(processResponseBody,z.enum(["allow","deny"]))

export const VpcFirewallRuleDirection = z.preprocess(processResponseBody,z.enum(["inbound","outbound"]))

export const VpcFirewallRuleHostFilter = z.preprocess(processResponseBody,z.union([
z.object({"type": z.enum(["vpc"]),
"value": Name,
}),
z.object({"type": z.enum(["subnet"]),
"value": Name,
}),
z.object({"type": z.enum(["instance"]),
"value": Name,
}),
z.object({"type": z.enum(["ip"]),
"value": z.union([z.ipv4(), z.ipv6()]),
}),
z.object({"type": z.enum(["ip_net"]),
"value": IpNet,
}),
])
)

export const VpcFirewallRuleProtocol = z.preprocess(processResponseBody,z.union([
z.object({"type": z.enum(["tcp"]),
}),
z.object({"type": z.enum(["udp"]),
}),
z.object({"type": z.enum(["icmp"]),
"value": VpcFirewallIcmpFilter.nullable(),
}),
z.object({"type": z.enum(["icmp6"]),
"value": VpcFirewallIcmpFilter.nullable(),
}),
])
)

export const VpcFirewallRuleFilter = z.preprocess(processResponseBody,z.object({"hosts": VpcFirewallRuleHostFilter.array().nullable().optional(),
"ports": L4PortRange.array().nullable().optional(),
"protocols": VpcFirewallRuleProtocol.array().nullable().optional(),
}))

export const VpcFirewallRuleStatus = z.preprocess(processResponseBody,z.enum(["disabled","enabled"]))

export const VpcFirewallRuleTarget = z.preprocess(processResponseBody,z.union([
z.object({"type": z.enum(["vpc"]),
"value": Name,
}),
z.object({"type": z.enum(["subnet"]),
"value": Name,
}),
z.object({"type": z.enum(["instance"]),
"value": Name,
}),
z.object({"type": z.enum(["ip"]),
"value": z.union([z.ipv4(), z.ipv6()]),
}),
z.object({"type": z.enum(["ip_net"]),
"value": IpNet,
}),
])
)

export const VpcFirewallRule = z.preprocess(processResponseBody,z.object({"action": VpcFirewallRuleAction,
"description": z.string(),
"direction": VpcFirewallRuleDirection,
"filters": VpcFirewallRuleFilter,
"id": z.uuid(),
"name": Name,
"priority": z.number().min(0).max(65535),
"status": VpcFirewallRuleStatus,
"targets": VpcFirewallRuleTarget.array(),
"timeCreated": z.coerce.date(),
"timeModified": z.coerce.date(),
"vpcId": z.uuid(),
}))

export const VpcFirewallRuleUpdate = z.preprocess(processResponseBody,z.object({"action": VpcFirewallRuleAction,
"description": z.string(),
"direction": VpcFirewallRuleDirection,
"filters": VpcFirewallRuleFilter,
"name": Name,
"priority": z.number().min(0).max(65535),
"status": VpcFirewallRuleStatus,
"targets": VpcFirewallRuleTarget.array(),
}))

export const VpcFirewallRuleUpdateParams = z.preprocess(processResponseBody,z.object({"rules": VpcFirewallRuleUpdate.array().default([]),
}))

export const VpcFirewallRules = z.preprocess(processResponseBody,z.object({"rules": VpcFirewallRule.array(),
}))

export const VpcResultsPage = z.preprocess(processResponseBody,z.object({"items": Vpc.array(),
"nextPage": z.string().nullable().optional(),
}))

export const VpcRouterKind = z.preprocess(processResponseBody,z.enum(["system","custom"]))

export const VpcRouter = z.preprocess(processResponseBody,z.object({"description": z.string(),
"id": z.uuid(),
"kind": VpcRouterKind,
"name": Name,
"timeCreated": z.coerce.date(),
"timeModified": z.coerce.date(),
"vpcId": z.uuid(),
}))

export const VpcRouterCreate = z.preprocess(processResponseBody,z.object({"description": z.string(),
"name": Name,
}))

export const VpcRouterResultsPage = z.preprocess(processResponseBody,z.object({"items": VpcRouter.array(),
"nextPage": z.string().nullable().optional(),
}))

export const VpcRouterUpdate = z.preprocess(processResponseBody,z.object({"description": z.string().nullable().optional(),
"name": Name.nullable().optional(),
}))

export const VpcSubnet = z.preprocess(processResponseBody,z.object({"customRouterId": z.uuid().nullable().optional(),
"description": z.string(),
"id": z.uuid(),
"ipv4Block": Ipv4Net,
"ipv6Block": Ipv6Net,
"name": Name,
"timeCreated": z.coerce.date(),
"timeModified": z.coerce.date(),
"vpcId": z.uuid(),
}))

export const VpcSubnetCreate = z.preprocess(processResponseBody,z.object({"customRouter": NameOrId.nullable().optional(),
"description": z.string(),
"ipv4Block": Ipv4Net,
"ipv6Block": Ipv6Net.nullable().optional(),
"name": Name,
}))

export const VpcSubnetResultsPage = z.preprocess(processResponseBody,z.object({"items": VpcSubnet.array(),
"nextPage": z.string().nullable().optional(),
}))

export const VpcSubnetUpdate = z.preprocess(processResponseBody,z.object({"customRouter": NameOrId.nullable().optional(),
"description": z.string().nullable().optional(),
"name": Name.nullable().optional(),
}))

export const VpcUpdate = z.preprocess(processResponseBody,z.object({"description": z.string().nullable().optional(),
"dnsName": Name.nullable().optional(),
"name": Name.nullable().optional(),
}))

export const WebhookCreate = z.preprocess(processResponseBody,z.object({"description": z.string(),
"endpoint": z.string(),
"name": Name,
"secrets": z.string().array(),
"subscriptions": AlertSubscription.array().default([]),
}))

export const WebhookReceiver = z.preprocess(processResponseBody,z.object({"description": z.string(),
"endpoint": z.string(),
"id": z.uuid(),
"name": Name,
"secrets": WebhookSecret.array(),
"subscriptions": AlertSubscription.array(),
"timeCreated": z.coerce.date(),
"timeModified": z.coerce.date(),
}))

export const WebhookReceiverUpdate = z.preprocess(processResponseBody,z.object({"description": z.string().nullable().optional(),
"endpoint": z.string().nullable().optional(),
"name": Name.nullable().optional(),
}))

export const WebhookSecretCreate = z.preprocess(processResponseBody,z.object({"secret": z.string(),
}))

export const WebhookSecrets = z.preprocess(processResponseBody,z.object({"secrets": WebhookSecret.array(),
}))

export const NameOrIdSortMode = z.preprocess(processResponseBody,z.enum(["name_ascending", "name_descending", "id_ascending"])
)

export const TimeAndIdSortMode = z.preprocess(processResponseBody,z.enum(["time_and_id_ascending", "time_and_id_descending"])
)

export const IdSortMode = z.preprocess(processResponseBody,z.enum(["id_ascending"]))

export const SystemMetricName = z.preprocess(processResponseBody,z.enum(["virtual_disk_space_provisioned","cpus_provisioned","ram_provisioned"]))

export const PaginationOrder = z.preprocess(processResponseBody,z.enum(["ascending","descending"]))

export const VersionSortMode = z.preprocess(processResponseBody,z.enum(["version_ascending", "version_descending"])
)

export const NameSortMode = z.preprocess(processResponseBody,z.enum(["name_ascending"]))

export const DeviceAuthRequestParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  }),
}))

export const DeviceAuthConfirmParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  }),
}))

export const DeviceAccessTokenParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  }),
}))

export const ProbeListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  project: NameOrId.optional(),
  sortBy: NameOrIdSortMode.optional(),
  }),
}))

export const ProbeCreateParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  project: NameOrId,
  }),
}))

export const ProbeViewParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  probe: NameOrId,
  }),
  query: z.object({
  project: NameOrId,
  }),
}))

export const ProbeDeleteParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  probe: NameOrId,
  }),
  query: z.object({
  project: NameOrId,
  }),
}))

export const LoginSamlParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  providerName: Name,
  siloName: Name,
  }),
  query: z.object({
  }),
}))

export const AffinityGroupListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  project: NameOrId.optional(),
  sortBy: NameOrIdSortMode.optional(),
  }),
}))

export const AffinityGroupCreateParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  project: NameOrId,
  }),
}))

export const AffinityGroupViewParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  affinityGroup: NameOrId,
  }),
  query: z.object({
  project: NameOrId.optional(),
  }),
}))

export const AffinityGroupUpdateParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  affinityGroup: NameOrId,
  }),
  query: z.object({
  project: NameOrId.optional(),
  }),
}))

export const AffinityGroupDeleteParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  affinityGroup: NameOrId,
  }),
  query: z.object({
  project: NameOrId.optional(),
  }),
}))

export const AffinityGroupMemberListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  affinityGroup: NameOrId,
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  project: NameOrId.optional(),
  sortBy: NameOrIdSortMode.optional(),
  }),
}))

export const AffinityGroupMemberInstanceViewParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  affinityGroup: NameOrId,
  instance: NameOrId,
  }),
  query: z.object({
  project: NameOrId.optional(),
  }),
}))

export const AffinityGroupMemberInstanceAddParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  affinityGroup: NameOrId,
  instance: NameOrId,
  }),
  query: z.object({
  project: NameOrId.optional(),
  }),
}))

export const AffinityGroupMemberInstanceDeleteParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  affinityGroup: NameOrId,
  instance: NameOrId,
  }),
  query: z.object({
  project: NameOrId.optional(),
  }),
}))

export const AlertClassListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  filter: AlertSubscription.optional(),
  }),
}))

export const AlertReceiverListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  sortBy: NameOrIdSortMode.optional(),
  }),
}))

export const AlertReceiverViewParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  receiver: NameOrId,
  }),
  query: z.object({
  }),
}))

export const AlertReceiverDeleteParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  receiver: NameOrId,
  }),
  query: z.object({
  }),
}))

export const AlertDeliveryListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  receiver: NameOrId,
  }),
  query: z.object({
  delivered: SafeBoolean.nullable().optional(),
  failed: SafeBoolean.nullable().optional(),
  pending: SafeBoolean.nullable().optional(),
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  sortBy: TimeAndIdSortMode.optional(),
  }),
}))

export const AlertReceiverProbeParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  receiver: NameOrId,
  }),
  query: z.object({
  resend: SafeBoolean.optional(),
  }),
}))

export const AlertReceiverSubscriptionAddParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  receiver: NameOrId,
  }),
  query: z.object({
  }),
}))

export const AlertReceiverSubscriptionRemoveParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  receiver: NameOrId,
  subscription: AlertSubscription,
  }),
  query: z.object({
  }),
}))

export const AlertListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  alertClass: AlertSubscription.optional(),
  endTime: z.coerce.date().nullable().optional(),
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  sortBy: TimeAndIdSortMode.optional(),
  startTime: z.coerce.date().nullable().optional(),
  }),
}))

export const AlertViewParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  alertId: z.uuid(),
  }),
  query: z.object({
  }),
}))

export const AlertDeliveryResendParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  alertId: z.uuid(),
  }),
  query: z.object({
  receiver: NameOrId,
  }),
}))

export const AntiAffinityGroupListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  project: NameOrId.optional(),
  sortBy: NameOrIdSortMode.optional(),
  }),
}))

export const AntiAffinityGroupCreateParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  project: NameOrId,
  }),
}))

export const AntiAffinityGroupViewParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  antiAffinityGroup: NameOrId,
  }),
  query: z.object({
  project: NameOrId.optional(),
  }),
}))

export const AntiAffinityGroupUpdateParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  antiAffinityGroup: NameOrId,
  }),
  query: z.object({
  project: NameOrId.optional(),
  }),
}))

export const AntiAffinityGroupDeleteParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  antiAffinityGroup: NameOrId,
  }),
  query: z.object({
  project: NameOrId.optional(),
  }),
}))

export const AntiAffinityGroupMemberListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  antiAffinityGroup: NameOrId,
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  project: NameOrId.optional(),
  sortBy: NameOrIdSortMode.optional(),
  }),
}))

export const AntiAffinityGroupMemberInstanceViewParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  antiAffinityGroup: NameOrId,
  instance: NameOrId,
  }),
  query: z.object({
  project: NameOrId.optional(),
  }),
}))

export const AntiAffinityGroupMemberInstanceAddParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  antiAffinityGroup: NameOrId,
  instance: NameOrId,
  }),
  query: z.object({
  project: NameOrId.optional(),
  }),
}))

export const AntiAffinityGroupMemberInstanceDeleteParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  antiAffinityGroup: NameOrId,
  instance: NameOrId,
  }),
  query: z.object({
  project: NameOrId.optional(),
  }),
}))

export const AuthSettingsViewParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  }),
}))

export const AuthSettingsUpdateParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  }),
}))

export const CertificateListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  sortBy: NameOrIdSortMode.optional(),
  }),
}))

export const CertificateCreateParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  }),
}))

export const CertificateViewParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  certificate: NameOrId,
  }),
  query: z.object({
  }),
}))

export const CertificateDeleteParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  certificate: NameOrId,
  }),
  query: z.object({
  }),
}))

export const DiskListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  project: NameOrId.optional(),
  sortBy: NameOrIdSortMode.optional(),
  }),
}))

export const DiskCreateParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  project: NameOrId,
  }),
}))

export const DiskViewParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  disk: NameOrId,
  }),
  query: z.object({
  project: NameOrId.optional(),
  }),
}))

export const DiskDeleteParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  disk: NameOrId,
  }),
  query: z.object({
  project: NameOrId.optional(),
  }),
}))

export const DiskBulkWriteImportParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  disk: NameOrId,
  }),
  query: z.object({
  project: NameOrId.optional(),
  }),
}))

export const DiskBulkWriteImportStartParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  disk: NameOrId,
  }),
  query: z.object({
  project: NameOrId.optional(),
  }),
}))

export const DiskBulkWriteImportStopParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  disk: NameOrId,
  }),
  query: z.object({
  project: NameOrId.optional(),
  }),
}))

export const DiskFinalizeImportParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  disk: NameOrId,
  }),
  query: z.object({
  project: NameOrId.optional(),
  }),
}))

export const ExternalSubnetListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  project: NameOrId.optional(),
  sortBy: NameOrIdSortMode.optional(),
  }),
}))

export const ExternalSubnetCreateParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  project: NameOrId,
  }),
}))

export const ExternalSubnetViewParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  externalSubnet: NameOrId,
  }),
  query: z.object({
  project: NameOrId.optional(),
  }),
}))

export const ExternalSubnetUpdateParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  externalSubnet: NameOrId,
  }),
  query: z.object({
  project: NameOrId.optional(),
  }),
}))

export const ExternalSubnetDeleteParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  externalSubnet: NameOrId,
  }),
  query: z.object({
  project: NameOrId.optional(),
  }),
}))

export const ExternalSubnetAttachParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  externalSubnet: NameOrId,
  }),
  query: z.object({
  project: NameOrId.optional(),
  }),
}))

export const ExternalSubnetDetachParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  externalSubnet: NameOrId,
  }),
  query: z.object({
  project: NameOrId.optional(),
  }),
}))

export const FloatingIpListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  project: NameOrId.optional(),
  sortBy: NameOrIdSortMode.optional(),
  }),
}))

export const FloatingIpCreateParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  project: NameOrId,
  }),
}))

export const FloatingIpViewParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  floatingIp: NameOrId,
  }),
  query: z.object({
  project: NameOrId.optional(),
  }),
}))

export const FloatingIpUpdateParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  floatingIp: NameOrId,
  }),
  query: z.object({
  project: NameOrId.optional(),
  }),
}))

export const FloatingIpDeleteParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  floatingIp: NameOrId,
  }),
  query: z.object({
  project: NameOrId.optional(),
  }),
}))

export const FloatingIpAttachParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  floatingIp: NameOrId,
  }),
  query: z.object({
  project: NameOrId.optional(),
  }),
}))

export const FloatingIpDetachParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  floatingIp: NameOrId,
  }),
  query: z.object({
  project: NameOrId.optional(),
  }),
}))

export const GroupListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  sortBy: IdSortMode.optional(),
  }),
}))

export const GroupViewParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  groupId: z.uuid(),
  }),
  query: z.object({
  }),
}))

export const ImageListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  project: NameOrId.optional(),
  sortBy: NameOrIdSortMode.optional(),
  }),
}))

export const ImageCreateParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  project: NameOrId.optional(),
  }),
}))

export const ImageViewParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  image: NameOrId,
  }),
  query: z.object({
  project: NameOrId.optional(),
  }),
}))

export const ImageDeleteParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  image: NameOrId,
  }),
  query: z.object({
  project: NameOrId.optional(),
  }),
}))

export const ImageDemoteParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  image: NameOrId,
  }),
  query: z.object({
  project: NameOrId,
  }),
}))

export const ImagePromoteParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  image: NameOrId,
  }),
  query: z.object({
  project: NameOrId.optional(),
  }),
}))

export const InstanceListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  project: NameOrId.optional(),
  sortBy: NameOrIdSortMode.optional(),
  }),
}))

export const InstanceCreateParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  project: NameOrId,
  }),
}))

export const InstanceViewParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  instance: NameOrId,
  }),
  query: z.object({
  project: NameOrId.optional(),
  }),
}))

export const InstanceUpdateParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  instance: NameOrId,
  }),
  query: z.object({
  project: NameOrId.optional(),
  }),
}))

export const InstanceDeleteParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  instance: NameOrId,
  }),
  query: z.object({
  project: NameOrId.optional(),
  }),
}))

export const InstanceAffinityGroupListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  instance: NameOrId,
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  project: NameOrId.optional(),
  sortBy: NameOrIdSortMode.optional(),
  }),
}))

export const InstanceAntiAffinityGroupListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  instance: NameOrId,
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  project: NameOrId.optional(),
  sortBy: NameOrIdSortMode.optional(),
  }),
}))

export const InstanceDiskListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  instance: NameOrId,
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  project: NameOrId.optional(),
  sortBy: NameOrIdSortMode.optional(),
  }),
}))

export const InstanceDiskAttachParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  instance: NameOrId,
  }),
  query: z.object({
  project: NameOrId.optional(),
  }),
}))

export const InstanceDiskDetachParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  instance: NameOrId,
  }),
  query: z.object({
  project: NameOrId.optional(),
  }),
}))

export const InstanceExternalIpListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  instance: NameOrId,
  }),
  query: z.object({
  project: NameOrId.optional(),
  }),
}))

export const InstanceEphemeralIpAttachParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  instance: NameOrId,
  }),
  query: z.object({
  project: NameOrId.optional(),
  }),
}))

export const InstanceEphemeralIpDetachParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  instance: NameOrId,
  }),
  query: z.object({
  ipVersion: IpVersion.optional(),
  project: NameOrId.optional(),
  }),
}))

export const InstanceExternalSubnetListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  instance: NameOrId,
  }),
  query: z.object({
  project: NameOrId.optional(),
  }),
}))

export const InstanceMulticastGroupListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  instance: NameOrId,
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  project: NameOrId.optional(),
  sortBy: IdSortMode.optional(),
  }),
}))

export const InstanceMulticastGroupJoinParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  instance: NameOrId,
  multicastGroup: MulticastGroupIdentifier,
  }),
  query: z.object({
  project: NameOrId.optional(),
  }),
}))

export const InstanceMulticastGroupLeaveParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  instance: NameOrId,
  multicastGroup: MulticastGroupIdentifier,
  }),
  query: z.object({
  project: NameOrId.optional(),
  }),
}))

export const InstanceRebootParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  instance: NameOrId,
  }),
  query: z.object({
  project: NameOrId.optional(),
  }),
}))

export const InstanceSerialConsoleParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  instance: NameOrId,
  }),
  query: z.object({
  fromStart: z.number().min(0).nullable().optional(),
  maxBytes: z.number().min(0).nullable().optional(),
  mostRecent: z.number().min(0).nullable().optional(),
  project: NameOrId.optional(),
  }),
}))

export const InstanceSerialConsoleStreamParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  instance: NameOrId,
  }),
  query: z.object({
  mostRecent: z.number().min(0).nullable().optional(),
  project: NameOrId.optional(),
  }),
}))

export const InstanceSshPublicKeyListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  instance: NameOrId,
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  project: NameOrId.optional(),
  sortBy: NameOrIdSortMode.optional(),
  }),
}))

export const InstanceStartParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  instance: NameOrId,
  }),
  query: z.object({
  project: NameOrId.optional(),
  }),
}))

export const InstanceStopParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  instance: NameOrId,
  }),
  query: z.object({
  project: NameOrId.optional(),
  }),
}))

export const InternetGatewayIpAddressListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  gateway: NameOrId.optional(),
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  project: NameOrId.optional(),
  sortBy: NameOrIdSortMode.optional(),
  vpc: NameOrId.optional(),
  }),
}))

export const InternetGatewayIpAddressCreateParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  gateway: NameOrId,
  project: NameOrId.optional(),
  vpc: NameOrId.optional(),
  }),
}))

export const InternetGatewayIpAddressDeleteParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  address: NameOrId,
  }),
  query: z.object({
  cascade: SafeBoolean.optional(),
  gateway: NameOrId.optional(),
  project: NameOrId.optional(),
  vpc: NameOrId.optional(),
  }),
}))

export const InternetGatewayIpPoolListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  gateway: NameOrId.optional(),
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  project: NameOrId.optional(),
  sortBy: NameOrIdSortMode.optional(),
  vpc: NameOrId.optional(),
  }),
}))

export const InternetGatewayIpPoolCreateParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  gateway: NameOrId,
  project: NameOrId.optional(),
  vpc: NameOrId.optional(),
  }),
}))

export const InternetGatewayIpPoolDeleteParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  pool: NameOrId,
  }),
  query: z.object({
  cascade: SafeBoolean.optional(),
  gateway: NameOrId.optional(),
  project: NameOrId.optional(),
  vpc: NameOrId.optional(),
  }),
}))

export const InternetGatewayListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  project: NameOrId.optional(),
  sortBy: NameOrIdSortMode.optional(),
  vpc: NameOrId.optional(),
  }),
}))

export const InternetGatewayCreateParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  project: NameOrId.optional(),
  vpc: NameOrId,
  }),
}))

export const InternetGatewayViewParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  gateway: NameOrId,
  }),
  query: z.object({
  project: NameOrId.optional(),
  vpc: NameOrId.optional(),
  }),
}))

export const InternetGatewayDeleteParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  gateway: NameOrId,
  }),
  query: z.object({
  cascade: SafeBoolean.optional(),
  project: NameOrId.optional(),
  vpc: NameOrId.optional(),
  }),
}))

export const IpPoolListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  ipVersion: IpVersion.optional(),
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  poolType: IpPoolType.optional(),
  sortBy: NameOrIdSortMode.optional(),
  }),
}))

export const IpPoolViewParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  pool: NameOrId,
  }),
  query: z.object({
  }),
}))

export const LoginLocalParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  siloName: Name,
  }),
  query: z.object({
  }),
}))

export const LogoutParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  }),
}))

export const CurrentUserViewParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  }),
}))

export const CurrentUserAccessTokenListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  sortBy: IdSortMode.optional(),
  }),
}))

export const CurrentUserAccessTokenDeleteParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  tokenId: z.uuid(),
  }),
  query: z.object({
  }),
}))

export const CurrentUserGroupsParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  sortBy: IdSortMode.optional(),
  }),
}))

export const CurrentUserSshKeyListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  sortBy: NameOrIdSortMode.optional(),
  }),
}))

export const CurrentUserSshKeyCreateParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  }),
}))

export const CurrentUserSshKeyViewParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  sshKey: NameOrId,
  }),
  query: z.object({
  }),
}))

export const CurrentUserSshKeyDeleteParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  sshKey: NameOrId,
  }),
  query: z.object({
  }),
}))

export const SiloMetricParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  metricName: SystemMetricName,
  }),
  query: z.object({
  endTime: z.coerce.date().optional(),
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  order: PaginationOrder.optional(),
  pageToken: z.string().nullable().optional(),
  startTime: z.coerce.date().optional(),
  project: NameOrId.optional(),
  }),
}))

export const MulticastGroupListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  sortBy: NameOrIdSortMode.optional(),
  }),
}))

export const MulticastGroupViewParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  multicastGroup: MulticastGroupIdentifier,
  }),
  query: z.object({
  }),
}))

export const MulticastGroupMemberListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  multicastGroup: MulticastGroupIdentifier,
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  sortBy: IdSortMode.optional(),
  }),
}))

export const InstanceNetworkInterfaceListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  instance: NameOrId.optional(),
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  project: NameOrId.optional(),
  sortBy: NameOrIdSortMode.optional(),
  }),
}))

export const InstanceNetworkInterfaceCreateParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  instance: NameOrId,
  project: NameOrId.optional(),
  }),
}))

export const InstanceNetworkInterfaceViewParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  interface: NameOrId,
  }),
  query: z.object({
  instance: NameOrId.optional(),
  project: NameOrId.optional(),
  }),
}))

export const InstanceNetworkInterfaceUpdateParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  interface: NameOrId,
  }),
  query: z.object({
  instance: NameOrId.optional(),
  project: NameOrId.optional(),
  }),
}))

export const InstanceNetworkInterfaceDeleteParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  interface: NameOrId,
  }),
  query: z.object({
  instance: NameOrId.optional(),
  project: NameOrId.optional(),
  }),
}))

export const PingParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  }),
}))

export const PolicyViewParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  }),
}))

export const PolicyUpdateParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  }),
}))

export const ProjectListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  sortBy: NameOrIdSortMode.optional(),
  }),
}))

export const ProjectCreateParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  }),
}))

export const ProjectViewParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  project: NameOrId,
  }),
  query: z.object({
  }),
}))

export const ProjectUpdateParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  project: NameOrId,
  }),
  query: z.object({
  }),
}))

export const ProjectDeleteParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  project: NameOrId,
  }),
  query: z.object({
  }),
}))

export const ProjectPolicyViewParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  project: NameOrId,
  }),
  query: z.object({
  }),
}))

export const ProjectPolicyUpdateParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  project: NameOrId,
  }),
  query: z.object({
  }),
}))

export const SnapshotListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  project: NameOrId.optional(),
  sortBy: NameOrIdSortMode.optional(),
  }),
}))

export const SnapshotCreateParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  project: NameOrId,
  }),
}))

export const SnapshotViewParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  snapshot: NameOrId,
  }),
  query: z.object({
  project: NameOrId.optional(),
  }),
}))

export const SnapshotDeleteParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  snapshot: NameOrId,
  }),
  query: z.object({
  project: NameOrId.optional(),
  }),
}))

export const SubnetPoolListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  sortBy: NameOrIdSortMode.optional(),
  }),
}))

export const SubnetPoolViewParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  pool: NameOrId,
  }),
  query: z.object({
  }),
}))

export const AuditLogListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  endTime: z.coerce.date().nullable().optional(),
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  sortBy: TimeAndIdSortMode.optional(),
  startTime: z.coerce.date().optional(),
  }),
}))

export const PhysicalDiskEnableAdoptionParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  }),
}))

export const PhysicalDiskDisableAdoptionParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  physicalDiskAdoptionReqId: z.uuid(),
  }),
  query: z.object({
  }),
}))

export const PhysicalDiskListAdoptionRequestsParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  sortBy: IdSortMode.optional(),
  }),
}))

export const PhysicalDiskListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  sortBy: IdSortMode.optional(),
  }),
}))

export const PhysicalDiskViewParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  diskId: z.uuid(),
  }),
  query: z.object({
  }),
}))

export const PhysicalDiskListUnadoptedParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  }),
}))

export const NetworkingSwitchPortLldpNeighborsParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  port: Name,
  rackId: z.uuid(),
  switchSlot: SwitchSlot,
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  sortBy: IdSortMode.optional(),
  }),
}))

export const RackListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  sortBy: IdSortMode.optional(),
  }),
}))

export const RackViewParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  rackId: z.uuid(),
  }),
  query: z.object({
  }),
}))

export const RackMembershipStatusParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  rackId: z.uuid(),
  }),
  query: z.object({
  version: RackMembershipVersion.optional(),
  }),
}))

export const RackMembershipAbortParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  rackId: z.uuid(),
  }),
  query: z.object({
  }),
}))

export const RackMembershipAddSledsParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  rackId: z.uuid(),
  }),
  query: z.object({
  }),
}))

export const SledListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  sortBy: IdSortMode.optional(),
  }),
}))

export const SledViewParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  sledId: z.uuid(),
  }),
  query: z.object({
  }),
}))

export const SledPhysicalDiskListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  sledId: z.uuid(),
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  sortBy: IdSortMode.optional(),
  }),
}))

export const SledInstanceListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  sledId: z.uuid(),
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  sortBy: IdSortMode.optional(),
  }),
}))

export const SledSetProvisionPolicyParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  sledId: z.uuid(),
  }),
  query: z.object({
  }),
}))

export const SledListUninitializedParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  }),
}))

export const NetworkingSwitchPortListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  sortBy: IdSortMode.optional(),
  switchPortId: z.uuid().nullable().optional(),
  }),
}))

export const NetworkingSwitchPortLldpConfigViewParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  port: Name,
  }),
  query: z.object({
  rackId: z.uuid(),
  switchSlot: SwitchSlot,
  }),
}))

export const NetworkingSwitchPortLldpConfigUpdateParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  port: Name,
  }),
  query: z.object({
  rackId: z.uuid(),
  switchSlot: SwitchSlot,
  }),
}))

export const NetworkingSwitchPortApplySettingsParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  port: Name,
  }),
  query: z.object({
  rackId: z.uuid(),
  switchSlot: SwitchSlot,
  }),
}))

export const NetworkingSwitchPortClearSettingsParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  port: Name,
  }),
  query: z.object({
  rackId: z.uuid(),
  switchSlot: SwitchSlot,
  }),
}))

export const NetworkingSwitchPortStatusParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  port: Name,
  }),
  query: z.object({
  rackId: z.uuid(),
  switchSlot: SwitchSlot,
  }),
}))

export const SwitchListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  sortBy: IdSortMode.optional(),
  }),
}))

export const SwitchViewParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  switchId: z.uuid(),
  }),
  query: z.object({
  }),
}))

export const SiloIdentityProviderListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  silo: NameOrId.optional(),
  sortBy: NameOrIdSortMode.optional(),
  }),
}))

export const LocalIdpUserCreateParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  silo: NameOrId,
  }),
}))

export const LocalIdpUserDeleteParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  userId: z.uuid(),
  }),
  query: z.object({
  silo: NameOrId,
  }),
}))

export const LocalIdpUserSetPasswordParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  userId: z.uuid(),
  }),
  query: z.object({
  silo: NameOrId,
  }),
}))

export const SamlIdentityProviderCreateParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  silo: NameOrId,
  }),
}))

export const SamlIdentityProviderViewParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  provider: NameOrId,
  }),
  query: z.object({
  silo: NameOrId.optional(),
  }),
}))

export const SystemIpPoolListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  assignment: IpPoolAssignment.optional(),
  ipVersion: IpVersion.optional(),
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  poolType: IpPoolType.optional(),
  sortBy: NameOrIdSortMode.optional(),
  }),
}))

export const SystemIpPoolCreateParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  }),
}))

export const SystemIpPoolViewParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  pool: NameOrId,
  }),
  query: z.object({
  }),
}))

export const SystemIpPoolUpdateParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  pool: NameOrId,
  }),
  query: z.object({
  }),
}))

export const SystemIpPoolDeleteParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  pool: NameOrId,
  }),
  query: z.object({
  }),
}))

export const SystemIpPoolAssignParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  pool: NameOrId,
  }),
  query: z.object({
  }),
}))

export const SystemIpPoolRangeListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  pool: NameOrId,
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  }),
}))

export const SystemIpPoolRangeAddParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  pool: NameOrId,
  }),
  query: z.object({
  }),
}))

export const SystemIpPoolRangeRemoveParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  pool: NameOrId,
  }),
  query: z.object({
  }),
}))

export const SystemIpPoolSiloListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  pool: NameOrId,
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  sortBy: IdSortMode.optional(),
  }),
}))

export const SystemIpPoolSiloLinkParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  pool: NameOrId,
  }),
  query: z.object({
  }),
}))

export const SystemIpPoolSiloUpdateParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  pool: NameOrId,
  silo: NameOrId,
  }),
  query: z.object({
  }),
}))

export const SystemIpPoolSiloUnlinkParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  pool: NameOrId,
  silo: NameOrId,
  }),
  query: z.object({
  }),
}))

export const SystemIpPoolUtilizationViewParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  pool: NameOrId,
  }),
  query: z.object({
  }),
}))

export const SystemMetricParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  metricName: SystemMetricName,
  }),
  query: z.object({
  endTime: z.coerce.date().optional(),
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  order: PaginationOrder.optional(),
  pageToken: z.string().nullable().optional(),
  startTime: z.coerce.date().optional(),
  silo: NameOrId.optional(),
  }),
}))

export const NetworkingAddressLotListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  sortBy: NameOrIdSortMode.optional(),
  }),
}))

export const NetworkingAddressLotCreateParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  }),
}))

export const NetworkingAddressLotViewParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  addressLot: NameOrId,
  }),
  query: z.object({
  }),
}))

export const NetworkingAddressLotDeleteParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  addressLot: NameOrId,
  }),
  query: z.object({
  }),
}))

export const NetworkingAddressLotBlockListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  addressLot: NameOrId,
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  sortBy: IdSortMode.optional(),
  }),
}))

export const NetworkingAllowListViewParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  }),
}))

export const NetworkingAllowListUpdateParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  }),
}))

export const NetworkingBfdDisableParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  }),
}))

export const NetworkingBfdEnableParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  }),
}))

export const NetworkingBfdStatusParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  }),
}))

export const NetworkingBgpConfigListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  sortBy: NameOrIdSortMode.optional(),
  }),
}))

export const NetworkingBgpConfigUpdateParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  nameOrId: NameOrId,
  }),
}))

export const NetworkingBgpConfigCreateParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  }),
}))

export const NetworkingBgpConfigDeleteParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  nameOrId: NameOrId,
  }),
}))

export const NetworkingBgpAnnounceSetListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  sortBy: NameOrIdSortMode.optional(),
  }),
}))

export const NetworkingBgpAnnounceSetUpdateParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  }),
}))

export const NetworkingBgpAnnounceSetDeleteParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  announceSet: NameOrId,
  }),
  query: z.object({
  }),
}))

export const NetworkingBgpAnnouncementListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  announceSet: NameOrId,
  }),
  query: z.object({
  }),
}))

export const NetworkingBgpExportedParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  }),
}))

export const NetworkingBgpImportedParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  asn: z.number().min(0).max(4294967295),
  }),
}))

export const NetworkingBgpMessageHistoryParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  asn: z.number().min(0).max(4294967295),
  }),
}))

export const NetworkingBgpStatusParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  }),
}))

export const NetworkingInboundIcmpViewParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  }),
}))

export const NetworkingInboundIcmpUpdateParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  }),
}))

export const NetworkingLoopbackAddressListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  sortBy: IdSortMode.optional(),
  }),
}))

export const NetworkingLoopbackAddressCreateParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  }),
}))

export const NetworkingLoopbackAddressDeleteParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  address: z.union([z.ipv4(), z.ipv6()]),
  rackId: z.uuid(),
  subnetMask: z.number().min(0).max(255),
  switchSlot: SwitchSlot,
  }),
  query: z.object({
  }),
}))

export const SystemNetworkingSettingsViewParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  }),
}))

export const SystemNetworkingSettingsUpdateParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  }),
}))

export const NetworkingSwitchPortSettingsListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  portSettings: NameOrId.optional(),
  sortBy: NameOrIdSortMode.optional(),
  }),
}))

export const NetworkingSwitchPortSettingsCreateParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  }),
}))

export const NetworkingSwitchPortSettingsDeleteParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  portSettings: NameOrId.optional(),
  }),
}))

export const NetworkingSwitchPortSettingsViewParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  port: NameOrId,
  }),
  query: z.object({
  }),
}))

export const SystemPolicyViewParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  }),
}))

export const SystemPolicyUpdateParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  }),
}))

export const ScimTokenListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  silo: NameOrId,
  }),
}))

export const ScimTokenCreateParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  silo: NameOrId,
  }),
}))

export const ScimTokenViewParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  tokenId: z.uuid(),
  }),
  query: z.object({
  silo: NameOrId,
  }),
}))

export const ScimTokenDeleteParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  tokenId: z.uuid(),
  }),
  query: z.object({
  silo: NameOrId,
  }),
}))

export const SystemQuotasListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  sortBy: IdSortMode.optional(),
  }),
}))

export const SiloListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  sortBy: NameOrIdSortMode.optional(),
  }),
}))

export const SiloCreateParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  }),
}))

export const SiloViewParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  silo: NameOrId,
  }),
  query: z.object({
  }),
}))

export const SiloDeleteParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  silo: NameOrId,
  }),
  query: z.object({
  }),
}))

export const SiloIpPoolListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  silo: NameOrId,
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  sortBy: NameOrIdSortMode.optional(),
  }),
}))

export const SiloPolicyViewParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  silo: NameOrId,
  }),
  query: z.object({
  }),
}))

export const SiloPolicyUpdateParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  silo: NameOrId,
  }),
  query: z.object({
  }),
}))

export const SiloQuotasViewParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  silo: NameOrId,
  }),
  query: z.object({
  }),
}))

export const SiloQuotasUpdateParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  silo: NameOrId,
  }),
  query: z.object({
  }),
}))

export const SiloSubnetPoolListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  silo: NameOrId,
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  sortBy: NameOrIdSortMode.optional(),
  }),
}))

export const SystemSubnetPoolListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  sortBy: NameOrIdSortMode.optional(),
  }),
}))

export const SystemSubnetPoolCreateParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  }),
}))

export const SystemSubnetPoolViewParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  pool: NameOrId,
  }),
  query: z.object({
  }),
}))

export const SystemSubnetPoolUpdateParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  pool: NameOrId,
  }),
  query: z.object({
  }),
}))

export const SystemSubnetPoolDeleteParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  pool: NameOrId,
  }),
  query: z.object({
  }),
}))

export const SystemSubnetPoolMemberListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  pool: NameOrId,
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  }),
}))

export const SystemSubnetPoolMemberAddParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  pool: NameOrId,
  }),
  query: z.object({
  }),
}))

export const SystemSubnetPoolMemberRemoveParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  pool: NameOrId,
  }),
  query: z.object({
  }),
}))

export const SystemSubnetPoolSiloListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  pool: NameOrId,
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  sortBy: IdSortMode.optional(),
  }),
}))

export const SystemSubnetPoolSiloLinkParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  pool: NameOrId,
  }),
  query: z.object({
  }),
}))

export const SystemSubnetPoolSiloUpdateParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  pool: NameOrId,
  silo: NameOrId,
  }),
  query: z.object({
  }),
}))

export const SystemSubnetPoolSiloUnlinkParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  pool: NameOrId,
  silo: NameOrId,
  }),
  query: z.object({
  }),
}))

export const SystemSubnetPoolUtilizationViewParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  pool: NameOrId,
  }),
  query: z.object({
  }),
}))

export const SupportBundleListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  sortBy: TimeAndIdSortMode.optional(),
  }),
}))

export const SupportBundleCreateParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  }),
}))

export const SupportBundleViewParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  bundleId: z.uuid(),
  }),
  query: z.object({
  }),
}))

export const SupportBundleUpdateParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  bundleId: z.uuid(),
  }),
  query: z.object({
  }),
}))

export const SupportBundleDeleteParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  bundleId: z.uuid(),
  }),
  query: z.object({
  }),
}))

export const SupportBundleDownloadParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  bundleId: z.uuid(),
  }),
  query: z.object({
  }),
}))

export const SupportBundleHeadParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  bundleId: z.uuid(),
  }),
  query: z.object({
  }),
}))

export const SupportBundleDownloadFileParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  bundleId: z.uuid(),
  file: z.string(),
  }),
  query: z.object({
  }),
}))

export const SupportBundleHeadFileParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  bundleId: z.uuid(),
  file: z.string(),
  }),
  query: z.object({
  }),
}))

export const SupportBundleIndexParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  bundleId: z.uuid(),
  }),
  query: z.object({
  }),
}))

export const SystemTimeseriesQueryParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  }),
}))

export const SystemTimeseriesSchemaListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  }),
}))

export const SystemUpdateRecoveryFinishParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  }),
}))

export const SystemUpdateRepositoryListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  sortBy: VersionSortMode.optional(),
  }),
}))

export const SystemUpdateRepositoryUploadParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  fileName: z.string(),
  }),
}))

export const SystemUpdateRepositoryViewParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  systemVersion: z.string().regex(/^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$/),
  }),
  query: z.object({
  }),
}))

export const SystemUpdateStatusParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  }),
}))

export const TargetReleaseUpdateParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  }),
}))

export const SystemUpdateTrustRootListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  sortBy: IdSortMode.optional(),
  }),
}))

export const SystemUpdateTrustRootCreateParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  }),
}))

export const SystemUpdateTrustRootViewParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  trustRootId: z.uuid(),
  }),
  query: z.object({
  }),
}))

export const SystemUpdateTrustRootDeleteParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  trustRootId: z.uuid(),
  }),
  query: z.object({
  }),
}))

export const SiloUserListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  silo: NameOrId.optional(),
  sortBy: IdSortMode.optional(),
  }),
}))

export const SiloUserViewParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  userId: z.uuid(),
  }),
  query: z.object({
  silo: NameOrId,
  }),
}))

export const UserBuiltinListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  sortBy: NameSortMode.optional(),
  }),
}))

export const UserBuiltinViewParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  user: NameOrId,
  }),
  query: z.object({
  }),
}))

export const SiloUtilizationListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  sortBy: NameOrIdSortMode.optional(),
  }),
}))

export const SiloUtilizationViewParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  silo: NameOrId,
  }),
  query: z.object({
  }),
}))

export const TimeseriesQueryParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  project: NameOrId,
  }),
}))

export const UserListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  group: z.uuid().nullable().optional(),
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  sortBy: IdSortMode.optional(),
  }),
}))

export const UserViewParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  userId: z.uuid(),
  }),
  query: z.object({
  }),
}))

export const UserTokenListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  userId: z.uuid(),
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  sortBy: IdSortMode.optional(),
  }),
}))

export const UserLogoutParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  userId: z.uuid(),
  }),
  query: z.object({
  }),
}))

export const UserSessionListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  userId: z.uuid(),
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  sortBy: IdSortMode.optional(),
  }),
}))

export const UtilizationViewParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  }),
}))

export const VpcFirewallRulesViewParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  project: NameOrId.optional(),
  vpc: NameOrId,
  }),
}))

export const VpcFirewallRulesUpdateParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  project: NameOrId.optional(),
  vpc: NameOrId,
  }),
}))

export const VpcRouterRouteListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  project: NameOrId.optional(),
  router: NameOrId.optional(),
  sortBy: NameOrIdSortMode.optional(),
  vpc: NameOrId.optional(),
  }),
}))

export const VpcRouterRouteCreateParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  project: NameOrId.optional(),
  router: NameOrId,
  vpc: NameOrId.optional(),
  }),
}))

export const VpcRouterRouteViewParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  route: NameOrId,
  }),
  query: z.object({
  project: NameOrId.optional(),
  router: NameOrId.optional(),
  vpc: NameOrId.optional(),
  }),
}))

export const VpcRouterRouteUpdateParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  route: NameOrId,
  }),
  query: z.object({
  project: NameOrId.optional(),
  router: NameOrId.optional(),
  vpc: NameOrId.optional(),
  }),
}))

export const VpcRouterRouteDeleteParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  route: NameOrId,
  }),
  query: z.object({
  project: NameOrId.optional(),
  router: NameOrId.optional(),
  vpc: NameOrId.optional(),
  }),
}))

export const VpcRouterListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  project: NameOrId.optional(),
  sortBy: NameOrIdSortMode.optional(),
  vpc: NameOrId.optional(),
  }),
}))

export const VpcRouterCreateParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  project: NameOrId.optional(),
  vpc: NameOrId,
  }),
}))

export const VpcRouterViewParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  router: NameOrId,
  }),
  query: z.object({
  project: NameOrId.optional(),
  vpc: NameOrId.optional(),
  }),
}))

export const VpcRouterUpdateParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  router: NameOrId,
  }),
  query: z.object({
  project: NameOrId.optional(),
  vpc: NameOrId.optional(),
  }),
}))

export const VpcRouterDeleteParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  router: NameOrId,
  }),
  query: z.object({
  project: NameOrId.optional(),
  vpc: NameOrId.optional(),
  }),
}))

export const VpcSubnetListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  project: NameOrId.optional(),
  sortBy: NameOrIdSortMode.optional(),
  vpc: NameOrId.optional(),
  }),
}))

export const VpcSubnetCreateParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  project: NameOrId.optional(),
  vpc: NameOrId,
  }),
}))

export const VpcSubnetViewParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  subnet: NameOrId,
  }),
  query: z.object({
  project: NameOrId.optional(),
  vpc: NameOrId.optional(),
  }),
}))

export const VpcSubnetUpdateParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  subnet: NameOrId,
  }),
  query: z.object({
  project: NameOrId.optional(),
  vpc: NameOrId.optional(),
  }),
}))

export const VpcSubnetDeleteParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  subnet: NameOrId,
  }),
  query: z.object({
  project: NameOrId.optional(),
  vpc: NameOrId.optional(),
  }),
}))

export const VpcSubnetListNetworkInterfacesParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  subnet: NameOrId,
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  project: NameOrId.optional(),
  sortBy: NameOrIdSortMode.optional(),
  vpc: NameOrId.optional(),
  }),
}))

export const VpcListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  limit: z.number().min(1).max(4294967295).nullable().optional(),
  pageToken: z.string().nullable().optional(),
  project: NameOrId.optional(),
  sortBy: NameOrIdSortMode.optional(),
  }),
}))

export const VpcCreateParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  project: NameOrId,
  }),
}))

export const VpcViewParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  vpc: NameOrId,
  }),
  query: z.object({
  project: NameOrId.optional(),
  }),
}))

export const VpcUpdateParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  vpc: NameOrId,
  }),
  query: z.object({
  project: NameOrId.optional(),
  }),
}))

export const VpcDeleteParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  vpc: NameOrId,
  }),
  query: z.object({
  project: NameOrId.optional(),
  }),
}))

export const WebhookReceiverCreateParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  }),
}))

export const WebhookReceiverUpdateParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  receiver: NameOrId,
  }),
  query: z.object({
  }),
}))

export const WebhookSecretsListParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  receiver: NameOrId,
  }),
}))

export const WebhookSecretsAddParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  }),
  query: z.object({
  receiver: NameOrId,
  }),
}))

export const WebhookSecretsDeleteParams = z.preprocess(processResponseBody, z.object({
  path: z.object({
  secretId: z.uuid(),
  }),
  query: z.object({
  }),
}))

