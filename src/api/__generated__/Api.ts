/* eslint-disable */

    import type { FetchParams, FullParams, ApiResult } from "./http-client";
    import { dateReplacer, handleResponse, mergeParams, toQueryString } from './http-client'
    import { snakeify } from './util'

    export type { ApiResult, ErrorBody, ErrorResult } from './http-client'
    
/**
* An IPv4 subnet
 */
export type Ipv4Net =
string;

/**
* An IPv6 subnet
 */
export type Ipv6Net =
string;

export type IpNet =
(| Ipv4Net
| Ipv6Net
);

/**
* A name unique within the parent collection
 */
export type Name =
string;

export type NameOrId =
(| string
| Name
);

export type Address =
{"address": IpNet,"addressLot": NameOrId,"vlanId"?: number | null,};

export type IpVersion =
"v4"
| "v6"
;

export type PoolSelector =
(| {"pool": NameOrId,"type": "explicit"
,}
| {"ipVersion"?: IpVersion | null,"type": "auto"
,}
);

export type AddressAllocator =
(| {"ip": string,"type": "explicit"
,}
| {"poolSelector"?: PoolSelector,"type": "auto"
,}
);

export type AddressConfig =
{"addresses": (Address)[],"linkName": Name,};

export type AddressLotKind =
(| "infra"

| "pool"

);

export type AddressLot =
{"description": string,"id": string,"kind": AddressLotKind,"name": Name,"timeCreated": Date,"timeModified": Date,};

export type AddressLotBlock =
{"firstAddress": string,"id": string,"lastAddress": string,};

export type AddressLotBlockCreate =
{"firstAddress": string,"lastAddress": string,};

export type AddressLotBlockResultsPage =
{"items": (AddressLotBlock)[],"nextPage"?: string | null,};

export type AddressLotCreate =
{"blocks": (AddressLotBlockCreate)[],"description": string,"kind": AddressLotKind,"name": Name,};

export type AddressLotCreateResponse =
{"blocks": (AddressLotBlock)[],"lot": AddressLot,};

export type AddressLotResultsPage =
{"items": (AddressLot)[],"nextPage"?: string | null,};

export type AddressLotViewResponse =
{"blocks": (AddressLotBlock)[],"lot": AddressLot,};

export type FailureDomain =
"sled"
;

export type AffinityPolicy =
(| "allow"

| "fail"

);

export type AffinityGroup =
{"description": string,"failureDomain": FailureDomain,"id": string,"name": Name,"policy": AffinityPolicy,"projectId": string,"timeCreated": Date,"timeModified": Date,};

export type AffinityGroupCreate =
{"description": string,"failureDomain": FailureDomain,"name": Name,"policy": AffinityPolicy,};

export type InstanceState =
(| "creating"

| "starting"

| "running"

| "stopping"

| "stopped"

| "rebooting"

| "migrating"

| "repairing"

| "failed"

| "destroyed"

);

export type AffinityGroupMember =
{"type": "instance"
,"value": {"id": string,"name": Name,"runState": InstanceState,},};

export type AffinityGroupMemberResultsPage =
{"items": (AffinityGroupMember)[],"nextPage"?: string | null,};

export type AffinityGroupResultsPage =
{"items": (AffinityGroup)[],"nextPage"?: string | null,};

export type AffinityGroupUpdate =
{"description"?: string | null,"name"?: Name | null,};

export type BgpMessageHistory =
Record<string, unknown>;

export type SwitchSlot =
(| "switch0"

| "switch1"

);

export type SwitchBgpHistory =
{"history": Record<string,BgpMessageHistory>,"switch": SwitchSlot,};

export type AggregateBgpMessageHistory =
{"switchHistories": (SwitchBgpHistory)[],};

export type Alert =
{"alert": Record<string, unknown>,"class": string,"id": string,"timeCreated": Date,"timeModified": Date,"version": number,};

export type AlertClass =
{"description": string,"name": string,};

export type AlertClassResultsPage =
{"items": (AlertClass)[],"nextPage"?: string | null,};

export type WebhookDeliveryResponse =
{"durationMs": number,"status": number,};

export type WebhookDeliveryAttemptResult =
(| "succeeded"

| "failed_http_error"

| "failed_unreachable"

| "failed_timeout"

);

export type WebhookDeliveryAttempt =
{"attempt": number,"response"?: WebhookDeliveryResponse | null,"result": WebhookDeliveryAttemptResult,"timeSent": Date,};

export type AlertDeliveryAttempts =
{"webhook": (WebhookDeliveryAttempt)[],};

export type AlertDeliveryState =
(| "pending"

| "delivered"

| "failed"

);

export type AlertDeliveryTrigger =
(| "alert"

| "resend"

| "probe"

);

export type AlertDelivery =
{"alertClass": string,"alertId": string,"attempts": AlertDeliveryAttempts,"id": string,"receiverId": string,"state": AlertDeliveryState,"timeStarted": Date,"trigger": AlertDeliveryTrigger,};

export type AlertDeliveryId =
{"deliveryId": string,};

export type AlertDeliveryResultsPage =
{"items": (AlertDelivery)[],"nextPage"?: string | null,};

export type AlertProbeResult =
{"probe": AlertDelivery,"resendsStarted"?: number | null,};

export type WebhookSecret =
{"id": string,"timeCreated": Date,};

export type AlertReceiverKind =
{"endpoint": string,"kind": "webhook"
,"secrets": (WebhookSecret)[],};

/**
* A webhook event class subscription
 */
export type AlertSubscription =
string;

export type AlertReceiver =
{"description": string,"id": string,"kind": AlertReceiverKind,"name": Name,"subscriptions": (AlertSubscription)[],"timeCreated": Date,"timeModified": Date,};

export type AlertReceiverResultsPage =
{"items": (AlertReceiver)[],"nextPage"?: string | null,};

export type AlertResultsPage =
{"items": (Alert)[],"nextPage"?: string | null,};

export type AlertSubscriptionCreate =
{"subscription": AlertSubscription,};

export type AlertSubscriptionCreated =
{"subscription": AlertSubscription,};

export type AllowedSourceIps =
(| {"allow": "any"
,}
| {"allow": "list"
,"ips": (IpNet)[],}
);

export type AllowList =
{"allowedIps": AllowedSourceIps,"timeCreated": Date,"timeModified": Date,};

export type AllowListUpdate =
{"allowedIps": AllowedSourceIps,};

export type AntiAffinityGroup =
{"description": string,"failureDomain": FailureDomain,"id": string,"name": Name,"policy": AffinityPolicy,"projectId": string,"timeCreated": Date,"timeModified": Date,};

export type AntiAffinityGroupCreate =
{"description": string,"failureDomain": FailureDomain,"name": Name,"policy": AffinityPolicy,};

export type AntiAffinityGroupMember =
{"type": "instance"
,"value": {"id": string,"name": Name,"runState": InstanceState,},};

export type AntiAffinityGroupMemberResultsPage =
{"items": (AntiAffinityGroupMember)[],"nextPage"?: string | null,};

export type AntiAffinityGroupResultsPage =
{"items": (AntiAffinityGroup)[],"nextPage"?: string | null,};

export type AntiAffinityGroupUpdate =
{"description"?: string | null,"name"?: Name | null,};

export type AuditLogEntryActor =
(| {"kind": "user_builtin"
,"userBuiltinId": string,}
| {"kind": "silo_user"
,"siloId": string,"siloUserId": string,}
| {"kind": "scim"
,"siloId": string,}
| {"kind": "unauthenticated"
,}
);

export type AuthMethod =
(| "session_cookie"

| "access_token"

| "scim_token"

);

export type AuditLogEntryResult =
(| {"httpStatusCode": number,"kind": "success"
,}
| {"errorCode"?: string | null,"errorMessage": string,"httpStatusCode": number,"kind": "error"
,}
| {"kind": "unknown"
,}
);

export type AuditLogEntry =
{"actor": AuditLogEntryActor,"authMethod"?: AuthMethod | null,"credentialId"?: string | null,"id": string,"operationId": string,"requestId": string,"requestUri": string,"result": AuditLogEntryResult,"sourceIp": string,"timeCompleted": Date,"timeStarted": Date,"userAgent"?: string | null,};

export type AuditLogEntryResultsPage =
{"items": (AuditLogEntry)[],"nextPage"?: string | null,};

export type AuthzScope =
(| "fleet"

| "silo"

| "project"

| "viewable_to_all"

);

export type Baseboard =
{"part": string,"revision": number,"serial": string,};

export type BaseboardId =
{"partNumber": string,"serialNumber": string,};

export type BfdMode =
"single_hop"
| "multi_hop"
;

export type BfdSessionDisable =
{"remote": string,"switchSlot": SwitchSlot,};

export type BfdSessionEnable =
{"detectionThreshold": number,"local"?: string | null,"mode": BfdMode,"remote": string,"requiredRx": number,"switchSlot": SwitchSlot,};

export type BfdState =
(| "admin_down"

| "down"

| "init"

| "up"

);

export type BfdStatus =
{"detectionThreshold": number,"local"?: string | null,"mode": BfdMode,"peer": string,"requiredRx": number,"state": BfdState,"switchSlot": SwitchSlot,};

export type BgpAnnounceSet =
{"description": string,"id": string,"name": Name,"timeCreated": Date,"timeModified": Date,};

export type BgpAnnouncementCreate =
{"addressLotBlock": NameOrId,"network": IpNet,};

export type BgpAnnounceSetCreate =
{"announcement": (BgpAnnouncementCreate)[],"description": string,"name": Name,};

export type BgpAnnouncement =
{"addressLotBlockId": string,"announceSetId": string,"network": IpNet,};

export type MaxPathConfig =
number;

export type BgpConfig =
{"asn": number,"description": string,"id": string,"maxPaths": MaxPathConfig,"name": Name,"timeCreated": Date,"timeModified": Date,"vrf"?: string | null,};

export type BgpConfigCreate =
{"asn": number,"bgpAnnounceSetId": NameOrId,"description": string,"maxPaths"?: MaxPathConfig,"name": Name,"vrf"?: Name | null,};

export type BgpConfigResultsPage =
{"items": (BgpConfig)[],"nextPage"?: string | null,};

export type BgpConfigUpdate =
{"bgpAnnounceSetId"?: NameOrId | null,"description"?: string | null,"maxPaths"?: MaxPathConfig | null,"name"?: Name | null,};

export type BgpExported =
{"peerId": string,"prefix": IpNet,"switch": SwitchSlot,};

export type BgpImported =
{"id": number,"nexthop": string,"prefix": IpNet,"switch": SwitchSlot,};

export type RouterLifetimeConfig =
number;

export type RouterPeerType =
(| {"routerLifetime": RouterLifetimeConfig,"type": "unnumbered"
,}
| {"srcAddr"?: string | null,"targetAddr": string,"type": "numbered"
,}
);

export type ImportExportPolicy =
(| {"type": "no_filtering"
,}
| {"type": "allow"
,"value": (IpNet)[],}
);

export type BgpPeer =
{"addr": RouterPeerType,"allowedExport": ImportExportPolicy,"allowedImport": ImportExportPolicy,"bgpConfig": NameOrId,"communities": (number)[],"connectRetry": number,"delayOpen": number,"enforceFirstAs": boolean,"holdTime": number,"idleHoldTime": number,"keepalive": number,"localPref"?: number | null,"md5AuthKey"?: string | null,"minTtl"?: number | null,"multiExitDiscriminator"?: number | null,"remoteAsn"?: number | null,"vlanId"?: number | null,};

export type BgpPeerConfig =
{"linkName": Name,"peers": (BgpPeer)[],};

export type BgpPeerState =
(| "idle"

| "connect"

| "active"

| "open_sent"

| "open_confirm"

| "connection_collision"

| "session_setup"

| "established"

);

export type BgpPeerStatus =
{"addr": string,"localAsn": number,"peerId": string,"remoteAsn": number,"state": BgpPeerState,"stateDurationMillis": number,"switch": SwitchSlot,};

export type BinRangedouble =
(| {"end": number,"type": "range_to"
,}
| {"end": number,"start": number,"type": "range"
,}
| {"start": number,"type": "range_from"
,}
);

export type BinRangefloat =
(| {"end": number,"type": "range_to"
,}
| {"end": number,"start": number,"type": "range"
,}
| {"start": number,"type": "range_from"
,}
);

export type BinRangeint16 =
(| {"end": number,"type": "range_to"
,}
| {"end": number,"start": number,"type": "range"
,}
| {"start": number,"type": "range_from"
,}
);

export type BinRangeint32 =
(| {"end": number,"type": "range_to"
,}
| {"end": number,"start": number,"type": "range"
,}
| {"start": number,"type": "range_from"
,}
);

export type BinRangeint64 =
(| {"end": number,"type": "range_to"
,}
| {"end": number,"start": number,"type": "range"
,}
| {"start": number,"type": "range_from"
,}
);

export type BinRangeint8 =
(| {"end": number,"type": "range_to"
,}
| {"end": number,"start": number,"type": "range"
,}
| {"start": number,"type": "range_from"
,}
);

export type BinRangeuint16 =
(| {"end": number,"type": "range_to"
,}
| {"end": number,"start": number,"type": "range"
,}
| {"start": number,"type": "range_from"
,}
);

export type BinRangeuint32 =
(| {"end": number,"type": "range_to"
,}
| {"end": number,"start": number,"type": "range"
,}
| {"start": number,"type": "range_from"
,}
);

export type BinRangeuint64 =
(| {"end": number,"type": "range_to"
,}
| {"end": number,"start": number,"type": "range"
,}
| {"start": number,"type": "range_from"
,}
);

export type BinRangeuint8 =
(| {"end": number,"type": "range_to"
,}
| {"end": number,"start": number,"type": "range"
,}
| {"start": number,"type": "range_from"
,}
);

export type Bindouble =
{"count": number,"range": BinRangedouble,};

export type Binfloat =
{"count": number,"range": BinRangefloat,};

export type Binint16 =
{"count": number,"range": BinRangeint16,};

export type Binint32 =
{"count": number,"range": BinRangeint32,};

export type Binint64 =
{"count": number,"range": BinRangeint64,};

export type Binint8 =
{"count": number,"range": BinRangeint8,};

export type Binuint16 =
{"count": number,"range": BinRangeuint16,};

export type Binuint32 =
{"count": number,"range": BinRangeuint32,};

export type Binuint64 =
{"count": number,"range": BinRangeuint64,};

export type Binuint8 =
{"count": number,"range": BinRangeuint8,};

/**
* Block size in bytes
 */
export type BlockSize =
512
| 2048
| 4096
;

export type ByteCount =
number;

export type ServiceUsingCertificate =
"external_api"
;

export type Certificate =
{"cert": string,"description": string,"id": string,"name": Name,"service": ServiceUsingCertificate,"timeCreated": Date,"timeModified": Date,};

export type CertificateCreate =
{"cert": string,"description": string,"key": string,"name": Name,"service": ServiceUsingCertificate,};

export type CertificateResultsPage =
{"items": (Certificate)[],"nextPage"?: string | null,};

export type ConsoleSession =
{"id": string,"timeCreated": Date,"timeLastUsed": Date,};

export type ConsoleSessionResultsPage =
{"items": (ConsoleSession)[],"nextPage"?: string | null,};

export type Cumulativedouble =
{"startTime": Date,"value": number,};

export type Cumulativefloat =
{"startTime": Date,"value": number,};

export type Cumulativeint64 =
{"startTime": Date,"value": number,};

export type Cumulativeuint64 =
{"startTime": Date,"value": number,};

export type CurrentUser =
{"displayName": string,"fleetViewer": boolean,"id": string,"siloAdmin": boolean,"siloId": string,"siloName": Name,"timeCreated": Date,"timeModified": Date,};

export type Quantile =
{"desiredMarkerPositions": (number)[],"markerHeights": (number)[],"markerPositions": (number)[],"p": number,};

export type Histogramint8 =
{"bins": (Binint8)[],"max": number,"min": number,"nSamples": number,"p50": Quantile,"p90": Quantile,"p99": Quantile,"squaredMean": number,"startTime": Date,"sumOfSamples": number,};

export type Histogramuint8 =
{"bins": (Binuint8)[],"max": number,"min": number,"nSamples": number,"p50": Quantile,"p90": Quantile,"p99": Quantile,"squaredMean": number,"startTime": Date,"sumOfSamples": number,};

export type Histogramint16 =
{"bins": (Binint16)[],"max": number,"min": number,"nSamples": number,"p50": Quantile,"p90": Quantile,"p99": Quantile,"squaredMean": number,"startTime": Date,"sumOfSamples": number,};

export type Histogramuint16 =
{"bins": (Binuint16)[],"max": number,"min": number,"nSamples": number,"p50": Quantile,"p90": Quantile,"p99": Quantile,"squaredMean": number,"startTime": Date,"sumOfSamples": number,};

export type Histogramint32 =
{"bins": (Binint32)[],"max": number,"min": number,"nSamples": number,"p50": Quantile,"p90": Quantile,"p99": Quantile,"squaredMean": number,"startTime": Date,"sumOfSamples": number,};

export type Histogramuint32 =
{"bins": (Binuint32)[],"max": number,"min": number,"nSamples": number,"p50": Quantile,"p90": Quantile,"p99": Quantile,"squaredMean": number,"startTime": Date,"sumOfSamples": number,};

export type Histogramint64 =
{"bins": (Binint64)[],"max": number,"min": number,"nSamples": number,"p50": Quantile,"p90": Quantile,"p99": Quantile,"squaredMean": number,"startTime": Date,"sumOfSamples": number,};

export type Histogramuint64 =
{"bins": (Binuint64)[],"max": number,"min": number,"nSamples": number,"p50": Quantile,"p90": Quantile,"p99": Quantile,"squaredMean": number,"startTime": Date,"sumOfSamples": number,};

export type Histogramfloat =
{"bins": (Binfloat)[],"max": number,"min": number,"nSamples": number,"p50": Quantile,"p90": Quantile,"p99": Quantile,"squaredMean": number,"startTime": Date,"sumOfSamples": number,};

export type Histogramdouble =
{"bins": (Bindouble)[],"max": number,"min": number,"nSamples": number,"p50": Quantile,"p90": Quantile,"p99": Quantile,"squaredMean": number,"startTime": Date,"sumOfSamples": number,};

export type DatumType =
"bool"
| "i8"
| "u8"
| "i16"
| "u16"
| "i32"
| "u32"
| "i64"
| "u64"
| "f32"
| "f64"
| "string"
| "bytes"
| "cumulative_i64"
| "cumulative_u64"
| "cumulative_f32"
| "cumulative_f64"
| "histogram_i8"
| "histogram_u8"
| "histogram_i16"
| "histogram_u16"
| "histogram_i32"
| "histogram_u32"
| "histogram_i64"
| "histogram_u64"
| "histogram_f32"
| "histogram_f64"
;

export type MissingDatum =
{"datumType": DatumType,"startTime"?: Date | null,};

export type Datum =
(| {"datum": boolean,"type": "bool"
,}
| {"datum": number,"type": "i8"
,}
| {"datum": number,"type": "u8"
,}
| {"datum": number,"type": "i16"
,}
| {"datum": number,"type": "u16"
,}
| {"datum": number,"type": "i32"
,}
| {"datum": number,"type": "u32"
,}
| {"datum": number,"type": "i64"
,}
| {"datum": number,"type": "u64"
,}
| {"datum": number,"type": "f32"
,}
| {"datum": number,"type": "f64"
,}
| {"datum": string,"type": "string"
,}
| {"datum": (number)[],"type": "bytes"
,}
| {"datum": Cumulativeint64,"type": "cumulative_i64"
,}
| {"datum": Cumulativeuint64,"type": "cumulative_u64"
,}
| {"datum": Cumulativefloat,"type": "cumulative_f32"
,}
| {"datum": Cumulativedouble,"type": "cumulative_f64"
,}
| {"datum": Histogramint8,"type": "histogram_i8"
,}
| {"datum": Histogramuint8,"type": "histogram_u8"
,}
| {"datum": Histogramint16,"type": "histogram_i16"
,}
| {"datum": Histogramuint16,"type": "histogram_u16"
,}
| {"datum": Histogramint32,"type": "histogram_i32"
,}
| {"datum": Histogramuint32,"type": "histogram_u32"
,}
| {"datum": Histogramint64,"type": "histogram_i64"
,}
| {"datum": Histogramuint64,"type": "histogram_u64"
,}
| {"datum": Histogramfloat,"type": "histogram_f32"
,}
| {"datum": Histogramdouble,"type": "histogram_f64"
,}
| {"datum": MissingDatum,"type": "missing"
,}
);

export type DerEncodedKeyPair =
{"privateKey": string,"publicCert": string,};

export type DeviceAccessToken =
{"id": string,"timeCreated": Date,"timeExpires"?: Date | null,};

export type DeviceAccessTokenRequest =
{"clientId": string,"deviceCode": string,"grantType": string,};

export type DeviceAccessTokenResultsPage =
{"items": (DeviceAccessToken)[],"nextPage"?: string | null,};

export type DeviceAuthRequest =
{"clientId": string,"ttlSeconds"?: number | null,};

export type DeviceAuthVerify =
{"userCode": string,};

export type Digest =
{"type": "sha256"
,"value": string,};

export type DiskType =
"distributed"
| "local"
;

export type DiskState =
(| {"state": "creating"
,}
| {"state": "detached"
,}
| {"state": "import_ready"
,}
| {"state": "importing_from_url"
,}
| {"state": "importing_from_bulk_writes"
,}
| {"state": "finalizing"
,}
| {"state": "maintenance"
,}
| {"instance": string,"state": "attaching"
,}
| {"instance": string,"state": "attached"
,}
| {"instance": string,"state": "detaching"
,}
| {"state": "destroyed"
,}
| {"state": "faulted"
,}
);

export type Disk =
{"blockSize": BlockSize,"description": string,"devicePath": string,"diskType": DiskType,"id": string,"imageId"?: string | null,"name": Name,"projectId": string,"readOnly": boolean,"size": ByteCount,"snapshotId"?: string | null,"state": DiskState,"timeCreated": Date,"timeModified": Date,};

export type DiskSource =
(| {"blockSize": BlockSize,"type": "blank"
,}
| {"readOnly"?: boolean,"snapshotId": string,"type": "snapshot"
,}
| {"imageId": string,"readOnly"?: boolean,"type": "image"
,}
| {"blockSize": BlockSize,"type": "importing_blocks"
,}
);

export type DiskBackend =
(| {"type": "local"
,}
| {"diskSource": DiskSource,"type": "distributed"
,}
);

export type DiskCreate =
{"description": string,"diskBackend": DiskBackend,"name": Name,"size": ByteCount,};

export type DiskPath =
{"disk": NameOrId,};

export type DiskResultsPage =
{"items": (Disk)[],"nextPage"?: string | null,};

export type Distributiondouble =
{"bins": (number)[],"counts": (number)[],"max"?: number | null,"min"?: number | null,"p50"?: number | null,"p90"?: number | null,"p99"?: number | null,"squaredMean": number,"sumOfSamples": number,};

export type Distributionint64 =
{"bins": (number)[],"counts": (number)[],"max"?: number | null,"min"?: number | null,"p50"?: number | null,"p90"?: number | null,"p99"?: number | null,"squaredMean": number,"sumOfSamples": number,};

export type EphemeralIpCreate =
{"poolSelector"?: PoolSelector,};

export type ExternalIp =
(| {"firstPort": number,"ip": string,"ipPoolId": string,"kind": "snat"
,"lastPort": number,}
| {"ip": string,"ipPoolId": string,"kind": "ephemeral"
,}
| {"description": string,"id": string,"instanceId"?: string | null,"ip": string,"ipPoolId": string,"kind": "floating"
,"name": Name,"projectId": string,"timeCreated": Date,"timeModified": Date,}
);

export type ExternalIpCreate =
(| {"poolSelector"?: PoolSelector,"type": "ephemeral"
,}
| {"floatingIp": NameOrId,"type": "floating"
,}
);

export type ExternalIpResultsPage =
{"items": (ExternalIp)[],"nextPage"?: string | null,};

export type ExternalSubnet =
{"description": string,"id": string,"instanceId"?: string | null,"name": Name,"projectId": string,"subnet": IpNet,"subnetPoolId": string,"subnetPoolMemberId": string,"timeCreated": Date,"timeModified": Date,};

export type ExternalSubnetAllocator =
(| {"subnet": IpNet,"type": "explicit"
,}
| {"poolSelector"?: PoolSelector,"prefixLength": number,"type": "auto"
,}
);

export type ExternalSubnetAttach =
{"instance": NameOrId,};

export type ExternalSubnetCreate =
{"allocator": ExternalSubnetAllocator,"description": string,"name": Name,};

export type ExternalSubnetResultsPage =
{"items": (ExternalSubnet)[],"nextPage"?: string | null,};

export type ExternalSubnetUpdate =
{"description"?: string | null,"name"?: Name | null,};

export type FieldType =
"string"
| "i8"
| "u8"
| "i16"
| "u16"
| "i32"
| "u32"
| "i64"
| "u64"
| "ip_addr"
| "uuid"
| "bool"
;

export type FieldSource =
"target"
| "metric"
;

export type FieldSchema =
{"description": string,"fieldType": FieldType,"name": string,"source": FieldSource,};

export type FieldValue =
(| {"type": "string"
,"value": string,}
| {"type": "i8"
,"value": number,}
| {"type": "u8"
,"value": number,}
| {"type": "i16"
,"value": number,}
| {"type": "u16"
,"value": number,}
| {"type": "i32"
,"value": number,}
| {"type": "u32"
,"value": number,}
| {"type": "i64"
,"value": number,}
| {"type": "u64"
,"value": number,}
| {"type": "ip_addr"
,"value": string,}
| {"type": "uuid"
,"value": string,}
| {"type": "bool"
,"value": boolean,}
);

export type FinalizeDisk =
{"snapshotName"?: Name | null,};

export type FleetRole =
"admin"
| "collaborator"
| "viewer"
;

export type IdentityType =
"silo_user"
| "silo_group"
;

export type FleetRoleRoleAssignment =
{"identityId": string,"identityType": IdentityType,"roleName": FleetRole,};

export type FleetRolePolicy =
{"roleAssignments": (FleetRoleRoleAssignment)[],};

export type FloatingIp =
{"description": string,"id": string,"instanceId"?: string | null,"ip": string,"ipPoolId": string,"name": Name,"projectId": string,"timeCreated": Date,"timeModified": Date,};

export type FloatingIpParentKind =
"instance"
;

export type FloatingIpAttach =
{"kind": FloatingIpParentKind,"parent": NameOrId,};

export type FloatingIpCreate =
{"addressAllocator"?: AddressAllocator,"description": string,"name": Name,};

export type FloatingIpResultsPage =
{"items": (FloatingIp)[],"nextPage"?: string | null,};

export type FloatingIpUpdate =
{"description"?: string | null,"name"?: Name | null,};

export type Group =
{"displayName": string,"id": string,"siloId": string,"timeCreated": Date,"timeModified": Date,};

export type GroupResultsPage =
{"items": (Group)[],"nextPage"?: string | null,};

/**
* An RFC-1035-compliant hostname
 */
export type Hostname =
string;

/**
* A range of ICMP(v6) types or codes
 */
export type IcmpParamRange =
string;

export type IdentityProviderType =
"saml"
;

export type IdentityProvider =
{"description": string,"id": string,"name": Name,"providerType": IdentityProviderType,"timeCreated": Date,"timeModified": Date,};

export type IdentityProviderResultsPage =
{"items": (IdentityProvider)[],"nextPage"?: string | null,};

export type IdpMetadataSource =
(| {"type": "url"
,"url": string,}
| {"data": string,"type": "base64_encoded_xml"
,}
);

export type Image =
{"blockSize": BlockSize,"description": string,"digest"?: Digest | null,"id": string,"name": Name,"os": string,"projectId"?: string | null,"size": ByteCount,"timeCreated": Date,"timeModified": Date,"version": string,};

export type ImageSource =
{"id": string,"type": "snapshot"
,};

export type ImageCreate =
{"description": string,"name": Name,"os": string,"source": ImageSource,"version": string,};

export type ImageResultsPage =
{"items": (Image)[],"nextPage"?: string | null,};

export type ImportBlocksBulkWrite =
{"base64EncodedData": string,"offset": number,};

export type InstanceAutoRestartPolicy =
(| "never"

| "best_effort"

);

export type InstanceCpuPlatform =
(| "amd_milan"

| "amd_turin"

| "amd_turin_v2"

);

export type InstanceCpuCount =
number;

export type Instance =
{"autoRestartCooldownExpiration"?: Date | null,"autoRestartEnabled": boolean,"autoRestartPolicy"?: InstanceAutoRestartPolicy | null,"bootDiskId"?: string | null,"cpuPlatform"?: InstanceCpuPlatform | null,"description": string,"enableJumboFrames": boolean,"hostname": string,"id": string,"memory": ByteCount,"name": Name,"ncpus": InstanceCpuCount,"projectId": string,"runState": InstanceState,"timeCreated": Date,"timeLastAutoRestarted"?: Date | null,"timeModified": Date,"timeRunStateUpdated": Date,};

export type InstanceDiskAttachment =
(| {"description": string,"diskBackend": DiskBackend,"name": Name,"size": ByteCount,"type": "create"
,}
| {"name": Name,"type": "attach"
,}
);

/**
* A multicast group identifier
 */
export type MulticastGroupIdentifier =
string;

export type MulticastGroupJoinSpec =
{"group": MulticastGroupIdentifier,"ipVersion"?: IpVersion | null,"sourceIps"?: (string)[] | null,};

export type Ipv4Assignment =
(| {"type": "auto"
,}
| {"type": "explicit"
,"value": string,}
);

export type PrivateIpv4StackCreate =
{"ip": Ipv4Assignment,"transitIps"?: (Ipv4Net)[],};

export type Ipv6Assignment =
(| {"type": "auto"
,}
| {"type": "explicit"
,"value": string,}
);

export type PrivateIpv6StackCreate =
{"ip": Ipv6Assignment,"transitIps"?: (Ipv6Net)[],};

export type PrivateIpStackCreate =
(| {"type": "v4"
,"value": PrivateIpv4StackCreate,}
| {"type": "v6"
,"value": PrivateIpv6StackCreate,}
| {"type": "dual_stack"
,"value": {"v4": PrivateIpv4StackCreate,"v6": PrivateIpv6StackCreate,},}
);

export type InstanceNetworkInterfaceCreate =
{"description": string,"ipConfig"?: PrivateIpStackCreate,"name": Name,"subnetName": Name,"vpcName": Name,};

export type InstanceNetworkInterfaceAttachment =
(| {"params": (InstanceNetworkInterfaceCreate)[],"type": "create"
,}
| {"type": "default_ipv4"
,}
| {"type": "default_ipv6"
,}
| {"type": "default_dual_stack"
,}
| {"type": "none"
,}
);

export type InstanceCreate =
{"antiAffinityGroups"?: (NameOrId)[],"autoRestartPolicy"?: InstanceAutoRestartPolicy | null,"bootDisk"?: InstanceDiskAttachment | null,"cpuPlatform"?: InstanceCpuPlatform | null,"description": string,"disks"?: (InstanceDiskAttachment)[],"enableJumboFrames"?: boolean,"externalIps"?: (ExternalIpCreate)[],"hostname": Hostname,"memory": ByteCount,"multicastGroups"?: (MulticastGroupJoinSpec)[],"name": Name,"ncpus": InstanceCpuCount,"networkInterfaces"?: InstanceNetworkInterfaceAttachment,"sshPublicKeys"?: (NameOrId)[] | null,"start"?: boolean,"userData"?: string,};

export type InstanceMulticastGroupJoin =
{"ipVersion"?: IpVersion | null,"sourceIps"?: (string)[] | null,};

export type PrivateIpv4Stack =
{"ip": string,"transitIps": (Ipv4Net)[],};

export type PrivateIpv6Stack =
{"ip": string,"transitIps": (Ipv6Net)[],};

export type PrivateIpStack =
(| {"type": "v4"
,"value": PrivateIpv4Stack,}
| {"type": "v6"
,"value": PrivateIpv6Stack,}
| {"type": "dual_stack"
,"value": {"v4": PrivateIpv4Stack,"v6": PrivateIpv6Stack,},}
);

/**
* A MAC address
 */
export type MacAddr =
string;

export type InstanceNetworkInterface =
{"description": string,"id": string,"instanceId": string,"ipStack": PrivateIpStack,"mac": MacAddr,"name": Name,"primary": boolean,"subnetId": string,"timeCreated": Date,"timeModified": Date,"vpcId": string,};

export type InstanceNetworkInterfaceResultsPage =
{"items": (InstanceNetworkInterface)[],"nextPage"?: string | null,};

export type InstanceNetworkInterfaceUpdate =
{"description"?: string | null,"name"?: Name | null,"primary"?: boolean,"transitIps"?: (IpNet)[],};

export type InstanceResultsPage =
{"items": (Instance)[],"nextPage"?: string | null,};

export type InstanceSerialConsoleData =
{"data": (number)[],"lastByteOffset": number,};

export type InstanceUpdate =
{"autoRestartPolicy": InstanceAutoRestartPolicy | null,"bootDisk": NameOrId | null,"cpuPlatform": InstanceCpuPlatform | null,"enableJumboFrames": boolean,"memory": ByteCount,"multicastGroups"?: (MulticastGroupJoinSpec)[] | null,"ncpus": InstanceCpuCount,};

export type InterfaceNum =
(| {"unknown": number,}
| {"ifIndex": number,}
| {"portNumber": number,}
);

export type InternetGateway =
{"description": string,"id": string,"name": Name,"timeCreated": Date,"timeModified": Date,"vpcId": string,};

export type InternetGatewayCreate =
{"description": string,"name": Name,};

export type InternetGatewayIpAddress =
{"address": string,"description": string,"id": string,"internetGatewayId": string,"name": Name,"timeCreated": Date,"timeModified": Date,};

export type InternetGatewayIpAddressCreate =
{"address": string,"description": string,"name": Name,};

export type InternetGatewayIpAddressResultsPage =
{"items": (InternetGatewayIpAddress)[],"nextPage"?: string | null,};

export type InternetGatewayIpPool =
{"description": string,"id": string,"internetGatewayId": string,"ipPoolId": string,"name": Name,"timeCreated": Date,"timeModified": Date,};

export type InternetGatewayIpPoolCreate =
{"description": string,"ipPool": NameOrId,"name": Name,};

export type InternetGatewayIpPoolResultsPage =
{"items": (InternetGatewayIpPool)[],"nextPage"?: string | null,};

export type InternetGatewayResultsPage =
{"items": (InternetGateway)[],"nextPage"?: string | null,};

export type IpPoolAssignment =
(| "silos"

| "system_services"

);

export type IpPoolType =
(| "unicast"

| "multicast"

);

export type IpPool =
{"assignment": IpPoolAssignment,"description": string,"id": string,"ipVersion": IpVersion,"name": Name,"poolType": IpPoolType,"timeCreated": Date,"timeModified": Date,};

export type IpPoolAssignParam =
{"assignment": IpPoolAssignment,};

export type IpPoolCreate =
{"assignment"?: IpPoolAssignment,"description": string,"ipVersion"?: IpVersion,"name": Name,"poolType"?: IpPoolType,};

export type IpPoolLinkSilo =
{"isDefault": boolean,"silo": NameOrId,};

export type Ipv4Range =
{"first": string,"last": string,};

export type Ipv6Range =
{"first": string,"last": string,};

export type IpRange =
(| Ipv4Range
| Ipv6Range
);

export type IpPoolRange =
{"id": string,"ipPoolId": string,"range": IpRange,"timeCreated": Date,};

export type IpPoolRangeResultsPage =
{"items": (IpPoolRange)[],"nextPage"?: string | null,};

export type IpPoolResultsPage =
{"items": (IpPool)[],"nextPage"?: string | null,};

export type IpPoolSiloLink =
{"ipPoolId": string,"isDefault": boolean,"siloId": string,};

export type IpPoolSiloLinkResultsPage =
{"items": (IpPoolSiloLink)[],"nextPage"?: string | null,};

export type IpPoolSiloUpdate =
{"isDefault": boolean,};

export type IpPoolUpdate =
{"description"?: string | null,"name"?: Name | null,};

export type IpPoolUtilization =
{"capacity": number,"remaining": number,};

/**
* A range of IP ports
 */
export type L4PortRange =
string;

export type LinkFec =
(| "firecode"

| "none"

| "rs"

);

export type LldpLinkConfigCreate =
{"chassisId"?: string | null,"enabled": boolean,"linkDescription"?: string | null,"linkName"?: string | null,"managementIp"?: string | null,"systemDescription"?: string | null,"systemName"?: string | null,};

export type LinkSpeed =
(| "speed0_g"

| "speed1_g"

| "speed10_g"

| "speed25_g"

| "speed40_g"

| "speed50_g"

| "speed100_g"

| "speed200_g"

| "speed400_g"

);

export type TxEqConfig =
{"main"?: number | null,"post1"?: number | null,"post2"?: number | null,"pre1"?: number | null,"pre2"?: number | null,};

export type LinkConfigCreate =
{"autoneg": boolean,"fec"?: LinkFec | null,"linkName": Name,"lldp": LldpLinkConfigCreate,"mtu": number,"speed": LinkSpeed,"txEq"?: TxEqConfig | null,};

export type LldpLinkConfig =
{"chassisId"?: string | null,"enabled": boolean,"id": string,"linkDescription"?: string | null,"linkName"?: string | null,"managementIp"?: string | null,"systemDescription"?: string | null,"systemName"?: string | null,};

export type NetworkAddress =
(| {"ipAddr": string,}
| {"iEEE802": (number)[],}
);

export type ManagementAddress =
{"addr": NetworkAddress,"interfaceNum": InterfaceNum,"oid"?: (number)[] | null,};

export type LldpNeighbor =
{"chassisId": string,"firstSeen": Date,"lastSeen": Date,"linkDescription"?: string | null,"linkName": string,"localPort": string,"managementIp": (ManagementAddress)[],"systemDescription"?: string | null,"systemName"?: string | null,};

export type LldpNeighborResultsPage =
{"items": (LldpNeighbor)[],"nextPage"?: string | null,};

export type LoopbackAddress =
{"address": IpNet,"addressLotBlockId": string,"id": string,"rackId": string,"switchSlot": SwitchSlot,};

export type LoopbackAddressCreate =
{"address": string,"addressLot": NameOrId,"anycast": boolean,"mask": number,"rackId": string,"switchSlot": SwitchSlot,};

export type LoopbackAddressResultsPage =
{"items": (LoopbackAddress)[],"nextPage"?: string | null,};

export type Measurement =
{"datum": Datum,"timestamp": Date,};

export type MeasurementResultsPage =
{"items": (Measurement)[],"nextPage"?: string | null,};

export type MetricType =
(| "gauge"

| "delta"

| "cumulative"

);

export type MulticastGroup =
{"description": string,"hasAnySourceMember": boolean,"id": string,"ipPoolId": string,"multicastIp": string,"name": Name,"sourceIps": (string)[],"state": string,"timeCreated": Date,"timeModified": Date,};

export type MulticastGroupMember =
{"description": string,"id": string,"instanceId": string,"multicastGroupId": string,"multicastIp": string,"name": Name,"sourceIps": (string)[],"state": string,"timeCreated": Date,"timeModified": Date,};

export type MulticastGroupMemberResultsPage =
{"items": (MulticastGroupMember)[],"nextPage"?: string | null,};

export type MulticastGroupResultsPage =
{"items": (MulticastGroup)[],"nextPage"?: string | null,};

export type PrivateIpv4Config =
{"ip": string,"subnet": Ipv4Net,"transitIps"?: (Ipv4Net)[],};

export type PrivateIpv6Config =
{"ip": string,"subnet": Ipv6Net,"transitIps": (Ipv6Net)[],};

export type PrivateIpConfig =
(| {"type": "v4"
,"value": PrivateIpv4Config,}
| {"type": "v6"
,"value": PrivateIpv6Config,}
| {"type": "dual_stack"
,"value": {"v4": PrivateIpv4Config,"v6": PrivateIpv6Config,},}
);

export type NetworkInterfaceKind =
(| {"id": string,"type": "instance"
,}
| {"id": string,"type": "service"
,}
| {"id": string,"type": "probe"
,}
);

export type Vni =
number;

export type NetworkInterface =
{"id": string,"ipConfig": PrivateIpConfig,"kind": NetworkInterfaceKind,"mac": MacAddr,"name": Name,"primary": boolean,"slot": number,"vni": Vni,};

export type ValueArray =
(| {"type": "integer"
,"values": (number | null)[],}
| {"type": "double"
,"values": (number | null)[],}
| {"type": "boolean"
,"values": (boolean | null)[],}
| {"type": "string"
,"values": (string | null)[],}
| {"type": "integer_distribution"
,"values": (Distributionint64 | null)[],}
| {"type": "double_distribution"
,"values": (Distributiondouble | null)[],}
);

export type Values =
{"metricType": MetricType,"values": ValueArray,};

export type Points =
{"startTimes"?: (Date)[] | null,"timestamps": (Date)[],"values": (Values)[],};

export type Timeseries =
{"fields": Record<string,FieldValue>,"points": Points,};

export type OxqlTable =
{"name": string,"timeseries": (Timeseries)[],};

export type OxqlQueryResult =
{"tables": (OxqlTable)[],};

/**
* A password used to authenticate a user
 */
export type Password =
string;

export type PhysicalDiskKind =
"m2"
| "u2"
;

export type PhysicalDiskPolicy =
(| {"kind": "in_service"
,}
| {"kind": "expunged"
,}
);

export type PhysicalDiskState =
(| "active"

| "decommissioned"

);

export type PhysicalDisk =
{"formFactor": PhysicalDiskKind,"id": string,"model": string,"policy": PhysicalDiskPolicy,"serial": string,"sledId"?: string | null,"state": PhysicalDiskState,"timeCreated": Date,"timeModified": Date,"vendor": string,};

export type PhysicalDiskManufacturerIdentity =
{"model": string,"serial": string,"vendor": string,};

export type PhysicalDiskAdoptionRequestUuid =
string;

export type PhysicalDiskAdoptionRequest =
{"diskId": PhysicalDiskManufacturerIdentity,"id": PhysicalDiskAdoptionRequestUuid,"timeCreated": Date,};

export type PhysicalDiskAdoptionRequestResultsPage =
{"items": (PhysicalDiskAdoptionRequest)[],"nextPage"?: string | null,};

export type PhysicalDiskResultsPage =
{"items": (PhysicalDisk)[],"nextPage"?: string | null,};

export type PingStatus =
"ok"
;

export type Ping =
{"status": PingStatus,};

export type Probe =
{"description": string,"id": string,"name": Name,"sled": string,"timeCreated": Date,"timeModified": Date,};

export type ProbeCreate =
{"description": string,"name": Name,"poolSelector"?: PoolSelector,"sled": string,};

export type ProbeExternalIpKind =
"snat"
| "floating"
| "ephemeral"
;

export type ProbeExternalIp =
{"firstPort": number,"ip": string,"kind": ProbeExternalIpKind,"lastPort": number,};

export type ProbeInfo =
{"externalIps": (ProbeExternalIp)[],"id": string,"interface": NetworkInterface,"name": Name,"sled": string,};

export type ProbeInfoResultsPage =
{"items": (ProbeInfo)[],"nextPage"?: string | null,};

export type Project =
{"description": string,"id": string,"name": Name,"timeCreated": Date,"timeModified": Date,};

export type ProjectCreate =
{"description": string,"name": Name,};

export type ProjectResultsPage =
{"items": (Project)[],"nextPage"?: string | null,};

export type ProjectRole =
"admin"
| "collaborator"
| "limited_collaborator"
| "viewer"
;

export type ProjectRoleRoleAssignment =
{"identityId": string,"identityType": IdentityType,"roleName": ProjectRole,};

export type ProjectRolePolicy =
{"roleAssignments": (ProjectRoleRoleAssignment)[],};

export type ProjectUpdate =
{"description"?: string | null,"name"?: Name | null,};

export type Rack =
{"id": string,"timeCreated": Date,"timeModified": Date,};

export type RackMembershipAddSledsRequest =
{"sledIds": (BaseboardId)[],};

export type RackMembershipChangeState =
"in_progress"
| "committed"
| "aborted"
;

export type RackMembershipVersion =
number;

export type RackMembershipStatus =
{"members": (BaseboardId)[],"rackId": string,"state": RackMembershipChangeState,"timeAborted"?: Date | null,"timeCommitted"?: Date | null,"timeCreated": Date,"unacknowledgedMembers": (BaseboardId)[],"version": RackMembershipVersion,};

export type RackResultsPage =
{"items": (Rack)[],"nextPage"?: string | null,};

export type Route =
{"dst": IpNet,"gw": string,"ribPriority"?: number | null,"vid"?: number | null,};

export type RouteConfig =
{"linkName": Name,"routes": (Route)[],};

export type RouteDestination =
(| {"type": "ip"
,"value": string,}
| {"type": "ip_net"
,"value": IpNet,}
| {"type": "vpc"
,"value": Name,}
| {"type": "subnet"
,"value": Name,}
);

export type RouteTarget =
(| {"type": "ip"
,"value": string,}
| {"type": "vpc"
,"value": Name,}
| {"type": "subnet"
,"value": Name,}
| {"type": "instance"
,"value": Name,}
| {"type": "internet_gateway"
,"value": Name,}
| {"type": "drop"
,}
);

export type RouterRouteKind =
(| "default"

| "vpc_subnet"

| "vpc_peering"

| "custom"

);

export type RouterRoute =
{"description": string,"destination": RouteDestination,"id": string,"kind": RouterRouteKind,"name": Name,"target": RouteTarget,"timeCreated": Date,"timeModified": Date,"vpcRouterId": string,};

export type RouterRouteCreate =
{"description": string,"destination": RouteDestination,"name": Name,"target": RouteTarget,};

export type RouterRouteResultsPage =
{"items": (RouterRoute)[],"nextPage"?: string | null,};

export type RouterRouteUpdate =
{"description"?: string | null,"destination": RouteDestination,"name"?: Name | null,"target": RouteTarget,};

export type SamlIdentityProvider =
{"acsUrl": string,"description": string,"groupAttributeName"?: string | null,"id": string,"idpEntityId": string,"name": Name,"publicCert"?: string | null,"sloUrl": string,"spClientId": string,"technicalContactEmail": string,"timeCreated": Date,"timeModified": Date,};

export type SamlIdentityProviderCreate =
{"acsUrl": string,"description": string,"groupAttributeName"?: string | null,"idpEntityId": string,"idpMetadataSource": IdpMetadataSource,"name": Name,"signingKeypair"?: DerEncodedKeyPair | null,"sloUrl": string,"spClientId": string,"technicalContactEmail": string,};

export type ScimClientBearerToken =
{"id": string,"timeCreated": Date,"timeExpires"?: Date | null,};

export type ScimClientBearerTokenValue =
{"bearerToken": string,"id": string,"timeCreated": Date,"timeExpires"?: Date | null,};

export type ServiceIcmpConfig =
{"enabled": boolean,};

export type SetTargetReleaseParams =
{"systemVersion": string,};

export type SiloIdentityMode =
(| "saml_jit"

| "local_only"

| "saml_scim"

);

export type Silo =
{"adminGroupName"?: string | null,"description": string,"discoverable": boolean,"id": string,"identityMode": SiloIdentityMode,"mappedFleetRoles": Record<string,(FleetRole)[]>,"name": Name,"timeCreated": Date,"timeModified": Date,};

export type SiloAuthSettings =
{"deviceTokenMaxTtlSeconds"?: number | null,"siloId": string,};

export type SiloAuthSettingsUpdate =
{"deviceTokenMaxTtlSeconds": number | null,};

export type SiloQuotasCreate =
{"cpus": number,"memory": ByteCount,"storage": ByteCount,};

export type SiloCreate =
{"adminGroupName"?: string | null,"description": string,"discoverable": boolean,"identityMode": SiloIdentityMode,"mappedFleetRoles"?: Record<string,(FleetRole)[]>,"name": Name,"quotas": SiloQuotasCreate,"tlsCertificates": (CertificateCreate)[],};

export type SiloIpPool =
{"description": string,"id": string,"ipVersion": IpVersion,"isDefault": boolean,"name": Name,"poolType": IpPoolType,"timeCreated": Date,"timeModified": Date,};

export type SiloIpPoolResultsPage =
{"items": (SiloIpPool)[],"nextPage"?: string | null,};

export type SiloQuotas =
{"cpus": number,"memory": ByteCount,"siloId": string,"storage": ByteCount,};

export type SiloQuotasResultsPage =
{"items": (SiloQuotas)[],"nextPage"?: string | null,};

export type SiloQuotasUpdate =
{"cpus"?: number | null,"memory"?: ByteCount | null,"storage"?: ByteCount | null,};

export type SiloResultsPage =
{"items": (Silo)[],"nextPage"?: string | null,};

export type SiloRole =
"admin"
| "collaborator"
| "limited_collaborator"
| "viewer"
;

export type SiloRoleRoleAssignment =
{"identityId": string,"identityType": IdentityType,"roleName": SiloRole,};

export type SiloRolePolicy =
{"roleAssignments": (SiloRoleRoleAssignment)[],};

export type SiloSubnetPool =
{"description": string,"id": string,"ipVersion": IpVersion,"isDefault": boolean,"name": Name,"timeCreated": Date,"timeModified": Date,};

export type SiloSubnetPoolResultsPage =
{"items": (SiloSubnetPool)[],"nextPage"?: string | null,};

export type VirtualResourceCounts =
{"cpus": number,"memory": ByteCount,"storage": ByteCount,};

export type SiloUtilization =
{"allocated": VirtualResourceCounts,"provisioned": VirtualResourceCounts,"siloId": string,"siloName": Name,};

export type SiloUtilizationResultsPage =
{"items": (SiloUtilization)[],"nextPage"?: string | null,};

export type SledProvisionPolicy =
(| "provisionable"

| "non_provisionable"

);

export type SledPolicy =
(| {"kind": "in_service"
,"provisionPolicy": SledProvisionPolicy,}
| {"kind": "expunged"
,}
);

export type SledState =
(| "active"

| "decommissioned"

);

export type Sled =
{"baseboard": Baseboard,"id": string,"policy": SledPolicy,"rackId": string,"slot"?: number | null,"state": SledState,"timeCreated": Date,"timeModified": Date,"usableHardwareThreads": number,"usablePhysicalRam": ByteCount,};

export type SledInstance =
{"activeSledId": string,"id": string,"memory": number,"migrationId"?: string | null,"name": Name,"ncpus": number,"projectName": Name,"siloName": Name,"state": InstanceState,"timeCreated": Date,"timeModified": Date,};

export type SledInstanceResultsPage =
{"items": (SledInstance)[],"nextPage"?: string | null,};

export type SledProvisionPolicyParams =
{"state": SledProvisionPolicy,};

export type SledProvisionPolicyResponse =
{"newState": SledProvisionPolicy,"oldState": SledProvisionPolicy,};

export type SledResultsPage =
{"items": (Sled)[],"nextPage"?: string | null,};

export type SledUuid =
string;

export type SnapshotState =
"creating"
| "ready"
| "faulted"
| "destroyed"
;

export type Snapshot =
{"description": string,"diskId": string,"id": string,"name": Name,"projectId": string,"size": ByteCount,"state": SnapshotState,"timeCreated": Date,"timeModified": Date,};

export type SnapshotCreate =
{"description": string,"disk": NameOrId,"name": Name,};

export type SnapshotResultsPage =
{"items": (Snapshot)[],"nextPage"?: string | null,};

export type SshKey =
{"description": string,"id": string,"name": Name,"publicKey": string,"siloUserId": string,"timeCreated": Date,"timeModified": Date,};

export type SshKeyCreate =
{"description": string,"name": Name,"publicKey": string,};

export type SshKeyResultsPage =
{"items": (SshKey)[],"nextPage"?: string | null,};

export type SubnetPool =
{"description": string,"id": string,"ipVersion": IpVersion,"name": Name,"timeCreated": Date,"timeModified": Date,};

export type SubnetPoolCreate =
{"description": string,"ipVersion": IpVersion,"name": Name,};

export type SubnetPoolLinkSilo =
{"isDefault": boolean,"silo": NameOrId,};

export type SubnetPoolMember =
{"id": string,"maxPrefixLength": number,"minPrefixLength": number,"subnet": IpNet,"subnetPoolId": string,"timeCreated": Date,};

export type SubnetPoolMemberAdd =
{"maxPrefixLength"?: number | null,"minPrefixLength"?: number | null,"subnet": IpNet,};

export type SubnetPoolMemberRemove =
{"subnet": IpNet,};

export type SubnetPoolMemberResultsPage =
{"items": (SubnetPoolMember)[],"nextPage"?: string | null,};

export type SubnetPoolResultsPage =
{"items": (SubnetPool)[],"nextPage"?: string | null,};

export type SubnetPoolSiloLink =
{"isDefault": boolean,"siloId": string,"subnetPoolId": string,};

export type SubnetPoolSiloLinkResultsPage =
{"items": (SubnetPoolSiloLink)[],"nextPage"?: string | null,};

export type SubnetPoolSiloUpdate =
{"isDefault": boolean,};

export type SubnetPoolUpdate =
{"description"?: string | null,"name"?: Name | null,};

export type SubnetPoolUtilization =
{"capacity": number,"remaining": number,};

export type SupportBundleCreate =
{"userComment"?: string | null,};

export type SupportBundleState =
(| "collecting"

| "destroying"

| "failed"

| "active"

);

export type SupportBundleInfo =
{"id": string,"reasonForCreation": string,"reasonForFailure"?: string | null,"state": SupportBundleState,"timeCreated": Date,"userComment"?: string | null,};

export type SupportBundleInfoResultsPage =
{"items": (SupportBundleInfo)[],"nextPage"?: string | null,};

export type SupportBundleUpdate =
{"userComment"?: string | null,};

export type Switch =
{"baseboard": Baseboard,"id": string,"rackId": string,"timeCreated": Date,"timeModified": Date,};

export type SwitchInterfaceKind =
(| {"type": "primary"
,}
| {"type": "vlan"
,"vid": number,}
| {"type": "loopback"
,}
);

export type SwitchInterfaceConfig =
{"id": string,"interfaceName": Name,"kind": SwitchInterfaceKind,"portSettingsId": string,"v6Enabled": boolean,};

export type SwitchInterfaceConfigCreate =
{"kind": SwitchInterfaceKind,"linkName": Name,"v6Enabled": boolean,};

export type SwitchLinkState =
Record<string, unknown>;

export type SwitchPort =
{"id": string,"portName": Name,"portSettingsId"?: string | null,"rackId": string,"switchSlot": SwitchSlot,};

export type SwitchPortAddressView =
{"address": IpNet,"addressLotBlockId": string,"addressLotId": string,"addressLotName": Name,"interfaceName": Name,"portSettingsId": string,"vlanId"?: number | null,};

export type SwitchPortApplySettings =
{"portSettings": NameOrId,};

export type SwitchPortGeometry =
(| "qsfp28x1"

| "qsfp28x2"

| "sfp28x4"

);

export type SwitchPortConfig =
{"geometry": SwitchPortGeometry,"portSettingsId": string,};

export type SwitchPortConfigCreate =
{"geometry": SwitchPortGeometry,};

export type SwitchPortLinkConfig =
{"autoneg": boolean,"fec"?: LinkFec | null,"linkName": Name,"lldpLinkConfig"?: LldpLinkConfig | null,"mtu": number,"portSettingsId": string,"speed": LinkSpeed,"txEqConfig"?: TxEqConfig | null,};

export type SwitchPortResultsPage =
{"items": (SwitchPort)[],"nextPage"?: string | null,};

export type SwitchPortRouteConfig =
{"dst": IpNet,"gw": string,"interfaceName": Name,"portSettingsId": string,"ribPriority"?: number | null,"vlanId"?: number | null,};

export type SwitchPortSettingsGroups =
{"portSettingsGroupId": string,"portSettingsId": string,};

export type SwitchPortSettings =
{"addresses": (SwitchPortAddressView)[],"bgpPeers": (BgpPeer)[],"description": string,"groups": (SwitchPortSettingsGroups)[],"id": string,"interfaces": (SwitchInterfaceConfig)[],"links": (SwitchPortLinkConfig)[],"name": Name,"port": SwitchPortConfig,"routes": (SwitchPortRouteConfig)[],"timeCreated": Date,"timeModified": Date,};

export type SwitchPortSettingsCreate =
{"addresses": (AddressConfig)[],"bgpPeers"?: (BgpPeerConfig)[],"description": string,"groups"?: (NameOrId)[],"interfaces"?: (SwitchInterfaceConfigCreate)[],"links": (LinkConfigCreate)[],"name": Name,"portConfig": SwitchPortConfigCreate,"routes"?: (RouteConfig)[],};

export type SwitchPortSettingsIdentity =
{"description": string,"id": string,"name": Name,"timeCreated": Date,"timeModified": Date,};

export type SwitchPortSettingsIdentityResultsPage =
{"items": (SwitchPortSettingsIdentity)[],"nextPage"?: string | null,};

export type SwitchResultsPage =
{"items": (Switch)[],"nextPage"?: string | null,};

export type SystemNetworkingSettings =
{"externalJumboFramesOptInEnabled": boolean,};

export type SystemNetworkingSettingsUpdate =
{"externalJumboFramesOptInEnabled"?: boolean,};

export type TargetRelease =
{"timeRequested": Date,"version": string,};

export type TimeseriesDescription =
{"metric": string,"target": string,};

/**
* The name of a timeseries
 */
export type TimeseriesName =
string;

export type TimeseriesQuery =
{"query": string,};

export type Units =
(| "count"
| "bytes"
| "seconds"
| "nanoseconds"
| "volts"
| "amps"
| "watts"
| "degrees_celsius"
| "joules"

| "none"

| "rpm"

);

export type TimeseriesSchema =
{"authzScope": AuthzScope,"created": Date,"datumType": DatumType,"description": TimeseriesDescription,"fieldSchema": (FieldSchema)[],"timeseriesName": TimeseriesName,"units": Units,"version": number,};

export type TimeseriesSchemaResultsPage =
{"items": (TimeseriesSchema)[],"nextPage"?: string | null,};

export type TufRepo =
{"fileName": string,"hash": string,"systemVersion": string,"timeCreated": Date,};

export type TufRepoResultsPage =
{"items": (TufRepo)[],"nextPage"?: string | null,};

export type TufRepoUploadStatus =
(| "already_exists"

| "inserted"

);

export type TufRepoUpload =
{"repo": TufRepo,"status": TufRepoUploadStatus,};

export type UnadoptedPhysicalDisk =
{"diskId": PhysicalDiskManufacturerIdentity,"sledId": SledUuid,"slot": number,"variant": PhysicalDiskKind,};

export type UnadoptedPhysicalDiskResultsPage =
{"items": (UnadoptedPhysicalDisk)[],"nextPage"?: string | null,};

export type UninitializedSled =
{"baseboard": Baseboard,"cubby": number,"rackId": string,};

export type UninitializedSledResultsPage =
{"items": (UninitializedSled)[],"nextPage"?: string | null,};

export type UpdateStatus =
{"componentsByReleaseVersion": Record<string,number>,"contactSupport": boolean,"suspended": boolean,"targetRelease": TargetRelease | null,"timeLastStepPlanned": Date,};

export type UpdatesTrustRoot =
{"id": string,"rootRole": Record<string, unknown>,"timeCreated": Date,};

export type UpdatesTrustRootResultsPage =
{"items": (UpdatesTrustRoot)[],"nextPage"?: string | null,};

export type User =
{"displayName": string,"id": string,"siloId": string,"timeCreated": Date,"timeModified": Date,};

export type UserBuiltin =
{"description": string,"id": string,"name": Name,"timeCreated": Date,"timeModified": Date,};

export type UserBuiltinResultsPage =
{"items": (UserBuiltin)[],"nextPage"?: string | null,};

/**
* A username for a local-only user
 */
export type UserId =
string;

export type UserPassword =
(| {"mode": "password"
,"value": Password,}
| {"mode": "login_disallowed"
,}
);

export type UserCreate =
{"externalId": UserId,"password": UserPassword,};

export type UserResultsPage =
{"items": (User)[],"nextPage"?: string | null,};

export type UsernamePasswordCredentials =
{"password": Password,"username": UserId,};

export type Utilization =
{"capacity": VirtualResourceCounts,"provisioned": VirtualResourceCounts,};

export type Vpc =
{"description": string,"dnsName": Name,"id": string,"ipv6Prefix": Ipv6Net,"name": Name,"projectId": string,"systemRouterId": string,"timeCreated": Date,"timeModified": Date,};

export type VpcCreate =
{"description": string,"dnsName": Name,"ipv6Prefix"?: Ipv6Net | null,"name": Name,};

export type VpcFirewallIcmpFilter =
{"code"?: IcmpParamRange | null,"icmpType": number,};

export type VpcFirewallRuleAction =
"allow"
| "deny"
;

export type VpcFirewallRuleDirection =
"inbound"
| "outbound"
;

export type VpcFirewallRuleHostFilter =
(| {"type": "vpc"
,"value": Name,}
| {"type": "subnet"
,"value": Name,}
| {"type": "instance"
,"value": Name,}
| {"type": "ip"
,"value": string,}
| {"type": "ip_net"
,"value": IpNet,}
);

export type VpcFirewallRuleProtocol =
(| {"type": "tcp"
,}
| {"type": "udp"
,}
| {"type": "icmp"
,"value": VpcFirewallIcmpFilter | null,}
| {"type": "icmp6"
,"value": VpcFirewallIcmpFilter | null,}
);

export type VpcFirewallRuleFilter =
{"hosts"?: (VpcFirewallRuleHostFilter)[] | null,"ports"?: (L4PortRange)[] | null,"protocols"?: (VpcFirewallRuleProtocol)[] | null,};

export type VpcFirewallRuleStatus =
"disabled"
| "enabled"
;

export type VpcFirewallRuleTarget =
(| {"type": "vpc"
,"value": Name,}
| {"type": "subnet"
,"value": Name,}
| {"type": "instance"
,"value": Name,}
| {"type": "ip"
,"value": string,}
| {"type": "ip_net"
,"value": IpNet,}
);

export type VpcFirewallRule =
{"action": VpcFirewallRuleAction,"description": string,"direction": VpcFirewallRuleDirection,"filters": VpcFirewallRuleFilter,"id": string,"name": Name,"priority": number,"status": VpcFirewallRuleStatus,"targets": (VpcFirewallRuleTarget)[],"timeCreated": Date,"timeModified": Date,"vpcId": string,};

export type VpcFirewallRuleUpdate =
{"action": VpcFirewallRuleAction,"description": string,"direction": VpcFirewallRuleDirection,"filters": VpcFirewallRuleFilter,"name": Name,"priority": number,"status": VpcFirewallRuleStatus,"targets": (VpcFirewallRuleTarget)[],};

export type VpcFirewallRuleUpdateParams =
{"rules"?: (VpcFirewallRuleUpdate)[],};

export type VpcFirewallRules =
{"rules": (VpcFirewallRule)[],};

export type VpcResultsPage =
{"items": (Vpc)[],"nextPage"?: string | null,};

export type VpcRouterKind =
"system"
| "custom"
;

export type VpcRouter =
{"description": string,"id": string,"kind": VpcRouterKind,"name": Name,"timeCreated": Date,"timeModified": Date,"vpcId": string,};

export type VpcRouterCreate =
{"description": string,"name": Name,};

export type VpcRouterResultsPage =
{"items": (VpcRouter)[],"nextPage"?: string | null,};

export type VpcRouterUpdate =
{"description"?: string | null,"name"?: Name | null,};

export type VpcSubnet =
{"customRouterId"?: string | null,"description": string,"id": string,"ipv4Block": Ipv4Net,"ipv6Block": Ipv6Net,"name": Name,"timeCreated": Date,"timeModified": Date,"vpcId": string,};

export type VpcSubnetCreate =
{"customRouter"?: NameOrId | null,"description": string,"ipv4Block": Ipv4Net,"ipv6Block"?: Ipv6Net | null,"name": Name,};

export type VpcSubnetResultsPage =
{"items": (VpcSubnet)[],"nextPage"?: string | null,};

export type VpcSubnetUpdate =
{"customRouter"?: NameOrId | null,"description"?: string | null,"name"?: Name | null,};

export type VpcUpdate =
{"description"?: string | null,"dnsName"?: Name | null,"name"?: Name | null,};

export type WebhookCreate =
{"description": string,"endpoint": string,"name": Name,"secrets": (string)[],"subscriptions"?: (AlertSubscription)[],};

export type WebhookReceiver =
{"description": string,"endpoint": string,"id": string,"name": Name,"secrets": (WebhookSecret)[],"subscriptions": (AlertSubscription)[],"timeCreated": Date,"timeModified": Date,};

export type WebhookReceiverUpdate =
{"description"?: string | null,"endpoint"?: string | null,"name"?: Name | null,};

export type WebhookSecretCreate =
{"secret": string,};

export type WebhookSecrets =
{"secrets": (WebhookSecret)[],};

export type NameOrIdSortMode =
(| "name_ascending"

| "name_descending"

| "id_ascending"

);

export type TimeAndIdSortMode =
(| "time_and_id_ascending"

| "time_and_id_descending"

);

export type IdSortMode =
"id_ascending"
;

export type SystemMetricName =
"virtual_disk_space_provisioned"
| "cpus_provisioned"
| "ram_provisioned"
;

export type PaginationOrder =
"ascending"
| "descending"
;

export type VersionSortMode =
(| "version_ascending"

| "version_descending"

);

export type NameSortMode =
"name_ascending"
;

export interface ProbeListQueryParams {
  limit?: number | null,
  pageToken?: string | null,
  project?: NameOrId,
  sortBy?: NameOrIdSortMode,
}

export interface ProbeCreateQueryParams {
  project: NameOrId,
}

export interface ProbeViewPathParams {
  probe: NameOrId,
}

export interface ProbeViewQueryParams {
  project: NameOrId,
}

export interface ProbeDeletePathParams {
  probe: NameOrId,
}

export interface ProbeDeleteQueryParams {
  project: NameOrId,
}

export interface LoginSamlPathParams {
  providerName: Name,
  siloName: Name,
}

export interface AffinityGroupListQueryParams {
  limit?: number | null,
  pageToken?: string | null,
  project?: NameOrId,
  sortBy?: NameOrIdSortMode,
}

export interface AffinityGroupCreateQueryParams {
  project: NameOrId,
}

export interface AffinityGroupViewPathParams {
  affinityGroup: NameOrId,
}

export interface AffinityGroupViewQueryParams {
  project?: NameOrId,
}

export interface AffinityGroupUpdatePathParams {
  affinityGroup: NameOrId,
}

export interface AffinityGroupUpdateQueryParams {
  project?: NameOrId,
}

export interface AffinityGroupDeletePathParams {
  affinityGroup: NameOrId,
}

export interface AffinityGroupDeleteQueryParams {
  project?: NameOrId,
}

export interface AffinityGroupMemberListPathParams {
  affinityGroup: NameOrId,
}

export interface AffinityGroupMemberListQueryParams {
  limit?: number | null,
  pageToken?: string | null,
  project?: NameOrId,
  sortBy?: NameOrIdSortMode,
}

export interface AffinityGroupMemberInstanceViewPathParams {
  affinityGroup: NameOrId,
  instance: NameOrId,
}

export interface AffinityGroupMemberInstanceViewQueryParams {
  project?: NameOrId,
}

export interface AffinityGroupMemberInstanceAddPathParams {
  affinityGroup: NameOrId,
  instance: NameOrId,
}

export interface AffinityGroupMemberInstanceAddQueryParams {
  project?: NameOrId,
}

export interface AffinityGroupMemberInstanceDeletePathParams {
  affinityGroup: NameOrId,
  instance: NameOrId,
}

export interface AffinityGroupMemberInstanceDeleteQueryParams {
  project?: NameOrId,
}

export interface AlertClassListQueryParams {
  limit?: number | null,
  pageToken?: string | null,
  filter?: AlertSubscription,
}

export interface AlertReceiverListQueryParams {
  limit?: number | null,
  pageToken?: string | null,
  sortBy?: NameOrIdSortMode,
}

export interface AlertReceiverViewPathParams {
  receiver: NameOrId,
}

export interface AlertReceiverDeletePathParams {
  receiver: NameOrId,
}

export interface AlertDeliveryListPathParams {
  receiver: NameOrId,
}

export interface AlertDeliveryListQueryParams {
  delivered?: boolean | null,
  failed?: boolean | null,
  pending?: boolean | null,
  limit?: number | null,
  pageToken?: string | null,
  sortBy?: TimeAndIdSortMode,
}

export interface AlertReceiverProbePathParams {
  receiver: NameOrId,
}

export interface AlertReceiverProbeQueryParams {
  resend?: boolean,
}

export interface AlertReceiverSubscriptionAddPathParams {
  receiver: NameOrId,
}

export interface AlertReceiverSubscriptionRemovePathParams {
  receiver: NameOrId,
  subscription: AlertSubscription,
}

export interface AlertListQueryParams {
  alertClass?: AlertSubscription,
  endTime?: Date | null,
  limit?: number | null,
  pageToken?: string | null,
  sortBy?: TimeAndIdSortMode,
  startTime?: Date | null,
}

export interface AlertViewPathParams {
  alertId: string,
}

export interface AlertDeliveryResendPathParams {
  alertId: string,
}

export interface AlertDeliveryResendQueryParams {
  receiver: NameOrId,
}

export interface AntiAffinityGroupListQueryParams {
  limit?: number | null,
  pageToken?: string | null,
  project?: NameOrId,
  sortBy?: NameOrIdSortMode,
}

export interface AntiAffinityGroupCreateQueryParams {
  project: NameOrId,
}

export interface AntiAffinityGroupViewPathParams {
  antiAffinityGroup: NameOrId,
}

export interface AntiAffinityGroupViewQueryParams {
  project?: NameOrId,
}

export interface AntiAffinityGroupUpdatePathParams {
  antiAffinityGroup: NameOrId,
}

export interface AntiAffinityGroupUpdateQueryParams {
  project?: NameOrId,
}

export interface AntiAffinityGroupDeletePathParams {
  antiAffinityGroup: NameOrId,
}

export interface AntiAffinityGroupDeleteQueryParams {
  project?: NameOrId,
}

export interface AntiAffinityGroupMemberListPathParams {
  antiAffinityGroup: NameOrId,
}

export interface AntiAffinityGroupMemberListQueryParams {
  limit?: number | null,
  pageToken?: string | null,
  project?: NameOrId,
  sortBy?: NameOrIdSortMode,
}

export interface AntiAffinityGroupMemberInstanceViewPathParams {
  antiAffinityGroup: NameOrId,
  instance: NameOrId,
}

export interface AntiAffinityGroupMemberInstanceViewQueryParams {
  project?: NameOrId,
}

export interface AntiAffinityGroupMemberInstanceAddPathParams {
  antiAffinityGroup: NameOrId,
  instance: NameOrId,
}

export interface AntiAffinityGroupMemberInstanceAddQueryParams {
  project?: NameOrId,
}

export interface AntiAffinityGroupMemberInstanceDeletePathParams {
  antiAffinityGroup: NameOrId,
  instance: NameOrId,
}

export interface AntiAffinityGroupMemberInstanceDeleteQueryParams {
  project?: NameOrId,
}

export interface CertificateListQueryParams {
  limit?: number | null,
  pageToken?: string | null,
  sortBy?: NameOrIdSortMode,
}

export interface CertificateViewPathParams {
  certificate: NameOrId,
}

export interface CertificateDeletePathParams {
  certificate: NameOrId,
}

export interface DiskListQueryParams {
  limit?: number | null,
  pageToken?: string | null,
  project?: NameOrId,
  sortBy?: NameOrIdSortMode,
}

export interface DiskCreateQueryParams {
  project: NameOrId,
}

export interface DiskViewPathParams {
  disk: NameOrId,
}

export interface DiskViewQueryParams {
  project?: NameOrId,
}

export interface DiskDeletePathParams {
  disk: NameOrId,
}

export interface DiskDeleteQueryParams {
  project?: NameOrId,
}

export interface DiskBulkWriteImportPathParams {
  disk: NameOrId,
}

export interface DiskBulkWriteImportQueryParams {
  project?: NameOrId,
}

export interface DiskBulkWriteImportStartPathParams {
  disk: NameOrId,
}

export interface DiskBulkWriteImportStartQueryParams {
  project?: NameOrId,
}

export interface DiskBulkWriteImportStopPathParams {
  disk: NameOrId,
}

export interface DiskBulkWriteImportStopQueryParams {
  project?: NameOrId,
}

export interface DiskFinalizeImportPathParams {
  disk: NameOrId,
}

export interface DiskFinalizeImportQueryParams {
  project?: NameOrId,
}

export interface ExternalSubnetListQueryParams {
  limit?: number | null,
  pageToken?: string | null,
  project?: NameOrId,
  sortBy?: NameOrIdSortMode,
}

export interface ExternalSubnetCreateQueryParams {
  project: NameOrId,
}

export interface ExternalSubnetViewPathParams {
  externalSubnet: NameOrId,
}

export interface ExternalSubnetViewQueryParams {
  project?: NameOrId,
}

export interface ExternalSubnetUpdatePathParams {
  externalSubnet: NameOrId,
}

export interface ExternalSubnetUpdateQueryParams {
  project?: NameOrId,
}

export interface ExternalSubnetDeletePathParams {
  externalSubnet: NameOrId,
}

export interface ExternalSubnetDeleteQueryParams {
  project?: NameOrId,
}

export interface ExternalSubnetAttachPathParams {
  externalSubnet: NameOrId,
}

export interface ExternalSubnetAttachQueryParams {
  project?: NameOrId,
}

export interface ExternalSubnetDetachPathParams {
  externalSubnet: NameOrId,
}

export interface ExternalSubnetDetachQueryParams {
  project?: NameOrId,
}

export interface FloatingIpListQueryParams {
  limit?: number | null,
  pageToken?: string | null,
  project?: NameOrId,
  sortBy?: NameOrIdSortMode,
}

export interface FloatingIpCreateQueryParams {
  project: NameOrId,
}

export interface FloatingIpViewPathParams {
  floatingIp: NameOrId,
}

export interface FloatingIpViewQueryParams {
  project?: NameOrId,
}

export interface FloatingIpUpdatePathParams {
  floatingIp: NameOrId,
}

export interface FloatingIpUpdateQueryParams {
  project?: NameOrId,
}

export interface FloatingIpDeletePathParams {
  floatingIp: NameOrId,
}

export interface FloatingIpDeleteQueryParams {
  project?: NameOrId,
}

export interface FloatingIpAttachPathParams {
  floatingIp: NameOrId,
}

export interface FloatingIpAttachQueryParams {
  project?: NameOrId,
}

export interface FloatingIpDetachPathParams {
  floatingIp: NameOrId,
}

export interface FloatingIpDetachQueryParams {
  project?: NameOrId,
}

export interface GroupListQueryParams {
  limit?: number | null,
  pageToken?: string | null,
  sortBy?: IdSortMode,
}

export interface GroupViewPathParams {
  groupId: string,
}

export interface ImageListQueryParams {
  limit?: number | null,
  pageToken?: string | null,
  project?: NameOrId,
  sortBy?: NameOrIdSortMode,
}

export interface ImageCreateQueryParams {
  project?: NameOrId,
}

export interface ImageViewPathParams {
  image: NameOrId,
}

export interface ImageViewQueryParams {
  project?: NameOrId,
}

export interface ImageDeletePathParams {
  image: NameOrId,
}

export interface ImageDeleteQueryParams {
  project?: NameOrId,
}

export interface ImageDemotePathParams {
  image: NameOrId,
}

export interface ImageDemoteQueryParams {
  project: NameOrId,
}

export interface ImagePromotePathParams {
  image: NameOrId,
}

export interface ImagePromoteQueryParams {
  project?: NameOrId,
}

export interface InstanceListQueryParams {
  limit?: number | null,
  pageToken?: string | null,
  project?: NameOrId,
  sortBy?: NameOrIdSortMode,
}

export interface InstanceCreateQueryParams {
  project: NameOrId,
}

export interface InstanceViewPathParams {
  instance: NameOrId,
}

export interface InstanceViewQueryParams {
  project?: NameOrId,
}

export interface InstanceUpdatePathParams {
  instance: NameOrId,
}

export interface InstanceUpdateQueryParams {
  project?: NameOrId,
}

export interface InstanceDeletePathParams {
  instance: NameOrId,
}

export interface InstanceDeleteQueryParams {
  project?: NameOrId,
}

export interface InstanceAffinityGroupListPathParams {
  instance: NameOrId,
}

export interface InstanceAffinityGroupListQueryParams {
  limit?: number | null,
  pageToken?: string | null,
  project?: NameOrId,
  sortBy?: NameOrIdSortMode,
}

export interface InstanceAntiAffinityGroupListPathParams {
  instance: NameOrId,
}

export interface InstanceAntiAffinityGroupListQueryParams {
  limit?: number | null,
  pageToken?: string | null,
  project?: NameOrId,
  sortBy?: NameOrIdSortMode,
}

export interface InstanceDiskListPathParams {
  instance: NameOrId,
}

export interface InstanceDiskListQueryParams {
  limit?: number | null,
  pageToken?: string | null,
  project?: NameOrId,
  sortBy?: NameOrIdSortMode,
}

export interface InstanceDiskAttachPathParams {
  instance: NameOrId,
}

export interface InstanceDiskAttachQueryParams {
  project?: NameOrId,
}

export interface InstanceDiskDetachPathParams {
  instance: NameOrId,
}

export interface InstanceDiskDetachQueryParams {
  project?: NameOrId,
}

export interface InstanceExternalIpListPathParams {
  instance: NameOrId,
}

export interface InstanceExternalIpListQueryParams {
  project?: NameOrId,
}

export interface InstanceEphemeralIpAttachPathParams {
  instance: NameOrId,
}

export interface InstanceEphemeralIpAttachQueryParams {
  project?: NameOrId,
}

export interface InstanceEphemeralIpDetachPathParams {
  instance: NameOrId,
}

export interface InstanceEphemeralIpDetachQueryParams {
  ipVersion?: IpVersion,
  project?: NameOrId,
}

export interface InstanceExternalSubnetListPathParams {
  instance: NameOrId,
}

export interface InstanceExternalSubnetListQueryParams {
  project?: NameOrId,
}

export interface InstanceMulticastGroupListPathParams {
  instance: NameOrId,
}

export interface InstanceMulticastGroupListQueryParams {
  limit?: number | null,
  pageToken?: string | null,
  project?: NameOrId,
  sortBy?: IdSortMode,
}

export interface InstanceMulticastGroupJoinPathParams {
  instance: NameOrId,
  multicastGroup: MulticastGroupIdentifier,
}

export interface InstanceMulticastGroupJoinQueryParams {
  project?: NameOrId,
}

export interface InstanceMulticastGroupLeavePathParams {
  instance: NameOrId,
  multicastGroup: MulticastGroupIdentifier,
}

export interface InstanceMulticastGroupLeaveQueryParams {
  project?: NameOrId,
}

export interface InstanceRebootPathParams {
  instance: NameOrId,
}

export interface InstanceRebootQueryParams {
  project?: NameOrId,
}

export interface InstanceSerialConsolePathParams {
  instance: NameOrId,
}

export interface InstanceSerialConsoleQueryParams {
  fromStart?: number | null,
  maxBytes?: number | null,
  mostRecent?: number | null,
  project?: NameOrId,
}

export interface InstanceSerialConsoleStreamPathParams {
  instance: NameOrId,
}

export interface InstanceSerialConsoleStreamQueryParams {
  mostRecent?: number | null,
  project?: NameOrId,
}

export interface InstanceSshPublicKeyListPathParams {
  instance: NameOrId,
}

export interface InstanceSshPublicKeyListQueryParams {
  limit?: number | null,
  pageToken?: string | null,
  project?: NameOrId,
  sortBy?: NameOrIdSortMode,
}

export interface InstanceStartPathParams {
  instance: NameOrId,
}

export interface InstanceStartQueryParams {
  project?: NameOrId,
}

export interface InstanceStopPathParams {
  instance: NameOrId,
}

export interface InstanceStopQueryParams {
  project?: NameOrId,
}

export interface InternetGatewayIpAddressListQueryParams {
  gateway?: NameOrId,
  limit?: number | null,
  pageToken?: string | null,
  project?: NameOrId,
  sortBy?: NameOrIdSortMode,
  vpc?: NameOrId,
}

export interface InternetGatewayIpAddressCreateQueryParams {
  gateway: NameOrId,
  project?: NameOrId,
  vpc?: NameOrId,
}

export interface InternetGatewayIpAddressDeletePathParams {
  address: NameOrId,
}

export interface InternetGatewayIpAddressDeleteQueryParams {
  cascade?: boolean,
  gateway?: NameOrId,
  project?: NameOrId,
  vpc?: NameOrId,
}

export interface InternetGatewayIpPoolListQueryParams {
  gateway?: NameOrId,
  limit?: number | null,
  pageToken?: string | null,
  project?: NameOrId,
  sortBy?: NameOrIdSortMode,
  vpc?: NameOrId,
}

export interface InternetGatewayIpPoolCreateQueryParams {
  gateway: NameOrId,
  project?: NameOrId,
  vpc?: NameOrId,
}

export interface InternetGatewayIpPoolDeletePathParams {
  pool: NameOrId,
}

export interface InternetGatewayIpPoolDeleteQueryParams {
  cascade?: boolean,
  gateway?: NameOrId,
  project?: NameOrId,
  vpc?: NameOrId,
}

export interface InternetGatewayListQueryParams {
  limit?: number | null,
  pageToken?: string | null,
  project?: NameOrId,
  sortBy?: NameOrIdSortMode,
  vpc?: NameOrId,
}

export interface InternetGatewayCreateQueryParams {
  project?: NameOrId,
  vpc: NameOrId,
}

export interface InternetGatewayViewPathParams {
  gateway: NameOrId,
}

export interface InternetGatewayViewQueryParams {
  project?: NameOrId,
  vpc?: NameOrId,
}

export interface InternetGatewayDeletePathParams {
  gateway: NameOrId,
}

export interface InternetGatewayDeleteQueryParams {
  cascade?: boolean,
  project?: NameOrId,
  vpc?: NameOrId,
}

export interface IpPoolListQueryParams {
  ipVersion?: IpVersion,
  limit?: number | null,
  pageToken?: string | null,
  poolType?: IpPoolType,
  sortBy?: NameOrIdSortMode,
}

export interface IpPoolViewPathParams {
  pool: NameOrId,
}

export interface LoginLocalPathParams {
  siloName: Name,
}

export interface CurrentUserAccessTokenListQueryParams {
  limit?: number | null,
  pageToken?: string | null,
  sortBy?: IdSortMode,
}

export interface CurrentUserAccessTokenDeletePathParams {
  tokenId: string,
}

export interface CurrentUserGroupsQueryParams {
  limit?: number | null,
  pageToken?: string | null,
  sortBy?: IdSortMode,
}

export interface CurrentUserSshKeyListQueryParams {
  limit?: number | null,
  pageToken?: string | null,
  sortBy?: NameOrIdSortMode,
}

export interface CurrentUserSshKeyViewPathParams {
  sshKey: NameOrId,
}

export interface CurrentUserSshKeyDeletePathParams {
  sshKey: NameOrId,
}

export interface SiloMetricPathParams {
  metricName: SystemMetricName,
}

export interface SiloMetricQueryParams {
  endTime?: Date,
  limit?: number | null,
  order?: PaginationOrder,
  pageToken?: string | null,
  startTime?: Date,
  project?: NameOrId,
}

export interface MulticastGroupListQueryParams {
  limit?: number | null,
  pageToken?: string | null,
  sortBy?: NameOrIdSortMode,
}

export interface MulticastGroupViewPathParams {
  multicastGroup: MulticastGroupIdentifier,
}

export interface MulticastGroupMemberListPathParams {
  multicastGroup: MulticastGroupIdentifier,
}

export interface MulticastGroupMemberListQueryParams {
  limit?: number | null,
  pageToken?: string | null,
  sortBy?: IdSortMode,
}

export interface InstanceNetworkInterfaceListQueryParams {
  instance?: NameOrId,
  limit?: number | null,
  pageToken?: string | null,
  project?: NameOrId,
  sortBy?: NameOrIdSortMode,
}

export interface InstanceNetworkInterfaceCreateQueryParams {
  instance: NameOrId,
  project?: NameOrId,
}

export interface InstanceNetworkInterfaceViewPathParams {
  interface: NameOrId,
}

export interface InstanceNetworkInterfaceViewQueryParams {
  instance?: NameOrId,
  project?: NameOrId,
}

export interface InstanceNetworkInterfaceUpdatePathParams {
  interface: NameOrId,
}

export interface InstanceNetworkInterfaceUpdateQueryParams {
  instance?: NameOrId,
  project?: NameOrId,
}

export interface InstanceNetworkInterfaceDeletePathParams {
  interface: NameOrId,
}

export interface InstanceNetworkInterfaceDeleteQueryParams {
  instance?: NameOrId,
  project?: NameOrId,
}

export interface ProjectListQueryParams {
  limit?: number | null,
  pageToken?: string | null,
  sortBy?: NameOrIdSortMode,
}

export interface ProjectViewPathParams {
  project: NameOrId,
}

export interface ProjectUpdatePathParams {
  project: NameOrId,
}

export interface ProjectDeletePathParams {
  project: NameOrId,
}

export interface ProjectPolicyViewPathParams {
  project: NameOrId,
}

export interface ProjectPolicyUpdatePathParams {
  project: NameOrId,
}

export interface SnapshotListQueryParams {
  limit?: number | null,
  pageToken?: string | null,
  project?: NameOrId,
  sortBy?: NameOrIdSortMode,
}

export interface SnapshotCreateQueryParams {
  project: NameOrId,
}

export interface SnapshotViewPathParams {
  snapshot: NameOrId,
}

export interface SnapshotViewQueryParams {
  project?: NameOrId,
}

export interface SnapshotDeletePathParams {
  snapshot: NameOrId,
}

export interface SnapshotDeleteQueryParams {
  project?: NameOrId,
}

export interface SubnetPoolListQueryParams {
  limit?: number | null,
  pageToken?: string | null,
  sortBy?: NameOrIdSortMode,
}

export interface SubnetPoolViewPathParams {
  pool: NameOrId,
}

export interface AuditLogListQueryParams {
  endTime?: Date | null,
  limit?: number | null,
  pageToken?: string | null,
  sortBy?: TimeAndIdSortMode,
  startTime?: Date,
}

export interface PhysicalDiskDisableAdoptionPathParams {
  physicalDiskAdoptionReqId: string,
}

export interface PhysicalDiskListAdoptionRequestsQueryParams {
  limit?: number | null,
  pageToken?: string | null,
  sortBy?: IdSortMode,
}

export interface PhysicalDiskListQueryParams {
  limit?: number | null,
  pageToken?: string | null,
  sortBy?: IdSortMode,
}

export interface PhysicalDiskViewPathParams {
  diskId: string,
}

export interface PhysicalDiskListUnadoptedQueryParams {
  limit?: number | null,
  pageToken?: string | null,
}

export interface NetworkingSwitchPortLldpNeighborsPathParams {
  port: Name,
  rackId: string,
  switchSlot: SwitchSlot,
}

export interface NetworkingSwitchPortLldpNeighborsQueryParams {
  limit?: number | null,
  pageToken?: string | null,
  sortBy?: IdSortMode,
}

export interface RackListQueryParams {
  limit?: number | null,
  pageToken?: string | null,
  sortBy?: IdSortMode,
}

export interface RackViewPathParams {
  rackId: string,
}

export interface RackMembershipStatusPathParams {
  rackId: string,
}

export interface RackMembershipStatusQueryParams {
  version?: RackMembershipVersion,
}

export interface RackMembershipAbortPathParams {
  rackId: string,
}

export interface RackMembershipAddSledsPathParams {
  rackId: string,
}

export interface SledListQueryParams {
  limit?: number | null,
  pageToken?: string | null,
  sortBy?: IdSortMode,
}

export interface SledViewPathParams {
  sledId: string,
}

export interface SledPhysicalDiskListPathParams {
  sledId: string,
}

export interface SledPhysicalDiskListQueryParams {
  limit?: number | null,
  pageToken?: string | null,
  sortBy?: IdSortMode,
}

export interface SledInstanceListPathParams {
  sledId: string,
}

export interface SledInstanceListQueryParams {
  limit?: number | null,
  pageToken?: string | null,
  sortBy?: IdSortMode,
}

export interface SledSetProvisionPolicyPathParams {
  sledId: string,
}

export interface SledListUninitializedQueryParams {
  limit?: number | null,
  pageToken?: string | null,
}

export interface NetworkingSwitchPortListQueryParams {
  limit?: number | null,
  pageToken?: string | null,
  sortBy?: IdSortMode,
  switchPortId?: string | null,
}

export interface NetworkingSwitchPortLldpConfigViewPathParams {
  port: Name,
}

export interface NetworkingSwitchPortLldpConfigViewQueryParams {
  rackId: string,
  switchSlot: SwitchSlot,
}

export interface NetworkingSwitchPortLldpConfigUpdatePathParams {
  port: Name,
}

export interface NetworkingSwitchPortLldpConfigUpdateQueryParams {
  rackId: string,
  switchSlot: SwitchSlot,
}

export interface NetworkingSwitchPortApplySettingsPathParams {
  port: Name,
}

export interface NetworkingSwitchPortApplySettingsQueryParams {
  rackId: string,
  switchSlot: SwitchSlot,
}

export interface NetworkingSwitchPortClearSettingsPathParams {
  port: Name,
}

export interface NetworkingSwitchPortClearSettingsQueryParams {
  rackId: string,
  switchSlot: SwitchSlot,
}

export interface NetworkingSwitchPortStatusPathParams {
  port: Name,
}

export interface NetworkingSwitchPortStatusQueryParams {
  rackId: string,
  switchSlot: SwitchSlot,
}

export interface SwitchListQueryParams {
  limit?: number | null,
  pageToken?: string | null,
  sortBy?: IdSortMode,
}

export interface SwitchViewPathParams {
  switchId: string,
}

export interface SiloIdentityProviderListQueryParams {
  limit?: number | null,
  pageToken?: string | null,
  silo?: NameOrId,
  sortBy?: NameOrIdSortMode,
}

export interface LocalIdpUserCreateQueryParams {
  silo: NameOrId,
}

export interface LocalIdpUserDeletePathParams {
  userId: string,
}

export interface LocalIdpUserDeleteQueryParams {
  silo: NameOrId,
}

export interface LocalIdpUserSetPasswordPathParams {
  userId: string,
}

export interface LocalIdpUserSetPasswordQueryParams {
  silo: NameOrId,
}

export interface SamlIdentityProviderCreateQueryParams {
  silo: NameOrId,
}

export interface SamlIdentityProviderViewPathParams {
  provider: NameOrId,
}

export interface SamlIdentityProviderViewQueryParams {
  silo?: NameOrId,
}

export interface SystemIpPoolListQueryParams {
  assignment?: IpPoolAssignment,
  ipVersion?: IpVersion,
  limit?: number | null,
  pageToken?: string | null,
  poolType?: IpPoolType,
  sortBy?: NameOrIdSortMode,
}

export interface SystemIpPoolViewPathParams {
  pool: NameOrId,
}

export interface SystemIpPoolUpdatePathParams {
  pool: NameOrId,
}

export interface SystemIpPoolDeletePathParams {
  pool: NameOrId,
}

export interface SystemIpPoolAssignPathParams {
  pool: NameOrId,
}

export interface SystemIpPoolRangeListPathParams {
  pool: NameOrId,
}

export interface SystemIpPoolRangeListQueryParams {
  limit?: number | null,
  pageToken?: string | null,
}

export interface SystemIpPoolRangeAddPathParams {
  pool: NameOrId,
}

export interface SystemIpPoolRangeRemovePathParams {
  pool: NameOrId,
}

export interface SystemIpPoolSiloListPathParams {
  pool: NameOrId,
}

export interface SystemIpPoolSiloListQueryParams {
  limit?: number | null,
  pageToken?: string | null,
  sortBy?: IdSortMode,
}

export interface SystemIpPoolSiloLinkPathParams {
  pool: NameOrId,
}

export interface SystemIpPoolSiloUpdatePathParams {
  pool: NameOrId,
  silo: NameOrId,
}

export interface SystemIpPoolSiloUnlinkPathParams {
  pool: NameOrId,
  silo: NameOrId,
}

export interface SystemIpPoolUtilizationViewPathParams {
  pool: NameOrId,
}

export interface SystemMetricPathParams {
  metricName: SystemMetricName,
}

export interface SystemMetricQueryParams {
  endTime?: Date,
  limit?: number | null,
  order?: PaginationOrder,
  pageToken?: string | null,
  startTime?: Date,
  silo?: NameOrId,
}

export interface NetworkingAddressLotListQueryParams {
  limit?: number | null,
  pageToken?: string | null,
  sortBy?: NameOrIdSortMode,
}

export interface NetworkingAddressLotViewPathParams {
  addressLot: NameOrId,
}

export interface NetworkingAddressLotDeletePathParams {
  addressLot: NameOrId,
}

export interface NetworkingAddressLotBlockListPathParams {
  addressLot: NameOrId,
}

export interface NetworkingAddressLotBlockListQueryParams {
  limit?: number | null,
  pageToken?: string | null,
  sortBy?: IdSortMode,
}

export interface NetworkingBgpConfigListQueryParams {
  limit?: number | null,
  pageToken?: string | null,
  sortBy?: NameOrIdSortMode,
}

export interface NetworkingBgpConfigUpdateQueryParams {
  nameOrId: NameOrId,
}

export interface NetworkingBgpConfigDeleteQueryParams {
  nameOrId: NameOrId,
}

export interface NetworkingBgpAnnounceSetListQueryParams {
  limit?: number | null,
  pageToken?: string | null,
  sortBy?: NameOrIdSortMode,
}

export interface NetworkingBgpAnnounceSetDeletePathParams {
  announceSet: NameOrId,
}

export interface NetworkingBgpAnnouncementListPathParams {
  announceSet: NameOrId,
}

export interface NetworkingBgpImportedQueryParams {
  asn: number,
}

export interface NetworkingBgpMessageHistoryQueryParams {
  asn: number,
}

export interface NetworkingLoopbackAddressListQueryParams {
  limit?: number | null,
  pageToken?: string | null,
  sortBy?: IdSortMode,
}

export interface NetworkingLoopbackAddressDeletePathParams {
  address: string,
  rackId: string,
  subnetMask: number,
  switchSlot: SwitchSlot,
}

export interface NetworkingSwitchPortSettingsListQueryParams {
  limit?: number | null,
  pageToken?: string | null,
  portSettings?: NameOrId,
  sortBy?: NameOrIdSortMode,
}

export interface NetworkingSwitchPortSettingsDeleteQueryParams {
  portSettings?: NameOrId,
}

export interface NetworkingSwitchPortSettingsViewPathParams {
  port: NameOrId,
}

export interface ScimTokenListQueryParams {
  silo: NameOrId,
}

export interface ScimTokenCreateQueryParams {
  silo: NameOrId,
}

export interface ScimTokenViewPathParams {
  tokenId: string,
}

export interface ScimTokenViewQueryParams {
  silo: NameOrId,
}

export interface ScimTokenDeletePathParams {
  tokenId: string,
}

export interface ScimTokenDeleteQueryParams {
  silo: NameOrId,
}

export interface SystemQuotasListQueryParams {
  limit?: number | null,
  pageToken?: string | null,
  sortBy?: IdSortMode,
}

export interface SiloListQueryParams {
  limit?: number | null,
  pageToken?: string | null,
  sortBy?: NameOrIdSortMode,
}

export interface SiloViewPathParams {
  silo: NameOrId,
}

export interface SiloDeletePathParams {
  silo: NameOrId,
}

export interface SiloIpPoolListPathParams {
  silo: NameOrId,
}

export interface SiloIpPoolListQueryParams {
  limit?: number | null,
  pageToken?: string | null,
  sortBy?: NameOrIdSortMode,
}

export interface SiloPolicyViewPathParams {
  silo: NameOrId,
}

export interface SiloPolicyUpdatePathParams {
  silo: NameOrId,
}

export interface SiloQuotasViewPathParams {
  silo: NameOrId,
}

export interface SiloQuotasUpdatePathParams {
  silo: NameOrId,
}

export interface SiloSubnetPoolListPathParams {
  silo: NameOrId,
}

export interface SiloSubnetPoolListQueryParams {
  limit?: number | null,
  pageToken?: string | null,
  sortBy?: NameOrIdSortMode,
}

export interface SystemSubnetPoolListQueryParams {
  limit?: number | null,
  pageToken?: string | null,
  sortBy?: NameOrIdSortMode,
}

export interface SystemSubnetPoolViewPathParams {
  pool: NameOrId,
}

export interface SystemSubnetPoolUpdatePathParams {
  pool: NameOrId,
}

export interface SystemSubnetPoolDeletePathParams {
  pool: NameOrId,
}

export interface SystemSubnetPoolMemberListPathParams {
  pool: NameOrId,
}

export interface SystemSubnetPoolMemberListQueryParams {
  limit?: number | null,
  pageToken?: string | null,
}

export interface SystemSubnetPoolMemberAddPathParams {
  pool: NameOrId,
}

export interface SystemSubnetPoolMemberRemovePathParams {
  pool: NameOrId,
}

export interface SystemSubnetPoolSiloListPathParams {
  pool: NameOrId,
}

export interface SystemSubnetPoolSiloListQueryParams {
  limit?: number | null,
  pageToken?: string | null,
  sortBy?: IdSortMode,
}

export interface SystemSubnetPoolSiloLinkPathParams {
  pool: NameOrId,
}

export interface SystemSubnetPoolSiloUpdatePathParams {
  pool: NameOrId,
  silo: NameOrId,
}

export interface SystemSubnetPoolSiloUnlinkPathParams {
  pool: NameOrId,
  silo: NameOrId,
}

export interface SystemSubnetPoolUtilizationViewPathParams {
  pool: NameOrId,
}

export interface SupportBundleListQueryParams {
  limit?: number | null,
  pageToken?: string | null,
  sortBy?: TimeAndIdSortMode,
}

export interface SupportBundleViewPathParams {
  bundleId: string,
}

export interface SupportBundleUpdatePathParams {
  bundleId: string,
}

export interface SupportBundleDeletePathParams {
  bundleId: string,
}

export interface SupportBundleDownloadPathParams {
  bundleId: string,
}

export interface SupportBundleHeadPathParams {
  bundleId: string,
}

export interface SupportBundleDownloadFilePathParams {
  bundleId: string,
  file: string,
}

export interface SupportBundleHeadFilePathParams {
  bundleId: string,
  file: string,
}

export interface SupportBundleIndexPathParams {
  bundleId: string,
}

export interface SystemTimeseriesSchemaListQueryParams {
  limit?: number | null,
  pageToken?: string | null,
}

export interface SystemUpdateRepositoryListQueryParams {
  limit?: number | null,
  pageToken?: string | null,
  sortBy?: VersionSortMode,
}

export interface SystemUpdateRepositoryUploadQueryParams {
  fileName: string,
}

export interface SystemUpdateRepositoryViewPathParams {
  systemVersion: string,
}

export interface SystemUpdateTrustRootListQueryParams {
  limit?: number | null,
  pageToken?: string | null,
  sortBy?: IdSortMode,
}

export interface SystemUpdateTrustRootViewPathParams {
  trustRootId: string,
}

export interface SystemUpdateTrustRootDeletePathParams {
  trustRootId: string,
}

export interface SiloUserListQueryParams {
  limit?: number | null,
  pageToken?: string | null,
  silo?: NameOrId,
  sortBy?: IdSortMode,
}

export interface SiloUserViewPathParams {
  userId: string,
}

export interface SiloUserViewQueryParams {
  silo: NameOrId,
}

export interface UserBuiltinListQueryParams {
  limit?: number | null,
  pageToken?: string | null,
  sortBy?: NameSortMode,
}

export interface UserBuiltinViewPathParams {
  user: NameOrId,
}

export interface SiloUtilizationListQueryParams {
  limit?: number | null,
  pageToken?: string | null,
  sortBy?: NameOrIdSortMode,
}

export interface SiloUtilizationViewPathParams {
  silo: NameOrId,
}

export interface TimeseriesQueryQueryParams {
  project: NameOrId,
}

export interface UserListQueryParams {
  group?: string | null,
  limit?: number | null,
  pageToken?: string | null,
  sortBy?: IdSortMode,
}

export interface UserViewPathParams {
  userId: string,
}

export interface UserTokenListPathParams {
  userId: string,
}

export interface UserTokenListQueryParams {
  limit?: number | null,
  pageToken?: string | null,
  sortBy?: IdSortMode,
}

export interface UserLogoutPathParams {
  userId: string,
}

export interface UserSessionListPathParams {
  userId: string,
}

export interface UserSessionListQueryParams {
  limit?: number | null,
  pageToken?: string | null,
  sortBy?: IdSortMode,
}

export interface VpcFirewallRulesViewQueryParams {
  project?: NameOrId,
  vpc: NameOrId,
}

export interface VpcFirewallRulesUpdateQueryParams {
  project?: NameOrId,
  vpc: NameOrId,
}

export interface VpcRouterRouteListQueryParams {
  limit?: number | null,
  pageToken?: string | null,
  project?: NameOrId,
  router?: NameOrId,
  sortBy?: NameOrIdSortMode,
  vpc?: NameOrId,
}

export interface VpcRouterRouteCreateQueryParams {
  project?: NameOrId,
  router: NameOrId,
  vpc?: NameOrId,
}

export interface VpcRouterRouteViewPathParams {
  route: NameOrId,
}

export interface VpcRouterRouteViewQueryParams {
  project?: NameOrId,
  router?: NameOrId,
  vpc?: NameOrId,
}

export interface VpcRouterRouteUpdatePathParams {
  route: NameOrId,
}

export interface VpcRouterRouteUpdateQueryParams {
  project?: NameOrId,
  router?: NameOrId,
  vpc?: NameOrId,
}

export interface VpcRouterRouteDeletePathParams {
  route: NameOrId,
}

export interface VpcRouterRouteDeleteQueryParams {
  project?: NameOrId,
  router?: NameOrId,
  vpc?: NameOrId,
}

export interface VpcRouterListQueryParams {
  limit?: number | null,
  pageToken?: string | null,
  project?: NameOrId,
  sortBy?: NameOrIdSortMode,
  vpc?: NameOrId,
}

export interface VpcRouterCreateQueryParams {
  project?: NameOrId,
  vpc: NameOrId,
}

export interface VpcRouterViewPathParams {
  router: NameOrId,
}

export interface VpcRouterViewQueryParams {
  project?: NameOrId,
  vpc?: NameOrId,
}

export interface VpcRouterUpdatePathParams {
  router: NameOrId,
}

export interface VpcRouterUpdateQueryParams {
  project?: NameOrId,
  vpc?: NameOrId,
}

export interface VpcRouterDeletePathParams {
  router: NameOrId,
}

export interface VpcRouterDeleteQueryParams {
  project?: NameOrId,
  vpc?: NameOrId,
}

export interface VpcSubnetListQueryParams {
  limit?: number | null,
  pageToken?: string | null,
  project?: NameOrId,
  sortBy?: NameOrIdSortMode,
  vpc?: NameOrId,
}

export interface VpcSubnetCreateQueryParams {
  project?: NameOrId,
  vpc: NameOrId,
}

export interface VpcSubnetViewPathParams {
  subnet: NameOrId,
}

export interface VpcSubnetViewQueryParams {
  project?: NameOrId,
  vpc?: NameOrId,
}

export interface VpcSubnetUpdatePathParams {
  subnet: NameOrId,
}

export interface VpcSubnetUpdateQueryParams {
  project?: NameOrId,
  vpc?: NameOrId,
}

export interface VpcSubnetDeletePathParams {
  subnet: NameOrId,
}

export interface VpcSubnetDeleteQueryParams {
  project?: NameOrId,
  vpc?: NameOrId,
}

export interface VpcSubnetListNetworkInterfacesPathParams {
  subnet: NameOrId,
}

export interface VpcSubnetListNetworkInterfacesQueryParams {
  limit?: number | null,
  pageToken?: string | null,
  project?: NameOrId,
  sortBy?: NameOrIdSortMode,
  vpc?: NameOrId,
}

export interface VpcListQueryParams {
  limit?: number | null,
  pageToken?: string | null,
  project?: NameOrId,
  sortBy?: NameOrIdSortMode,
}

export interface VpcCreateQueryParams {
  project: NameOrId,
}

export interface VpcViewPathParams {
  vpc: NameOrId,
}

export interface VpcViewQueryParams {
  project?: NameOrId,
}

export interface VpcUpdatePathParams {
  vpc: NameOrId,
}

export interface VpcUpdateQueryParams {
  project?: NameOrId,
}

export interface VpcDeletePathParams {
  vpc: NameOrId,
}

export interface VpcDeleteQueryParams {
  project?: NameOrId,
}

export interface WebhookReceiverUpdatePathParams {
  receiver: NameOrId,
}

export interface WebhookSecretsListQueryParams {
  receiver: NameOrId,
}

export interface WebhookSecretsAddQueryParams {
  receiver: NameOrId,
}

export interface WebhookSecretsDeletePathParams {
  secretId: string,
}

type EmptyObj = Record<string, never>;
export interface ApiConfig {
      /**
       * No host means requests will be sent to the current host. This is used in
       * the web console.
       */
      host?: string;
      token?: string;
      baseParams?: FetchParams;
    }

    export class Api {
      host: string;
      token?: string;
      baseParams: FetchParams;
      /**
       * Pulled from info.version in the OpenAPI schema. Sent in the
       * `api-version` header on all requests.
       */
      apiVersion = "2026081901.0.0";

      constructor({ host = "", baseParams = {}, token }: ApiConfig = {}) {
        this.host = host;
        this.token = token;

        const headers = new Headers({
          "Content-Type": "application/json",
          "api-version": this.apiVersion,
        });

        if (token) headers.append("Authorization", `Bearer ${token}`);

        this.baseParams = mergeParams({ headers }, baseParams);
      }

      public async request<Data>({
        body,
        path,
        query,
        host,
        ...fetchParams
      }: FullParams): Promise<ApiResult<Data>> {
        const url = (host || this.host) + path + toQueryString(query);
        const init = {
          ...mergeParams(this.baseParams, fetchParams),
          body: JSON.stringify(snakeify(body), dateReplacer),
        };
        return handleResponse(await fetch(url, init));
      }
       
      methods = {
deviceAuthRequest: (_: EmptyObj,
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/device/auth`,
           method: "POST",
  ...params,
         })
      },
deviceAuthConfirm: ({ 
body, }: {body: DeviceAuthVerify,
},
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/device/confirm`,
           method: "POST",
  body,
  ...params,
         })
      },
deviceAccessToken: (_: EmptyObj,
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/device/token`,
           method: "POST",
  ...params,
         })
      },
probeList: ({ 
query = {}, }: {query?: ProbeListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<ProbeInfoResultsPage>({
           path: `/experimental/v1/probes`,
           method: "GET",
  query,
  ...params,
         })
      },
probeCreate: ({ 
query, body, }: {query: ProbeCreateQueryParams,
body: ProbeCreate,
},
params: FetchParams = {}) => {
         return this.request<Probe>({
           path: `/experimental/v1/probes`,
           method: "POST",
  body,
  query,
  ...params,
         })
      },
probeView: ({ 
path, query, }: {path: ProbeViewPathParams,
query: ProbeViewQueryParams,
},
params: FetchParams = {}) => {
         return this.request<ProbeInfo>({
           path: `/experimental/v1/probes/${path.probe}`,
           method: "GET",
  query,
  ...params,
         })
      },
probeDelete: ({ 
path, query, }: {path: ProbeDeletePathParams,
query: ProbeDeleteQueryParams,
},
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/experimental/v1/probes/${path.probe}`,
           method: "DELETE",
  query,
  ...params,
         })
      },
loginSaml: ({ 
path, }: {path: LoginSamlPathParams,
},
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/login/${path.siloName}/saml/${path.providerName}`,
           method: "POST",
  ...params,
         })
      },
affinityGroupList: ({ 
query = {}, }: {query?: AffinityGroupListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<AffinityGroupResultsPage>({
           path: `/v1/affinity-groups`,
           method: "GET",
  query,
  ...params,
         })
      },
affinityGroupCreate: ({ 
query, body, }: {query: AffinityGroupCreateQueryParams,
body: AffinityGroupCreate,
},
params: FetchParams = {}) => {
         return this.request<AffinityGroup>({
           path: `/v1/affinity-groups`,
           method: "POST",
  body,
  query,
  ...params,
         })
      },
affinityGroupView: ({ 
path, query = {}, }: {path: AffinityGroupViewPathParams,
query?: AffinityGroupViewQueryParams,
},
params: FetchParams = {}) => {
         return this.request<AffinityGroup>({
           path: `/v1/affinity-groups/${path.affinityGroup}`,
           method: "GET",
  query,
  ...params,
         })
      },
affinityGroupUpdate: ({ 
path, query = {}, body, }: {path: AffinityGroupUpdatePathParams,
query?: AffinityGroupUpdateQueryParams,
body: AffinityGroupUpdate,
},
params: FetchParams = {}) => {
         return this.request<AffinityGroup>({
           path: `/v1/affinity-groups/${path.affinityGroup}`,
           method: "PUT",
  body,
  query,
  ...params,
         })
      },
affinityGroupDelete: ({ 
path, query = {}, }: {path: AffinityGroupDeletePathParams,
query?: AffinityGroupDeleteQueryParams,
},
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/v1/affinity-groups/${path.affinityGroup}`,
           method: "DELETE",
  query,
  ...params,
         })
      },
affinityGroupMemberList: ({ 
path, query = {}, }: {path: AffinityGroupMemberListPathParams,
query?: AffinityGroupMemberListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<AffinityGroupMemberResultsPage>({
           path: `/v1/affinity-groups/${path.affinityGroup}/members`,
           method: "GET",
  query,
  ...params,
         })
      },
affinityGroupMemberInstanceView: ({ 
path, query = {}, }: {path: AffinityGroupMemberInstanceViewPathParams,
query?: AffinityGroupMemberInstanceViewQueryParams,
},
params: FetchParams = {}) => {
         return this.request<AffinityGroupMember>({
           path: `/v1/affinity-groups/${path.affinityGroup}/members/instance/${path.instance}`,
           method: "GET",
  query,
  ...params,
         })
      },
affinityGroupMemberInstanceAdd: ({ 
path, query = {}, }: {path: AffinityGroupMemberInstanceAddPathParams,
query?: AffinityGroupMemberInstanceAddQueryParams,
},
params: FetchParams = {}) => {
         return this.request<AffinityGroupMember>({
           path: `/v1/affinity-groups/${path.affinityGroup}/members/instance/${path.instance}`,
           method: "POST",
  query,
  ...params,
         })
      },
affinityGroupMemberInstanceDelete: ({ 
path, query = {}, }: {path: AffinityGroupMemberInstanceDeletePathParams,
query?: AffinityGroupMemberInstanceDeleteQueryParams,
},
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/v1/affinity-groups/${path.affinityGroup}/members/instance/${path.instance}`,
           method: "DELETE",
  query,
  ...params,
         })
      },
alertClassList: ({ 
query = {}, }: {query?: AlertClassListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<AlertClassResultsPage>({
           path: `/v1/alert-classes`,
           method: "GET",
  query,
  ...params,
         })
      },
alertReceiverList: ({ 
query = {}, }: {query?: AlertReceiverListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<AlertReceiverResultsPage>({
           path: `/v1/alert-receivers`,
           method: "GET",
  query,
  ...params,
         })
      },
alertReceiverView: ({ 
path, }: {path: AlertReceiverViewPathParams,
},
params: FetchParams = {}) => {
         return this.request<AlertReceiver>({
           path: `/v1/alert-receivers/${path.receiver}`,
           method: "GET",
  ...params,
         })
      },
alertReceiverDelete: ({ 
path, }: {path: AlertReceiverDeletePathParams,
},
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/v1/alert-receivers/${path.receiver}`,
           method: "DELETE",
  ...params,
         })
      },
alertDeliveryList: ({ 
path, query = {}, }: {path: AlertDeliveryListPathParams,
query?: AlertDeliveryListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<AlertDeliveryResultsPage>({
           path: `/v1/alert-receivers/${path.receiver}/deliveries`,
           method: "GET",
  query,
  ...params,
         })
      },
alertReceiverProbe: ({ 
path, query = {}, }: {path: AlertReceiverProbePathParams,
query?: AlertReceiverProbeQueryParams,
},
params: FetchParams = {}) => {
         return this.request<AlertProbeResult>({
           path: `/v1/alert-receivers/${path.receiver}/probe`,
           method: "POST",
  query,
  ...params,
         })
      },
alertReceiverSubscriptionAdd: ({ 
path, body, }: {path: AlertReceiverSubscriptionAddPathParams,
body: AlertSubscriptionCreate,
},
params: FetchParams = {}) => {
         return this.request<AlertSubscriptionCreated>({
           path: `/v1/alert-receivers/${path.receiver}/subscriptions`,
           method: "POST",
  body,
  ...params,
         })
      },
alertReceiverSubscriptionRemove: ({ 
path, }: {path: AlertReceiverSubscriptionRemovePathParams,
},
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/v1/alert-receivers/${path.receiver}/subscriptions/${path.subscription}`,
           method: "DELETE",
  ...params,
         })
      },
alertList: ({ 
query = {}, }: {query?: AlertListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<AlertResultsPage>({
           path: `/v1/alerts`,
           method: "GET",
  query,
  ...params,
         })
      },
alertView: ({ 
path, }: {path: AlertViewPathParams,
},
params: FetchParams = {}) => {
         return this.request<Alert>({
           path: `/v1/alerts/${path.alertId}`,
           method: "GET",
  ...params,
         })
      },
alertDeliveryResend: ({ 
path, query, }: {path: AlertDeliveryResendPathParams,
query: AlertDeliveryResendQueryParams,
},
params: FetchParams = {}) => {
         return this.request<AlertDeliveryId>({
           path: `/v1/alerts/${path.alertId}/resend`,
           method: "POST",
  query,
  ...params,
         })
      },
antiAffinityGroupList: ({ 
query = {}, }: {query?: AntiAffinityGroupListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<AntiAffinityGroupResultsPage>({
           path: `/v1/anti-affinity-groups`,
           method: "GET",
  query,
  ...params,
         })
      },
antiAffinityGroupCreate: ({ 
query, body, }: {query: AntiAffinityGroupCreateQueryParams,
body: AntiAffinityGroupCreate,
},
params: FetchParams = {}) => {
         return this.request<AntiAffinityGroup>({
           path: `/v1/anti-affinity-groups`,
           method: "POST",
  body,
  query,
  ...params,
         })
      },
antiAffinityGroupView: ({ 
path, query = {}, }: {path: AntiAffinityGroupViewPathParams,
query?: AntiAffinityGroupViewQueryParams,
},
params: FetchParams = {}) => {
         return this.request<AntiAffinityGroup>({
           path: `/v1/anti-affinity-groups/${path.antiAffinityGroup}`,
           method: "GET",
  query,
  ...params,
         })
      },
antiAffinityGroupUpdate: ({ 
path, query = {}, body, }: {path: AntiAffinityGroupUpdatePathParams,
query?: AntiAffinityGroupUpdateQueryParams,
body: AntiAffinityGroupUpdate,
},
params: FetchParams = {}) => {
         return this.request<AntiAffinityGroup>({
           path: `/v1/anti-affinity-groups/${path.antiAffinityGroup}`,
           method: "PUT",
  body,
  query,
  ...params,
         })
      },
antiAffinityGroupDelete: ({ 
path, query = {}, }: {path: AntiAffinityGroupDeletePathParams,
query?: AntiAffinityGroupDeleteQueryParams,
},
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/v1/anti-affinity-groups/${path.antiAffinityGroup}`,
           method: "DELETE",
  query,
  ...params,
         })
      },
antiAffinityGroupMemberList: ({ 
path, query = {}, }: {path: AntiAffinityGroupMemberListPathParams,
query?: AntiAffinityGroupMemberListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<AntiAffinityGroupMemberResultsPage>({
           path: `/v1/anti-affinity-groups/${path.antiAffinityGroup}/members`,
           method: "GET",
  query,
  ...params,
         })
      },
antiAffinityGroupMemberInstanceView: ({ 
path, query = {}, }: {path: AntiAffinityGroupMemberInstanceViewPathParams,
query?: AntiAffinityGroupMemberInstanceViewQueryParams,
},
params: FetchParams = {}) => {
         return this.request<AntiAffinityGroupMember>({
           path: `/v1/anti-affinity-groups/${path.antiAffinityGroup}/members/instance/${path.instance}`,
           method: "GET",
  query,
  ...params,
         })
      },
antiAffinityGroupMemberInstanceAdd: ({ 
path, query = {}, }: {path: AntiAffinityGroupMemberInstanceAddPathParams,
query?: AntiAffinityGroupMemberInstanceAddQueryParams,
},
params: FetchParams = {}) => {
         return this.request<AntiAffinityGroupMember>({
           path: `/v1/anti-affinity-groups/${path.antiAffinityGroup}/members/instance/${path.instance}`,
           method: "POST",
  query,
  ...params,
         })
      },
antiAffinityGroupMemberInstanceDelete: ({ 
path, query = {}, }: {path: AntiAffinityGroupMemberInstanceDeletePathParams,
query?: AntiAffinityGroupMemberInstanceDeleteQueryParams,
},
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/v1/anti-affinity-groups/${path.antiAffinityGroup}/members/instance/${path.instance}`,
           method: "DELETE",
  query,
  ...params,
         })
      },
authSettingsView: (_: EmptyObj,
params: FetchParams = {}) => {
         return this.request<SiloAuthSettings>({
           path: `/v1/auth-settings`,
           method: "GET",
  ...params,
         })
      },
authSettingsUpdate: ({ 
body, }: {body: SiloAuthSettingsUpdate,
},
params: FetchParams = {}) => {
         return this.request<SiloAuthSettings>({
           path: `/v1/auth-settings`,
           method: "PUT",
  body,
  ...params,
         })
      },
certificateList: ({ 
query = {}, }: {query?: CertificateListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<CertificateResultsPage>({
           path: `/v1/certificates`,
           method: "GET",
  query,
  ...params,
         })
      },
certificateCreate: ({ 
body, }: {body: CertificateCreate,
},
params: FetchParams = {}) => {
         return this.request<Certificate>({
           path: `/v1/certificates`,
           method: "POST",
  body,
  ...params,
         })
      },
certificateView: ({ 
path, }: {path: CertificateViewPathParams,
},
params: FetchParams = {}) => {
         return this.request<Certificate>({
           path: `/v1/certificates/${path.certificate}`,
           method: "GET",
  ...params,
         })
      },
certificateDelete: ({ 
path, }: {path: CertificateDeletePathParams,
},
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/v1/certificates/${path.certificate}`,
           method: "DELETE",
  ...params,
         })
      },
diskList: ({ 
query = {}, }: {query?: DiskListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<DiskResultsPage>({
           path: `/v1/disks`,
           method: "GET",
  query,
  ...params,
         })
      },
diskCreate: ({ 
query, body, }: {query: DiskCreateQueryParams,
body: DiskCreate,
},
params: FetchParams = {}) => {
         return this.request<Disk>({
           path: `/v1/disks`,
           method: "POST",
  body,
  query,
  ...params,
         })
      },
diskView: ({ 
path, query = {}, }: {path: DiskViewPathParams,
query?: DiskViewQueryParams,
},
params: FetchParams = {}) => {
         return this.request<Disk>({
           path: `/v1/disks/${path.disk}`,
           method: "GET",
  query,
  ...params,
         })
      },
diskDelete: ({ 
path, query = {}, }: {path: DiskDeletePathParams,
query?: DiskDeleteQueryParams,
},
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/v1/disks/${path.disk}`,
           method: "DELETE",
  query,
  ...params,
         })
      },
diskBulkWriteImport: ({ 
path, query = {}, body, }: {path: DiskBulkWriteImportPathParams,
query?: DiskBulkWriteImportQueryParams,
body: ImportBlocksBulkWrite,
},
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/v1/disks/${path.disk}/bulk-write`,
           method: "POST",
  body,
  query,
  ...params,
         })
      },
diskBulkWriteImportStart: ({ 
path, query = {}, }: {path: DiskBulkWriteImportStartPathParams,
query?: DiskBulkWriteImportStartQueryParams,
},
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/v1/disks/${path.disk}/bulk-write-start`,
           method: "POST",
  query,
  ...params,
         })
      },
diskBulkWriteImportStop: ({ 
path, query = {}, }: {path: DiskBulkWriteImportStopPathParams,
query?: DiskBulkWriteImportStopQueryParams,
},
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/v1/disks/${path.disk}/bulk-write-stop`,
           method: "POST",
  query,
  ...params,
         })
      },
diskFinalizeImport: ({ 
path, query = {}, body, }: {path: DiskFinalizeImportPathParams,
query?: DiskFinalizeImportQueryParams,
body: FinalizeDisk,
},
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/v1/disks/${path.disk}/finalize`,
           method: "POST",
  body,
  query,
  ...params,
         })
      },
externalSubnetList: ({ 
query = {}, }: {query?: ExternalSubnetListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<ExternalSubnetResultsPage>({
           path: `/v1/external-subnets`,
           method: "GET",
  query,
  ...params,
         })
      },
externalSubnetCreate: ({ 
query, body, }: {query: ExternalSubnetCreateQueryParams,
body: ExternalSubnetCreate,
},
params: FetchParams = {}) => {
         return this.request<ExternalSubnet>({
           path: `/v1/external-subnets`,
           method: "POST",
  body,
  query,
  ...params,
         })
      },
externalSubnetView: ({ 
path, query = {}, }: {path: ExternalSubnetViewPathParams,
query?: ExternalSubnetViewQueryParams,
},
params: FetchParams = {}) => {
         return this.request<ExternalSubnet>({
           path: `/v1/external-subnets/${path.externalSubnet}`,
           method: "GET",
  query,
  ...params,
         })
      },
externalSubnetUpdate: ({ 
path, query = {}, body, }: {path: ExternalSubnetUpdatePathParams,
query?: ExternalSubnetUpdateQueryParams,
body: ExternalSubnetUpdate,
},
params: FetchParams = {}) => {
         return this.request<ExternalSubnet>({
           path: `/v1/external-subnets/${path.externalSubnet}`,
           method: "PUT",
  body,
  query,
  ...params,
         })
      },
externalSubnetDelete: ({ 
path, query = {}, }: {path: ExternalSubnetDeletePathParams,
query?: ExternalSubnetDeleteQueryParams,
},
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/v1/external-subnets/${path.externalSubnet}`,
           method: "DELETE",
  query,
  ...params,
         })
      },
externalSubnetAttach: ({ 
path, query = {}, body, }: {path: ExternalSubnetAttachPathParams,
query?: ExternalSubnetAttachQueryParams,
body: ExternalSubnetAttach,
},
params: FetchParams = {}) => {
         return this.request<ExternalSubnet>({
           path: `/v1/external-subnets/${path.externalSubnet}/attach`,
           method: "POST",
  body,
  query,
  ...params,
         })
      },
externalSubnetDetach: ({ 
path, query = {}, }: {path: ExternalSubnetDetachPathParams,
query?: ExternalSubnetDetachQueryParams,
},
params: FetchParams = {}) => {
         return this.request<ExternalSubnet>({
           path: `/v1/external-subnets/${path.externalSubnet}/detach`,
           method: "POST",
  query,
  ...params,
         })
      },
floatingIpList: ({ 
query = {}, }: {query?: FloatingIpListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<FloatingIpResultsPage>({
           path: `/v1/floating-ips`,
           method: "GET",
  query,
  ...params,
         })
      },
floatingIpCreate: ({ 
query, body, }: {query: FloatingIpCreateQueryParams,
body: FloatingIpCreate,
},
params: FetchParams = {}) => {
         return this.request<FloatingIp>({
           path: `/v1/floating-ips`,
           method: "POST",
  body,
  query,
  ...params,
         })
      },
floatingIpView: ({ 
path, query = {}, }: {path: FloatingIpViewPathParams,
query?: FloatingIpViewQueryParams,
},
params: FetchParams = {}) => {
         return this.request<FloatingIp>({
           path: `/v1/floating-ips/${path.floatingIp}`,
           method: "GET",
  query,
  ...params,
         })
      },
floatingIpUpdate: ({ 
path, query = {}, body, }: {path: FloatingIpUpdatePathParams,
query?: FloatingIpUpdateQueryParams,
body: FloatingIpUpdate,
},
params: FetchParams = {}) => {
         return this.request<FloatingIp>({
           path: `/v1/floating-ips/${path.floatingIp}`,
           method: "PUT",
  body,
  query,
  ...params,
         })
      },
floatingIpDelete: ({ 
path, query = {}, }: {path: FloatingIpDeletePathParams,
query?: FloatingIpDeleteQueryParams,
},
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/v1/floating-ips/${path.floatingIp}`,
           method: "DELETE",
  query,
  ...params,
         })
      },
floatingIpAttach: ({ 
path, query = {}, body, }: {path: FloatingIpAttachPathParams,
query?: FloatingIpAttachQueryParams,
body: FloatingIpAttach,
},
params: FetchParams = {}) => {
         return this.request<FloatingIp>({
           path: `/v1/floating-ips/${path.floatingIp}/attach`,
           method: "POST",
  body,
  query,
  ...params,
         })
      },
floatingIpDetach: ({ 
path, query = {}, }: {path: FloatingIpDetachPathParams,
query?: FloatingIpDetachQueryParams,
},
params: FetchParams = {}) => {
         return this.request<FloatingIp>({
           path: `/v1/floating-ips/${path.floatingIp}/detach`,
           method: "POST",
  query,
  ...params,
         })
      },
groupList: ({ 
query = {}, }: {query?: GroupListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<GroupResultsPage>({
           path: `/v1/groups`,
           method: "GET",
  query,
  ...params,
         })
      },
groupView: ({ 
path, }: {path: GroupViewPathParams,
},
params: FetchParams = {}) => {
         return this.request<Group>({
           path: `/v1/groups/${path.groupId}`,
           method: "GET",
  ...params,
         })
      },
imageList: ({ 
query = {}, }: {query?: ImageListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<ImageResultsPage>({
           path: `/v1/images`,
           method: "GET",
  query,
  ...params,
         })
      },
imageCreate: ({ 
query = {}, body, }: {query?: ImageCreateQueryParams,
body: ImageCreate,
},
params: FetchParams = {}) => {
         return this.request<Image>({
           path: `/v1/images`,
           method: "POST",
  body,
  query,
  ...params,
         })
      },
imageView: ({ 
path, query = {}, }: {path: ImageViewPathParams,
query?: ImageViewQueryParams,
},
params: FetchParams = {}) => {
         return this.request<Image>({
           path: `/v1/images/${path.image}`,
           method: "GET",
  query,
  ...params,
         })
      },
imageDelete: ({ 
path, query = {}, }: {path: ImageDeletePathParams,
query?: ImageDeleteQueryParams,
},
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/v1/images/${path.image}`,
           method: "DELETE",
  query,
  ...params,
         })
      },
imageDemote: ({ 
path, query, }: {path: ImageDemotePathParams,
query: ImageDemoteQueryParams,
},
params: FetchParams = {}) => {
         return this.request<Image>({
           path: `/v1/images/${path.image}/demote`,
           method: "POST",
  query,
  ...params,
         })
      },
imagePromote: ({ 
path, query = {}, }: {path: ImagePromotePathParams,
query?: ImagePromoteQueryParams,
},
params: FetchParams = {}) => {
         return this.request<Image>({
           path: `/v1/images/${path.image}/promote`,
           method: "POST",
  query,
  ...params,
         })
      },
instanceList: ({ 
query = {}, }: {query?: InstanceListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<InstanceResultsPage>({
           path: `/v1/instances`,
           method: "GET",
  query,
  ...params,
         })
      },
instanceCreate: ({ 
query, body, }: {query: InstanceCreateQueryParams,
body: InstanceCreate,
},
params: FetchParams = {}) => {
         return this.request<Instance>({
           path: `/v1/instances`,
           method: "POST",
  body,
  query,
  ...params,
         })
      },
instanceView: ({ 
path, query = {}, }: {path: InstanceViewPathParams,
query?: InstanceViewQueryParams,
},
params: FetchParams = {}) => {
         return this.request<Instance>({
           path: `/v1/instances/${path.instance}`,
           method: "GET",
  query,
  ...params,
         })
      },
instanceUpdate: ({ 
path, query = {}, body, }: {path: InstanceUpdatePathParams,
query?: InstanceUpdateQueryParams,
body: InstanceUpdate,
},
params: FetchParams = {}) => {
         return this.request<Instance>({
           path: `/v1/instances/${path.instance}`,
           method: "PUT",
  body,
  query,
  ...params,
         })
      },
instanceDelete: ({ 
path, query = {}, }: {path: InstanceDeletePathParams,
query?: InstanceDeleteQueryParams,
},
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/v1/instances/${path.instance}`,
           method: "DELETE",
  query,
  ...params,
         })
      },
instanceAffinityGroupList: ({ 
path, query = {}, }: {path: InstanceAffinityGroupListPathParams,
query?: InstanceAffinityGroupListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<AffinityGroupResultsPage>({
           path: `/v1/instances/${path.instance}/affinity-groups`,
           method: "GET",
  query,
  ...params,
         })
      },
instanceAntiAffinityGroupList: ({ 
path, query = {}, }: {path: InstanceAntiAffinityGroupListPathParams,
query?: InstanceAntiAffinityGroupListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<AntiAffinityGroupResultsPage>({
           path: `/v1/instances/${path.instance}/anti-affinity-groups`,
           method: "GET",
  query,
  ...params,
         })
      },
instanceDiskList: ({ 
path, query = {}, }: {path: InstanceDiskListPathParams,
query?: InstanceDiskListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<DiskResultsPage>({
           path: `/v1/instances/${path.instance}/disks`,
           method: "GET",
  query,
  ...params,
         })
      },
instanceDiskAttach: ({ 
path, query = {}, body, }: {path: InstanceDiskAttachPathParams,
query?: InstanceDiskAttachQueryParams,
body: DiskPath,
},
params: FetchParams = {}) => {
         return this.request<Disk>({
           path: `/v1/instances/${path.instance}/disks/attach`,
           method: "POST",
  body,
  query,
  ...params,
         })
      },
instanceDiskDetach: ({ 
path, query = {}, body, }: {path: InstanceDiskDetachPathParams,
query?: InstanceDiskDetachQueryParams,
body: DiskPath,
},
params: FetchParams = {}) => {
         return this.request<Disk>({
           path: `/v1/instances/${path.instance}/disks/detach`,
           method: "POST",
  body,
  query,
  ...params,
         })
      },
instanceExternalIpList: ({ 
path, query = {}, }: {path: InstanceExternalIpListPathParams,
query?: InstanceExternalIpListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<ExternalIpResultsPage>({
           path: `/v1/instances/${path.instance}/external-ips`,
           method: "GET",
  query,
  ...params,
         })
      },
instanceEphemeralIpAttach: ({ 
path, query = {}, body, }: {path: InstanceEphemeralIpAttachPathParams,
query?: InstanceEphemeralIpAttachQueryParams,
body: EphemeralIpCreate,
},
params: FetchParams = {}) => {
         return this.request<ExternalIp>({
           path: `/v1/instances/${path.instance}/external-ips/ephemeral`,
           method: "POST",
  body,
  query,
  ...params,
         })
      },
instanceEphemeralIpDetach: ({ 
path, query = {}, }: {path: InstanceEphemeralIpDetachPathParams,
query?: InstanceEphemeralIpDetachQueryParams,
},
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/v1/instances/${path.instance}/external-ips/ephemeral`,
           method: "DELETE",
  query,
  ...params,
         })
      },
instanceExternalSubnetList: ({ 
path, query = {}, }: {path: InstanceExternalSubnetListPathParams,
query?: InstanceExternalSubnetListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<ExternalSubnetResultsPage>({
           path: `/v1/instances/${path.instance}/external-subnets`,
           method: "GET",
  query,
  ...params,
         })
      },
instanceMulticastGroupList: ({ 
path, query = {}, }: {path: InstanceMulticastGroupListPathParams,
query?: InstanceMulticastGroupListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<MulticastGroupMemberResultsPage>({
           path: `/v1/instances/${path.instance}/multicast-groups`,
           method: "GET",
  query,
  ...params,
         })
      },
instanceMulticastGroupJoin: ({ 
path, query = {}, body, }: {path: InstanceMulticastGroupJoinPathParams,
query?: InstanceMulticastGroupJoinQueryParams,
body: InstanceMulticastGroupJoin,
},
params: FetchParams = {}) => {
         return this.request<MulticastGroupMember>({
           path: `/v1/instances/${path.instance}/multicast-groups/${path.multicastGroup}`,
           method: "PUT",
  body,
  query,
  ...params,
         })
      },
instanceMulticastGroupLeave: ({ 
path, query = {}, }: {path: InstanceMulticastGroupLeavePathParams,
query?: InstanceMulticastGroupLeaveQueryParams,
},
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/v1/instances/${path.instance}/multicast-groups/${path.multicastGroup}`,
           method: "DELETE",
  query,
  ...params,
         })
      },
instanceReboot: ({ 
path, query = {}, }: {path: InstanceRebootPathParams,
query?: InstanceRebootQueryParams,
},
params: FetchParams = {}) => {
         return this.request<Instance>({
           path: `/v1/instances/${path.instance}/reboot`,
           method: "POST",
  query,
  ...params,
         })
      },
instanceSerialConsole: ({ 
path, query = {}, }: {path: InstanceSerialConsolePathParams,
query?: InstanceSerialConsoleQueryParams,
},
params: FetchParams = {}) => {
         return this.request<InstanceSerialConsoleData>({
           path: `/v1/instances/${path.instance}/serial-console`,
           method: "GET",
  query,
  ...params,
         })
      },
instanceSshPublicKeyList: ({ 
path, query = {}, }: {path: InstanceSshPublicKeyListPathParams,
query?: InstanceSshPublicKeyListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<SshKeyResultsPage>({
           path: `/v1/instances/${path.instance}/ssh-public-keys`,
           method: "GET",
  query,
  ...params,
         })
      },
instanceStart: ({ 
path, query = {}, }: {path: InstanceStartPathParams,
query?: InstanceStartQueryParams,
},
params: FetchParams = {}) => {
         return this.request<Instance>({
           path: `/v1/instances/${path.instance}/start`,
           method: "POST",
  query,
  ...params,
         })
      },
instanceStop: ({ 
path, query = {}, }: {path: InstanceStopPathParams,
query?: InstanceStopQueryParams,
},
params: FetchParams = {}) => {
         return this.request<Instance>({
           path: `/v1/instances/${path.instance}/stop`,
           method: "POST",
  query,
  ...params,
         })
      },
internetGatewayIpAddressList: ({ 
query = {}, }: {query?: InternetGatewayIpAddressListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<InternetGatewayIpAddressResultsPage>({
           path: `/v1/internet-gateway-ip-addresses`,
           method: "GET",
  query,
  ...params,
         })
      },
internetGatewayIpAddressCreate: ({ 
query, body, }: {query: InternetGatewayIpAddressCreateQueryParams,
body: InternetGatewayIpAddressCreate,
},
params: FetchParams = {}) => {
         return this.request<InternetGatewayIpAddress>({
           path: `/v1/internet-gateway-ip-addresses`,
           method: "POST",
  body,
  query,
  ...params,
         })
      },
internetGatewayIpAddressDelete: ({ 
path, query = {}, }: {path: InternetGatewayIpAddressDeletePathParams,
query?: InternetGatewayIpAddressDeleteQueryParams,
},
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/v1/internet-gateway-ip-addresses/${path.address}`,
           method: "DELETE",
  query,
  ...params,
         })
      },
internetGatewayIpPoolList: ({ 
query = {}, }: {query?: InternetGatewayIpPoolListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<InternetGatewayIpPoolResultsPage>({
           path: `/v1/internet-gateway-ip-pools`,
           method: "GET",
  query,
  ...params,
         })
      },
internetGatewayIpPoolCreate: ({ 
query, body, }: {query: InternetGatewayIpPoolCreateQueryParams,
body: InternetGatewayIpPoolCreate,
},
params: FetchParams = {}) => {
         return this.request<InternetGatewayIpPool>({
           path: `/v1/internet-gateway-ip-pools`,
           method: "POST",
  body,
  query,
  ...params,
         })
      },
internetGatewayIpPoolDelete: ({ 
path, query = {}, }: {path: InternetGatewayIpPoolDeletePathParams,
query?: InternetGatewayIpPoolDeleteQueryParams,
},
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/v1/internet-gateway-ip-pools/${path.pool}`,
           method: "DELETE",
  query,
  ...params,
         })
      },
internetGatewayList: ({ 
query = {}, }: {query?: InternetGatewayListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<InternetGatewayResultsPage>({
           path: `/v1/internet-gateways`,
           method: "GET",
  query,
  ...params,
         })
      },
internetGatewayCreate: ({ 
query, body, }: {query: InternetGatewayCreateQueryParams,
body: InternetGatewayCreate,
},
params: FetchParams = {}) => {
         return this.request<InternetGateway>({
           path: `/v1/internet-gateways`,
           method: "POST",
  body,
  query,
  ...params,
         })
      },
internetGatewayView: ({ 
path, query = {}, }: {path: InternetGatewayViewPathParams,
query?: InternetGatewayViewQueryParams,
},
params: FetchParams = {}) => {
         return this.request<InternetGateway>({
           path: `/v1/internet-gateways/${path.gateway}`,
           method: "GET",
  query,
  ...params,
         })
      },
internetGatewayDelete: ({ 
path, query = {}, }: {path: InternetGatewayDeletePathParams,
query?: InternetGatewayDeleteQueryParams,
},
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/v1/internet-gateways/${path.gateway}`,
           method: "DELETE",
  query,
  ...params,
         })
      },
ipPoolList: ({ 
query = {}, }: {query?: IpPoolListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<SiloIpPoolResultsPage>({
           path: `/v1/ip-pools`,
           method: "GET",
  query,
  ...params,
         })
      },
ipPoolView: ({ 
path, }: {path: IpPoolViewPathParams,
},
params: FetchParams = {}) => {
         return this.request<SiloIpPool>({
           path: `/v1/ip-pools/${path.pool}`,
           method: "GET",
  ...params,
         })
      },
loginLocal: ({ 
path, body, }: {path: LoginLocalPathParams,
body: UsernamePasswordCredentials,
},
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/v1/login/${path.siloName}/local`,
           method: "POST",
  body,
  ...params,
         })
      },
logout: (_: EmptyObj,
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/v1/logout`,
           method: "POST",
  ...params,
         })
      },
currentUserView: (_: EmptyObj,
params: FetchParams = {}) => {
         return this.request<CurrentUser>({
           path: `/v1/me`,
           method: "GET",
  ...params,
         })
      },
currentUserAccessTokenList: ({ 
query = {}, }: {query?: CurrentUserAccessTokenListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<DeviceAccessTokenResultsPage>({
           path: `/v1/me/access-tokens`,
           method: "GET",
  query,
  ...params,
         })
      },
currentUserAccessTokenDelete: ({ 
path, }: {path: CurrentUserAccessTokenDeletePathParams,
},
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/v1/me/access-tokens/${path.tokenId}`,
           method: "DELETE",
  ...params,
         })
      },
currentUserGroups: ({ 
query = {}, }: {query?: CurrentUserGroupsQueryParams,
},
params: FetchParams = {}) => {
         return this.request<GroupResultsPage>({
           path: `/v1/me/groups`,
           method: "GET",
  query,
  ...params,
         })
      },
currentUserSshKeyList: ({ 
query = {}, }: {query?: CurrentUserSshKeyListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<SshKeyResultsPage>({
           path: `/v1/me/ssh-keys`,
           method: "GET",
  query,
  ...params,
         })
      },
currentUserSshKeyCreate: ({ 
body, }: {body: SshKeyCreate,
},
params: FetchParams = {}) => {
         return this.request<SshKey>({
           path: `/v1/me/ssh-keys`,
           method: "POST",
  body,
  ...params,
         })
      },
currentUserSshKeyView: ({ 
path, }: {path: CurrentUserSshKeyViewPathParams,
},
params: FetchParams = {}) => {
         return this.request<SshKey>({
           path: `/v1/me/ssh-keys/${path.sshKey}`,
           method: "GET",
  ...params,
         })
      },
currentUserSshKeyDelete: ({ 
path, }: {path: CurrentUserSshKeyDeletePathParams,
},
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/v1/me/ssh-keys/${path.sshKey}`,
           method: "DELETE",
  ...params,
         })
      },
siloMetric: ({ 
path, query = {}, }: {path: SiloMetricPathParams,
query?: SiloMetricQueryParams,
},
params: FetchParams = {}) => {
         return this.request<MeasurementResultsPage>({
           path: `/v1/metrics/${path.metricName}`,
           method: "GET",
  query,
  ...params,
         })
      },
multicastGroupList: ({ 
query = {}, }: {query?: MulticastGroupListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<MulticastGroupResultsPage>({
           path: `/v1/multicast-groups`,
           method: "GET",
  query,
  ...params,
         })
      },
multicastGroupView: ({ 
path, }: {path: MulticastGroupViewPathParams,
},
params: FetchParams = {}) => {
         return this.request<MulticastGroup>({
           path: `/v1/multicast-groups/${path.multicastGroup}`,
           method: "GET",
  ...params,
         })
      },
multicastGroupMemberList: ({ 
path, query = {}, }: {path: MulticastGroupMemberListPathParams,
query?: MulticastGroupMemberListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<MulticastGroupMemberResultsPage>({
           path: `/v1/multicast-groups/${path.multicastGroup}/members`,
           method: "GET",
  query,
  ...params,
         })
      },
instanceNetworkInterfaceList: ({ 
query = {}, }: {query?: InstanceNetworkInterfaceListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<InstanceNetworkInterfaceResultsPage>({
           path: `/v1/network-interfaces`,
           method: "GET",
  query,
  ...params,
         })
      },
instanceNetworkInterfaceCreate: ({ 
query, body, }: {query: InstanceNetworkInterfaceCreateQueryParams,
body: InstanceNetworkInterfaceCreate,
},
params: FetchParams = {}) => {
         return this.request<InstanceNetworkInterface>({
           path: `/v1/network-interfaces`,
           method: "POST",
  body,
  query,
  ...params,
         })
      },
instanceNetworkInterfaceView: ({ 
path, query = {}, }: {path: InstanceNetworkInterfaceViewPathParams,
query?: InstanceNetworkInterfaceViewQueryParams,
},
params: FetchParams = {}) => {
         return this.request<InstanceNetworkInterface>({
           path: `/v1/network-interfaces/${path.interface}`,
           method: "GET",
  query,
  ...params,
         })
      },
instanceNetworkInterfaceUpdate: ({ 
path, query = {}, body, }: {path: InstanceNetworkInterfaceUpdatePathParams,
query?: InstanceNetworkInterfaceUpdateQueryParams,
body: InstanceNetworkInterfaceUpdate,
},
params: FetchParams = {}) => {
         return this.request<InstanceNetworkInterface>({
           path: `/v1/network-interfaces/${path.interface}`,
           method: "PUT",
  body,
  query,
  ...params,
         })
      },
instanceNetworkInterfaceDelete: ({ 
path, query = {}, }: {path: InstanceNetworkInterfaceDeletePathParams,
query?: InstanceNetworkInterfaceDeleteQueryParams,
},
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/v1/network-interfaces/${path.interface}`,
           method: "DELETE",
  query,
  ...params,
         })
      },
ping: (_: EmptyObj,
params: FetchParams = {}) => {
         return this.request<Ping>({
           path: `/v1/ping`,
           method: "GET",
  ...params,
         })
      },
policyView: (_: EmptyObj,
params: FetchParams = {}) => {
         return this.request<SiloRolePolicy>({
           path: `/v1/policy`,
           method: "GET",
  ...params,
         })
      },
policyUpdate: ({ 
body, }: {body: SiloRolePolicy,
},
params: FetchParams = {}) => {
         return this.request<SiloRolePolicy>({
           path: `/v1/policy`,
           method: "PUT",
  body,
  ...params,
         })
      },
projectList: ({ 
query = {}, }: {query?: ProjectListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<ProjectResultsPage>({
           path: `/v1/projects`,
           method: "GET",
  query,
  ...params,
         })
      },
projectCreate: ({ 
body, }: {body: ProjectCreate,
},
params: FetchParams = {}) => {
         return this.request<Project>({
           path: `/v1/projects`,
           method: "POST",
  body,
  ...params,
         })
      },
projectView: ({ 
path, }: {path: ProjectViewPathParams,
},
params: FetchParams = {}) => {
         return this.request<Project>({
           path: `/v1/projects/${path.project}`,
           method: "GET",
  ...params,
         })
      },
projectUpdate: ({ 
path, body, }: {path: ProjectUpdatePathParams,
body: ProjectUpdate,
},
params: FetchParams = {}) => {
         return this.request<Project>({
           path: `/v1/projects/${path.project}`,
           method: "PUT",
  body,
  ...params,
         })
      },
projectDelete: ({ 
path, }: {path: ProjectDeletePathParams,
},
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/v1/projects/${path.project}`,
           method: "DELETE",
  ...params,
         })
      },
projectPolicyView: ({ 
path, }: {path: ProjectPolicyViewPathParams,
},
params: FetchParams = {}) => {
         return this.request<ProjectRolePolicy>({
           path: `/v1/projects/${path.project}/policy`,
           method: "GET",
  ...params,
         })
      },
projectPolicyUpdate: ({ 
path, body, }: {path: ProjectPolicyUpdatePathParams,
body: ProjectRolePolicy,
},
params: FetchParams = {}) => {
         return this.request<ProjectRolePolicy>({
           path: `/v1/projects/${path.project}/policy`,
           method: "PUT",
  body,
  ...params,
         })
      },
snapshotList: ({ 
query = {}, }: {query?: SnapshotListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<SnapshotResultsPage>({
           path: `/v1/snapshots`,
           method: "GET",
  query,
  ...params,
         })
      },
snapshotCreate: ({ 
query, body, }: {query: SnapshotCreateQueryParams,
body: SnapshotCreate,
},
params: FetchParams = {}) => {
         return this.request<Snapshot>({
           path: `/v1/snapshots`,
           method: "POST",
  body,
  query,
  ...params,
         })
      },
snapshotView: ({ 
path, query = {}, }: {path: SnapshotViewPathParams,
query?: SnapshotViewQueryParams,
},
params: FetchParams = {}) => {
         return this.request<Snapshot>({
           path: `/v1/snapshots/${path.snapshot}`,
           method: "GET",
  query,
  ...params,
         })
      },
snapshotDelete: ({ 
path, query = {}, }: {path: SnapshotDeletePathParams,
query?: SnapshotDeleteQueryParams,
},
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/v1/snapshots/${path.snapshot}`,
           method: "DELETE",
  query,
  ...params,
         })
      },
subnetPoolList: ({ 
query = {}, }: {query?: SubnetPoolListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<SiloSubnetPoolResultsPage>({
           path: `/v1/subnet-pools`,
           method: "GET",
  query,
  ...params,
         })
      },
subnetPoolView: ({ 
path, }: {path: SubnetPoolViewPathParams,
},
params: FetchParams = {}) => {
         return this.request<SiloSubnetPool>({
           path: `/v1/subnet-pools/${path.pool}`,
           method: "GET",
  ...params,
         })
      },
auditLogList: ({ 
query = {}, }: {query?: AuditLogListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<AuditLogEntryResultsPage>({
           path: `/v1/system/audit-log`,
           method: "GET",
  query,
  ...params,
         })
      },
physicalDiskEnableAdoption: ({ 
body, }: {body: PhysicalDiskManufacturerIdentity,
},
params: FetchParams = {}) => {
         return this.request<PhysicalDiskAdoptionRequest>({
           path: `/v1/system/hardware/disk-adoption-request`,
           method: "PUT",
  body,
  ...params,
         })
      },
physicalDiskDisableAdoption: ({ 
path, }: {path: PhysicalDiskDisableAdoptionPathParams,
},
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/v1/system/hardware/disk-adoption-request/${path.physicalDiskAdoptionReqId}`,
           method: "DELETE",
  ...params,
         })
      },
physicalDiskListAdoptionRequests: ({ 
query = {}, }: {query?: PhysicalDiskListAdoptionRequestsQueryParams,
},
params: FetchParams = {}) => {
         return this.request<PhysicalDiskAdoptionRequestResultsPage>({
           path: `/v1/system/hardware/disk-adoption-requests`,
           method: "GET",
  query,
  ...params,
         })
      },
physicalDiskList: ({ 
query = {}, }: {query?: PhysicalDiskListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<PhysicalDiskResultsPage>({
           path: `/v1/system/hardware/disks`,
           method: "GET",
  query,
  ...params,
         })
      },
physicalDiskView: ({ 
path, }: {path: PhysicalDiskViewPathParams,
},
params: FetchParams = {}) => {
         return this.request<PhysicalDisk>({
           path: `/v1/system/hardware/disks/${path.diskId}`,
           method: "GET",
  ...params,
         })
      },
physicalDiskListUnadopted: ({ 
query = {}, }: {query?: PhysicalDiskListUnadoptedQueryParams,
},
params: FetchParams = {}) => {
         return this.request<UnadoptedPhysicalDiskResultsPage>({
           path: `/v1/system/hardware/disks-unadopted`,
           method: "GET",
  query,
  ...params,
         })
      },
networkingSwitchPortLldpNeighbors: ({ 
path, query = {}, }: {path: NetworkingSwitchPortLldpNeighborsPathParams,
query?: NetworkingSwitchPortLldpNeighborsQueryParams,
},
params: FetchParams = {}) => {
         return this.request<LldpNeighborResultsPage>({
           path: `/v1/system/hardware/rack-switch-port/${path.rackId}/${path.switchSlot}/${path.port}/lldp/neighbors`,
           method: "GET",
  query,
  ...params,
         })
      },
rackList: ({ 
query = {}, }: {query?: RackListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<RackResultsPage>({
           path: `/v1/system/hardware/racks`,
           method: "GET",
  query,
  ...params,
         })
      },
rackView: ({ 
path, }: {path: RackViewPathParams,
},
params: FetchParams = {}) => {
         return this.request<Rack>({
           path: `/v1/system/hardware/racks/${path.rackId}`,
           method: "GET",
  ...params,
         })
      },
rackMembershipStatus: ({ 
path, query = {}, }: {path: RackMembershipStatusPathParams,
query?: RackMembershipStatusQueryParams,
},
params: FetchParams = {}) => {
         return this.request<RackMembershipStatus>({
           path: `/v1/system/hardware/racks/${path.rackId}/membership`,
           method: "GET",
  query,
  ...params,
         })
      },
rackMembershipAbort: ({ 
path, }: {path: RackMembershipAbortPathParams,
},
params: FetchParams = {}) => {
         return this.request<RackMembershipStatus>({
           path: `/v1/system/hardware/racks/${path.rackId}/membership/abort`,
           method: "POST",
  ...params,
         })
      },
rackMembershipAddSleds: ({ 
path, body, }: {path: RackMembershipAddSledsPathParams,
body: RackMembershipAddSledsRequest,
},
params: FetchParams = {}) => {
         return this.request<RackMembershipStatus>({
           path: `/v1/system/hardware/racks/${path.rackId}/membership/add`,
           method: "POST",
  body,
  ...params,
         })
      },
sledList: ({ 
query = {}, }: {query?: SledListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<SledResultsPage>({
           path: `/v1/system/hardware/sleds`,
           method: "GET",
  query,
  ...params,
         })
      },
sledView: ({ 
path, }: {path: SledViewPathParams,
},
params: FetchParams = {}) => {
         return this.request<Sled>({
           path: `/v1/system/hardware/sleds/${path.sledId}`,
           method: "GET",
  ...params,
         })
      },
sledPhysicalDiskList: ({ 
path, query = {}, }: {path: SledPhysicalDiskListPathParams,
query?: SledPhysicalDiskListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<PhysicalDiskResultsPage>({
           path: `/v1/system/hardware/sleds/${path.sledId}/disks`,
           method: "GET",
  query,
  ...params,
         })
      },
sledInstanceList: ({ 
path, query = {}, }: {path: SledInstanceListPathParams,
query?: SledInstanceListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<SledInstanceResultsPage>({
           path: `/v1/system/hardware/sleds/${path.sledId}/instances`,
           method: "GET",
  query,
  ...params,
         })
      },
sledSetProvisionPolicy: ({ 
path, body, }: {path: SledSetProvisionPolicyPathParams,
body: SledProvisionPolicyParams,
},
params: FetchParams = {}) => {
         return this.request<SledProvisionPolicyResponse>({
           path: `/v1/system/hardware/sleds/${path.sledId}/provision-policy`,
           method: "PUT",
  body,
  ...params,
         })
      },
sledListUninitialized: ({ 
query = {}, }: {query?: SledListUninitializedQueryParams,
},
params: FetchParams = {}) => {
         return this.request<UninitializedSledResultsPage>({
           path: `/v1/system/hardware/sleds-uninitialized`,
           method: "GET",
  query,
  ...params,
         })
      },
networkingSwitchPortList: ({ 
query = {}, }: {query?: NetworkingSwitchPortListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<SwitchPortResultsPage>({
           path: `/v1/system/hardware/switch-port`,
           method: "GET",
  query,
  ...params,
         })
      },
networkingSwitchPortLldpConfigView: ({ 
path, query, }: {path: NetworkingSwitchPortLldpConfigViewPathParams,
query: NetworkingSwitchPortLldpConfigViewQueryParams,
},
params: FetchParams = {}) => {
         return this.request<LldpLinkConfig>({
           path: `/v1/system/hardware/switch-port/${path.port}/lldp/config`,
           method: "GET",
  query,
  ...params,
         })
      },
networkingSwitchPortLldpConfigUpdate: ({ 
path, query, body, }: {path: NetworkingSwitchPortLldpConfigUpdatePathParams,
query: NetworkingSwitchPortLldpConfigUpdateQueryParams,
body: LldpLinkConfig,
},
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/v1/system/hardware/switch-port/${path.port}/lldp/config`,
           method: "POST",
  body,
  query,
  ...params,
         })
      },
networkingSwitchPortApplySettings: ({ 
path, query, body, }: {path: NetworkingSwitchPortApplySettingsPathParams,
query: NetworkingSwitchPortApplySettingsQueryParams,
body: SwitchPortApplySettings,
},
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/v1/system/hardware/switch-port/${path.port}/settings`,
           method: "POST",
  body,
  query,
  ...params,
         })
      },
networkingSwitchPortClearSettings: ({ 
path, query, }: {path: NetworkingSwitchPortClearSettingsPathParams,
query: NetworkingSwitchPortClearSettingsQueryParams,
},
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/v1/system/hardware/switch-port/${path.port}/settings`,
           method: "DELETE",
  query,
  ...params,
         })
      },
networkingSwitchPortStatus: ({ 
path, query, }: {path: NetworkingSwitchPortStatusPathParams,
query: NetworkingSwitchPortStatusQueryParams,
},
params: FetchParams = {}) => {
         return this.request<SwitchLinkState>({
           path: `/v1/system/hardware/switch-port/${path.port}/status`,
           method: "GET",
  query,
  ...params,
         })
      },
switchList: ({ 
query = {}, }: {query?: SwitchListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<SwitchResultsPage>({
           path: `/v1/system/hardware/switches`,
           method: "GET",
  query,
  ...params,
         })
      },
switchView: ({ 
path, }: {path: SwitchViewPathParams,
},
params: FetchParams = {}) => {
         return this.request<Switch>({
           path: `/v1/system/hardware/switches/${path.switchId}`,
           method: "GET",
  ...params,
         })
      },
siloIdentityProviderList: ({ 
query = {}, }: {query?: SiloIdentityProviderListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<IdentityProviderResultsPage>({
           path: `/v1/system/identity-providers`,
           method: "GET",
  query,
  ...params,
         })
      },
localIdpUserCreate: ({ 
query, body, }: {query: LocalIdpUserCreateQueryParams,
body: UserCreate,
},
params: FetchParams = {}) => {
         return this.request<User>({
           path: `/v1/system/identity-providers/local/users`,
           method: "POST",
  body,
  query,
  ...params,
         })
      },
localIdpUserDelete: ({ 
path, query, }: {path: LocalIdpUserDeletePathParams,
query: LocalIdpUserDeleteQueryParams,
},
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/v1/system/identity-providers/local/users/${path.userId}`,
           method: "DELETE",
  query,
  ...params,
         })
      },
localIdpUserSetPassword: ({ 
path, query, body, }: {path: LocalIdpUserSetPasswordPathParams,
query: LocalIdpUserSetPasswordQueryParams,
body: UserPassword,
},
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/v1/system/identity-providers/local/users/${path.userId}/set-password`,
           method: "POST",
  body,
  query,
  ...params,
         })
      },
samlIdentityProviderCreate: ({ 
query, body, }: {query: SamlIdentityProviderCreateQueryParams,
body: SamlIdentityProviderCreate,
},
params: FetchParams = {}) => {
         return this.request<SamlIdentityProvider>({
           path: `/v1/system/identity-providers/saml`,
           method: "POST",
  body,
  query,
  ...params,
         })
      },
samlIdentityProviderView: ({ 
path, query = {}, }: {path: SamlIdentityProviderViewPathParams,
query?: SamlIdentityProviderViewQueryParams,
},
params: FetchParams = {}) => {
         return this.request<SamlIdentityProvider>({
           path: `/v1/system/identity-providers/saml/${path.provider}`,
           method: "GET",
  query,
  ...params,
         })
      },
systemIpPoolList: ({ 
query = {}, }: {query?: SystemIpPoolListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<IpPoolResultsPage>({
           path: `/v1/system/ip-pools`,
           method: "GET",
  query,
  ...params,
         })
      },
systemIpPoolCreate: ({ 
body, }: {body: IpPoolCreate,
},
params: FetchParams = {}) => {
         return this.request<IpPool>({
           path: `/v1/system/ip-pools`,
           method: "POST",
  body,
  ...params,
         })
      },
systemIpPoolView: ({ 
path, }: {path: SystemIpPoolViewPathParams,
},
params: FetchParams = {}) => {
         return this.request<IpPool>({
           path: `/v1/system/ip-pools/${path.pool}`,
           method: "GET",
  ...params,
         })
      },
systemIpPoolUpdate: ({ 
path, body, }: {path: SystemIpPoolUpdatePathParams,
body: IpPoolUpdate,
},
params: FetchParams = {}) => {
         return this.request<IpPool>({
           path: `/v1/system/ip-pools/${path.pool}`,
           method: "PUT",
  body,
  ...params,
         })
      },
systemIpPoolDelete: ({ 
path, }: {path: SystemIpPoolDeletePathParams,
},
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/v1/system/ip-pools/${path.pool}`,
           method: "DELETE",
  ...params,
         })
      },
systemIpPoolAssign: ({ 
path, body, }: {path: SystemIpPoolAssignPathParams,
body: IpPoolAssignParam,
},
params: FetchParams = {}) => {
         return this.request<IpPool>({
           path: `/v1/system/ip-pools/${path.pool}/assignment`,
           method: "POST",
  body,
  ...params,
         })
      },
systemIpPoolRangeList: ({ 
path, query = {}, }: {path: SystemIpPoolRangeListPathParams,
query?: SystemIpPoolRangeListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<IpPoolRangeResultsPage>({
           path: `/v1/system/ip-pools/${path.pool}/ranges`,
           method: "GET",
  query,
  ...params,
         })
      },
systemIpPoolRangeAdd: ({ 
path, body, }: {path: SystemIpPoolRangeAddPathParams,
body: IpRange,
},
params: FetchParams = {}) => {
         return this.request<IpPoolRange>({
           path: `/v1/system/ip-pools/${path.pool}/ranges/add`,
           method: "POST",
  body,
  ...params,
         })
      },
systemIpPoolRangeRemove: ({ 
path, body, }: {path: SystemIpPoolRangeRemovePathParams,
body: IpRange,
},
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/v1/system/ip-pools/${path.pool}/ranges/remove`,
           method: "POST",
  body,
  ...params,
         })
      },
systemIpPoolSiloList: ({ 
path, query = {}, }: {path: SystemIpPoolSiloListPathParams,
query?: SystemIpPoolSiloListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<IpPoolSiloLinkResultsPage>({
           path: `/v1/system/ip-pools/${path.pool}/silos`,
           method: "GET",
  query,
  ...params,
         })
      },
systemIpPoolSiloLink: ({ 
path, body, }: {path: SystemIpPoolSiloLinkPathParams,
body: IpPoolLinkSilo,
},
params: FetchParams = {}) => {
         return this.request<IpPoolSiloLink>({
           path: `/v1/system/ip-pools/${path.pool}/silos`,
           method: "POST",
  body,
  ...params,
         })
      },
systemIpPoolSiloUpdate: ({ 
path, body, }: {path: SystemIpPoolSiloUpdatePathParams,
body: IpPoolSiloUpdate,
},
params: FetchParams = {}) => {
         return this.request<IpPoolSiloLink>({
           path: `/v1/system/ip-pools/${path.pool}/silos/${path.silo}`,
           method: "PUT",
  body,
  ...params,
         })
      },
systemIpPoolSiloUnlink: ({ 
path, }: {path: SystemIpPoolSiloUnlinkPathParams,
},
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/v1/system/ip-pools/${path.pool}/silos/${path.silo}`,
           method: "DELETE",
  ...params,
         })
      },
systemIpPoolUtilizationView: ({ 
path, }: {path: SystemIpPoolUtilizationViewPathParams,
},
params: FetchParams = {}) => {
         return this.request<IpPoolUtilization>({
           path: `/v1/system/ip-pools/${path.pool}/utilization`,
           method: "GET",
  ...params,
         })
      },
systemMetric: ({ 
path, query = {}, }: {path: SystemMetricPathParams,
query?: SystemMetricQueryParams,
},
params: FetchParams = {}) => {
         return this.request<MeasurementResultsPage>({
           path: `/v1/system/metrics/${path.metricName}`,
           method: "GET",
  query,
  ...params,
         })
      },
networkingAddressLotList: ({ 
query = {}, }: {query?: NetworkingAddressLotListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<AddressLotResultsPage>({
           path: `/v1/system/networking/address-lot`,
           method: "GET",
  query,
  ...params,
         })
      },
networkingAddressLotCreate: ({ 
body, }: {body: AddressLotCreate,
},
params: FetchParams = {}) => {
         return this.request<AddressLotCreateResponse>({
           path: `/v1/system/networking/address-lot`,
           method: "POST",
  body,
  ...params,
         })
      },
networkingAddressLotView: ({ 
path, }: {path: NetworkingAddressLotViewPathParams,
},
params: FetchParams = {}) => {
         return this.request<AddressLotViewResponse>({
           path: `/v1/system/networking/address-lot/${path.addressLot}`,
           method: "GET",
  ...params,
         })
      },
networkingAddressLotDelete: ({ 
path, }: {path: NetworkingAddressLotDeletePathParams,
},
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/v1/system/networking/address-lot/${path.addressLot}`,
           method: "DELETE",
  ...params,
         })
      },
networkingAddressLotBlockList: ({ 
path, query = {}, }: {path: NetworkingAddressLotBlockListPathParams,
query?: NetworkingAddressLotBlockListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<AddressLotBlockResultsPage>({
           path: `/v1/system/networking/address-lot/${path.addressLot}/blocks`,
           method: "GET",
  query,
  ...params,
         })
      },
networkingAllowListView: (_: EmptyObj,
params: FetchParams = {}) => {
         return this.request<AllowList>({
           path: `/v1/system/networking/allow-list`,
           method: "GET",
  ...params,
         })
      },
networkingAllowListUpdate: ({ 
body, }: {body: AllowListUpdate,
},
params: FetchParams = {}) => {
         return this.request<AllowList>({
           path: `/v1/system/networking/allow-list`,
           method: "PUT",
  body,
  ...params,
         })
      },
networkingBfdDisable: ({ 
body, }: {body: BfdSessionDisable,
},
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/v1/system/networking/bfd-disable`,
           method: "POST",
  body,
  ...params,
         })
      },
networkingBfdEnable: ({ 
body, }: {body: BfdSessionEnable,
},
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/v1/system/networking/bfd-enable`,
           method: "POST",
  body,
  ...params,
         })
      },
networkingBfdStatus: (_: EmptyObj,
params: FetchParams = {}) => {
         return this.request<BfdStatus[]>({
           path: `/v1/system/networking/bfd-status`,
           method: "GET",
  ...params,
         })
      },
networkingBgpConfigList: ({ 
query = {}, }: {query?: NetworkingBgpConfigListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<BgpConfigResultsPage>({
           path: `/v1/system/networking/bgp`,
           method: "GET",
  query,
  ...params,
         })
      },
networkingBgpConfigUpdate: ({ 
query, body, }: {query: NetworkingBgpConfigUpdateQueryParams,
body: BgpConfigUpdate,
},
params: FetchParams = {}) => {
         return this.request<BgpConfig>({
           path: `/v1/system/networking/bgp`,
           method: "PUT",
  body,
  query,
  ...params,
         })
      },
networkingBgpConfigCreate: ({ 
body, }: {body: BgpConfigCreate,
},
params: FetchParams = {}) => {
         return this.request<BgpConfig>({
           path: `/v1/system/networking/bgp`,
           method: "POST",
  body,
  ...params,
         })
      },
networkingBgpConfigDelete: ({ 
query, }: {query: NetworkingBgpConfigDeleteQueryParams,
},
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/v1/system/networking/bgp`,
           method: "DELETE",
  query,
  ...params,
         })
      },
networkingBgpAnnounceSetList: ({ 
query = {}, }: {query?: NetworkingBgpAnnounceSetListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<BgpAnnounceSet[]>({
           path: `/v1/system/networking/bgp-announce-set`,
           method: "GET",
  query,
  ...params,
         })
      },
networkingBgpAnnounceSetUpdate: ({ 
body, }: {body: BgpAnnounceSetCreate,
},
params: FetchParams = {}) => {
         return this.request<BgpAnnounceSet>({
           path: `/v1/system/networking/bgp-announce-set`,
           method: "PUT",
  body,
  ...params,
         })
      },
networkingBgpAnnounceSetDelete: ({ 
path, }: {path: NetworkingBgpAnnounceSetDeletePathParams,
},
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/v1/system/networking/bgp-announce-set/${path.announceSet}`,
           method: "DELETE",
  ...params,
         })
      },
networkingBgpAnnouncementList: ({ 
path, }: {path: NetworkingBgpAnnouncementListPathParams,
},
params: FetchParams = {}) => {
         return this.request<BgpAnnouncement[]>({
           path: `/v1/system/networking/bgp-announce-set/${path.announceSet}/announcement`,
           method: "GET",
  ...params,
         })
      },
networkingBgpExported: (_: EmptyObj,
params: FetchParams = {}) => {
         return this.request<BgpExported[]>({
           path: `/v1/system/networking/bgp-exported`,
           method: "GET",
  ...params,
         })
      },
networkingBgpImported: ({ 
query, }: {query: NetworkingBgpImportedQueryParams,
},
params: FetchParams = {}) => {
         return this.request<BgpImported[]>({
           path: `/v1/system/networking/bgp-imported`,
           method: "GET",
  query,
  ...params,
         })
      },
networkingBgpMessageHistory: ({ 
query, }: {query: NetworkingBgpMessageHistoryQueryParams,
},
params: FetchParams = {}) => {
         return this.request<AggregateBgpMessageHistory>({
           path: `/v1/system/networking/bgp-message-history`,
           method: "GET",
  query,
  ...params,
         })
      },
networkingBgpStatus: (_: EmptyObj,
params: FetchParams = {}) => {
         return this.request<BgpPeerStatus[]>({
           path: `/v1/system/networking/bgp-status`,
           method: "GET",
  ...params,
         })
      },
networkingInboundIcmpView: (_: EmptyObj,
params: FetchParams = {}) => {
         return this.request<ServiceIcmpConfig>({
           path: `/v1/system/networking/inbound-icmp`,
           method: "GET",
  ...params,
         })
      },
networkingInboundIcmpUpdate: ({ 
body, }: {body: ServiceIcmpConfig,
},
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/v1/system/networking/inbound-icmp`,
           method: "PUT",
  body,
  ...params,
         })
      },
networkingLoopbackAddressList: ({ 
query = {}, }: {query?: NetworkingLoopbackAddressListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<LoopbackAddressResultsPage>({
           path: `/v1/system/networking/loopback-address`,
           method: "GET",
  query,
  ...params,
         })
      },
networkingLoopbackAddressCreate: ({ 
body, }: {body: LoopbackAddressCreate,
},
params: FetchParams = {}) => {
         return this.request<LoopbackAddress>({
           path: `/v1/system/networking/loopback-address`,
           method: "POST",
  body,
  ...params,
         })
      },
networkingLoopbackAddressDelete: ({ 
path, }: {path: NetworkingLoopbackAddressDeletePathParams,
},
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/v1/system/networking/loopback-address/${path.rackId}/${path.switchSlot}/${path.address}/${path.subnetMask}`,
           method: "DELETE",
  ...params,
         })
      },
systemNetworkingSettingsView: (_: EmptyObj,
params: FetchParams = {}) => {
         return this.request<SystemNetworkingSettings>({
           path: `/v1/system/networking/settings`,
           method: "GET",
  ...params,
         })
      },
systemNetworkingSettingsUpdate: ({ 
body, }: {body: SystemNetworkingSettingsUpdate,
},
params: FetchParams = {}) => {
         return this.request<SystemNetworkingSettings>({
           path: `/v1/system/networking/settings`,
           method: "PUT",
  body,
  ...params,
         })
      },
networkingSwitchPortSettingsList: ({ 
query = {}, }: {query?: NetworkingSwitchPortSettingsListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<SwitchPortSettingsIdentityResultsPage>({
           path: `/v1/system/networking/switch-port-settings`,
           method: "GET",
  query,
  ...params,
         })
      },
networkingSwitchPortSettingsCreate: ({ 
body, }: {body: SwitchPortSettingsCreate,
},
params: FetchParams = {}) => {
         return this.request<SwitchPortSettings>({
           path: `/v1/system/networking/switch-port-settings`,
           method: "POST",
  body,
  ...params,
         })
      },
networkingSwitchPortSettingsDelete: ({ 
query = {}, }: {query?: NetworkingSwitchPortSettingsDeleteQueryParams,
},
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/v1/system/networking/switch-port-settings`,
           method: "DELETE",
  query,
  ...params,
         })
      },
networkingSwitchPortSettingsView: ({ 
path, }: {path: NetworkingSwitchPortSettingsViewPathParams,
},
params: FetchParams = {}) => {
         return this.request<SwitchPortSettings>({
           path: `/v1/system/networking/switch-port-settings/${path.port}`,
           method: "GET",
  ...params,
         })
      },
systemPolicyView: (_: EmptyObj,
params: FetchParams = {}) => {
         return this.request<FleetRolePolicy>({
           path: `/v1/system/policy`,
           method: "GET",
  ...params,
         })
      },
systemPolicyUpdate: ({ 
body, }: {body: FleetRolePolicy,
},
params: FetchParams = {}) => {
         return this.request<FleetRolePolicy>({
           path: `/v1/system/policy`,
           method: "PUT",
  body,
  ...params,
         })
      },
scimTokenList: ({ 
query, }: {query: ScimTokenListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<ScimClientBearerToken[]>({
           path: `/v1/system/scim/tokens`,
           method: "GET",
  query,
  ...params,
         })
      },
scimTokenCreate: ({ 
query, }: {query: ScimTokenCreateQueryParams,
},
params: FetchParams = {}) => {
         return this.request<ScimClientBearerTokenValue>({
           path: `/v1/system/scim/tokens`,
           method: "POST",
  query,
  ...params,
         })
      },
scimTokenView: ({ 
path, query, }: {path: ScimTokenViewPathParams,
query: ScimTokenViewQueryParams,
},
params: FetchParams = {}) => {
         return this.request<ScimClientBearerToken>({
           path: `/v1/system/scim/tokens/${path.tokenId}`,
           method: "GET",
  query,
  ...params,
         })
      },
scimTokenDelete: ({ 
path, query, }: {path: ScimTokenDeletePathParams,
query: ScimTokenDeleteQueryParams,
},
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/v1/system/scim/tokens/${path.tokenId}`,
           method: "DELETE",
  query,
  ...params,
         })
      },
systemQuotasList: ({ 
query = {}, }: {query?: SystemQuotasListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<SiloQuotasResultsPage>({
           path: `/v1/system/silo-quotas`,
           method: "GET",
  query,
  ...params,
         })
      },
siloList: ({ 
query = {}, }: {query?: SiloListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<SiloResultsPage>({
           path: `/v1/system/silos`,
           method: "GET",
  query,
  ...params,
         })
      },
siloCreate: ({ 
body, }: {body: SiloCreate,
},
params: FetchParams = {}) => {
         return this.request<Silo>({
           path: `/v1/system/silos`,
           method: "POST",
  body,
  ...params,
         })
      },
siloView: ({ 
path, }: {path: SiloViewPathParams,
},
params: FetchParams = {}) => {
         return this.request<Silo>({
           path: `/v1/system/silos/${path.silo}`,
           method: "GET",
  ...params,
         })
      },
siloDelete: ({ 
path, }: {path: SiloDeletePathParams,
},
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/v1/system/silos/${path.silo}`,
           method: "DELETE",
  ...params,
         })
      },
siloIpPoolList: ({ 
path, query = {}, }: {path: SiloIpPoolListPathParams,
query?: SiloIpPoolListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<SiloIpPoolResultsPage>({
           path: `/v1/system/silos/${path.silo}/ip-pools`,
           method: "GET",
  query,
  ...params,
         })
      },
siloPolicyView: ({ 
path, }: {path: SiloPolicyViewPathParams,
},
params: FetchParams = {}) => {
         return this.request<SiloRolePolicy>({
           path: `/v1/system/silos/${path.silo}/policy`,
           method: "GET",
  ...params,
         })
      },
siloPolicyUpdate: ({ 
path, body, }: {path: SiloPolicyUpdatePathParams,
body: SiloRolePolicy,
},
params: FetchParams = {}) => {
         return this.request<SiloRolePolicy>({
           path: `/v1/system/silos/${path.silo}/policy`,
           method: "PUT",
  body,
  ...params,
         })
      },
siloQuotasView: ({ 
path, }: {path: SiloQuotasViewPathParams,
},
params: FetchParams = {}) => {
         return this.request<SiloQuotas>({
           path: `/v1/system/silos/${path.silo}/quotas`,
           method: "GET",
  ...params,
         })
      },
siloQuotasUpdate: ({ 
path, body, }: {path: SiloQuotasUpdatePathParams,
body: SiloQuotasUpdate,
},
params: FetchParams = {}) => {
         return this.request<SiloQuotas>({
           path: `/v1/system/silos/${path.silo}/quotas`,
           method: "PUT",
  body,
  ...params,
         })
      },
siloSubnetPoolList: ({ 
path, query = {}, }: {path: SiloSubnetPoolListPathParams,
query?: SiloSubnetPoolListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<SiloSubnetPoolResultsPage>({
           path: `/v1/system/silos/${path.silo}/subnet-pools`,
           method: "GET",
  query,
  ...params,
         })
      },
systemSubnetPoolList: ({ 
query = {}, }: {query?: SystemSubnetPoolListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<SubnetPoolResultsPage>({
           path: `/v1/system/subnet-pools`,
           method: "GET",
  query,
  ...params,
         })
      },
systemSubnetPoolCreate: ({ 
body, }: {body: SubnetPoolCreate,
},
params: FetchParams = {}) => {
         return this.request<SubnetPool>({
           path: `/v1/system/subnet-pools`,
           method: "POST",
  body,
  ...params,
         })
      },
systemSubnetPoolView: ({ 
path, }: {path: SystemSubnetPoolViewPathParams,
},
params: FetchParams = {}) => {
         return this.request<SubnetPool>({
           path: `/v1/system/subnet-pools/${path.pool}`,
           method: "GET",
  ...params,
         })
      },
systemSubnetPoolUpdate: ({ 
path, body, }: {path: SystemSubnetPoolUpdatePathParams,
body: SubnetPoolUpdate,
},
params: FetchParams = {}) => {
         return this.request<SubnetPool>({
           path: `/v1/system/subnet-pools/${path.pool}`,
           method: "PUT",
  body,
  ...params,
         })
      },
systemSubnetPoolDelete: ({ 
path, }: {path: SystemSubnetPoolDeletePathParams,
},
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/v1/system/subnet-pools/${path.pool}`,
           method: "DELETE",
  ...params,
         })
      },
systemSubnetPoolMemberList: ({ 
path, query = {}, }: {path: SystemSubnetPoolMemberListPathParams,
query?: SystemSubnetPoolMemberListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<SubnetPoolMemberResultsPage>({
           path: `/v1/system/subnet-pools/${path.pool}/members`,
           method: "GET",
  query,
  ...params,
         })
      },
systemSubnetPoolMemberAdd: ({ 
path, body, }: {path: SystemSubnetPoolMemberAddPathParams,
body: SubnetPoolMemberAdd,
},
params: FetchParams = {}) => {
         return this.request<SubnetPoolMember>({
           path: `/v1/system/subnet-pools/${path.pool}/members/add`,
           method: "POST",
  body,
  ...params,
         })
      },
systemSubnetPoolMemberRemove: ({ 
path, body, }: {path: SystemSubnetPoolMemberRemovePathParams,
body: SubnetPoolMemberRemove,
},
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/v1/system/subnet-pools/${path.pool}/members/remove`,
           method: "POST",
  body,
  ...params,
         })
      },
systemSubnetPoolSiloList: ({ 
path, query = {}, }: {path: SystemSubnetPoolSiloListPathParams,
query?: SystemSubnetPoolSiloListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<SubnetPoolSiloLinkResultsPage>({
           path: `/v1/system/subnet-pools/${path.pool}/silos`,
           method: "GET",
  query,
  ...params,
         })
      },
systemSubnetPoolSiloLink: ({ 
path, body, }: {path: SystemSubnetPoolSiloLinkPathParams,
body: SubnetPoolLinkSilo,
},
params: FetchParams = {}) => {
         return this.request<SubnetPoolSiloLink>({
           path: `/v1/system/subnet-pools/${path.pool}/silos`,
           method: "POST",
  body,
  ...params,
         })
      },
systemSubnetPoolSiloUpdate: ({ 
path, body, }: {path: SystemSubnetPoolSiloUpdatePathParams,
body: SubnetPoolSiloUpdate,
},
params: FetchParams = {}) => {
         return this.request<SubnetPoolSiloLink>({
           path: `/v1/system/subnet-pools/${path.pool}/silos/${path.silo}`,
           method: "PUT",
  body,
  ...params,
         })
      },
systemSubnetPoolSiloUnlink: ({ 
path, }: {path: SystemSubnetPoolSiloUnlinkPathParams,
},
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/v1/system/subnet-pools/${path.pool}/silos/${path.silo}`,
           method: "DELETE",
  ...params,
         })
      },
systemSubnetPoolUtilizationView: ({ 
path, }: {path: SystemSubnetPoolUtilizationViewPathParams,
},
params: FetchParams = {}) => {
         return this.request<SubnetPoolUtilization>({
           path: `/v1/system/subnet-pools/${path.pool}/utilization`,
           method: "GET",
  ...params,
         })
      },
supportBundleList: ({ 
query = {}, }: {query?: SupportBundleListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<SupportBundleInfoResultsPage>({
           path: `/v1/system/support-bundles`,
           method: "GET",
  query,
  ...params,
         })
      },
supportBundleCreate: ({ 
body, }: {body: SupportBundleCreate,
},
params: FetchParams = {}) => {
         return this.request<SupportBundleInfo>({
           path: `/v1/system/support-bundles`,
           method: "POST",
  body,
  ...params,
         })
      },
supportBundleView: ({ 
path, }: {path: SupportBundleViewPathParams,
},
params: FetchParams = {}) => {
         return this.request<SupportBundleInfo>({
           path: `/v1/system/support-bundles/${path.bundleId}`,
           method: "GET",
  ...params,
         })
      },
supportBundleUpdate: ({ 
path, body, }: {path: SupportBundleUpdatePathParams,
body: SupportBundleUpdate,
},
params: FetchParams = {}) => {
         return this.request<SupportBundleInfo>({
           path: `/v1/system/support-bundles/${path.bundleId}`,
           method: "PUT",
  body,
  ...params,
         })
      },
supportBundleDelete: ({ 
path, }: {path: SupportBundleDeletePathParams,
},
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/v1/system/support-bundles/${path.bundleId}`,
           method: "DELETE",
  ...params,
         })
      },
supportBundleDownload: ({ 
path, }: {path: SupportBundleDownloadPathParams,
},
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/v1/system/support-bundles/${path.bundleId}/download`,
           method: "GET",
  ...params,
         })
      },
supportBundleHead: ({ 
path, }: {path: SupportBundleHeadPathParams,
},
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/v1/system/support-bundles/${path.bundleId}/download`,
           method: "HEAD",
  ...params,
         })
      },
supportBundleDownloadFile: ({ 
path, }: {path: SupportBundleDownloadFilePathParams,
},
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/v1/system/support-bundles/${path.bundleId}/download/${path.file}`,
           method: "GET",
  ...params,
         })
      },
supportBundleHeadFile: ({ 
path, }: {path: SupportBundleHeadFilePathParams,
},
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/v1/system/support-bundles/${path.bundleId}/download/${path.file}`,
           method: "HEAD",
  ...params,
         })
      },
supportBundleIndex: ({ 
path, }: {path: SupportBundleIndexPathParams,
},
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/v1/system/support-bundles/${path.bundleId}/index`,
           method: "GET",
  ...params,
         })
      },
systemTimeseriesQuery: ({ 
body, }: {body: TimeseriesQuery,
},
params: FetchParams = {}) => {
         return this.request<OxqlQueryResult>({
           path: `/v1/system/timeseries/query`,
           method: "POST",
  body,
  ...params,
         })
      },
systemTimeseriesSchemaList: ({ 
query = {}, }: {query?: SystemTimeseriesSchemaListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<TimeseriesSchemaResultsPage>({
           path: `/v1/system/timeseries/schemas`,
           method: "GET",
  query,
  ...params,
         })
      },
systemUpdateRecoveryFinish: ({ 
body, }: {body: SetTargetReleaseParams,
},
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/v1/system/update/recovery-finish`,
           method: "PUT",
  body,
  ...params,
         })
      },
systemUpdateRepositoryList: ({ 
query = {}, }: {query?: SystemUpdateRepositoryListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<TufRepoResultsPage>({
           path: `/v1/system/update/repositories`,
           method: "GET",
  query,
  ...params,
         })
      },
systemUpdateRepositoryUpload: ({ 
query, }: {query: SystemUpdateRepositoryUploadQueryParams,
},
params: FetchParams = {}) => {
         return this.request<TufRepoUpload>({
           path: `/v1/system/update/repositories`,
           method: "PUT",
  query,
  ...params,
         })
      },
systemUpdateRepositoryView: ({ 
path, }: {path: SystemUpdateRepositoryViewPathParams,
},
params: FetchParams = {}) => {
         return this.request<TufRepo>({
           path: `/v1/system/update/repositories/${path.systemVersion}`,
           method: "GET",
  ...params,
         })
      },
systemUpdateStatus: (_: EmptyObj,
params: FetchParams = {}) => {
         return this.request<UpdateStatus>({
           path: `/v1/system/update/status`,
           method: "GET",
  ...params,
         })
      },
targetReleaseUpdate: ({ 
body, }: {body: SetTargetReleaseParams,
},
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/v1/system/update/target-release`,
           method: "PUT",
  body,
  ...params,
         })
      },
systemUpdateTrustRootList: ({ 
query = {}, }: {query?: SystemUpdateTrustRootListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<UpdatesTrustRootResultsPage>({
           path: `/v1/system/update/trust-roots`,
           method: "GET",
  query,
  ...params,
         })
      },
systemUpdateTrustRootCreate: (_: EmptyObj,
params: FetchParams = {}) => {
         return this.request<UpdatesTrustRoot>({
           path: `/v1/system/update/trust-roots`,
           method: "POST",
  ...params,
         })
      },
systemUpdateTrustRootView: ({ 
path, }: {path: SystemUpdateTrustRootViewPathParams,
},
params: FetchParams = {}) => {
         return this.request<UpdatesTrustRoot>({
           path: `/v1/system/update/trust-roots/${path.trustRootId}`,
           method: "GET",
  ...params,
         })
      },
systemUpdateTrustRootDelete: ({ 
path, }: {path: SystemUpdateTrustRootDeletePathParams,
},
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/v1/system/update/trust-roots/${path.trustRootId}`,
           method: "DELETE",
  ...params,
         })
      },
siloUserList: ({ 
query = {}, }: {query?: SiloUserListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<UserResultsPage>({
           path: `/v1/system/users`,
           method: "GET",
  query,
  ...params,
         })
      },
siloUserView: ({ 
path, query, }: {path: SiloUserViewPathParams,
query: SiloUserViewQueryParams,
},
params: FetchParams = {}) => {
         return this.request<User>({
           path: `/v1/system/users/${path.userId}`,
           method: "GET",
  query,
  ...params,
         })
      },
userBuiltinList: ({ 
query = {}, }: {query?: UserBuiltinListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<UserBuiltinResultsPage>({
           path: `/v1/system/users-builtin`,
           method: "GET",
  query,
  ...params,
         })
      },
userBuiltinView: ({ 
path, }: {path: UserBuiltinViewPathParams,
},
params: FetchParams = {}) => {
         return this.request<UserBuiltin>({
           path: `/v1/system/users-builtin/${path.user}`,
           method: "GET",
  ...params,
         })
      },
siloUtilizationList: ({ 
query = {}, }: {query?: SiloUtilizationListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<SiloUtilizationResultsPage>({
           path: `/v1/system/utilization/silos`,
           method: "GET",
  query,
  ...params,
         })
      },
siloUtilizationView: ({ 
path, }: {path: SiloUtilizationViewPathParams,
},
params: FetchParams = {}) => {
         return this.request<SiloUtilization>({
           path: `/v1/system/utilization/silos/${path.silo}`,
           method: "GET",
  ...params,
         })
      },
timeseriesQuery: ({ 
query, body, }: {query: TimeseriesQueryQueryParams,
body: TimeseriesQuery,
},
params: FetchParams = {}) => {
         return this.request<OxqlQueryResult>({
           path: `/v1/timeseries/query`,
           method: "POST",
  body,
  query,
  ...params,
         })
      },
userList: ({ 
query = {}, }: {query?: UserListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<UserResultsPage>({
           path: `/v1/users`,
           method: "GET",
  query,
  ...params,
         })
      },
userView: ({ 
path, }: {path: UserViewPathParams,
},
params: FetchParams = {}) => {
         return this.request<User>({
           path: `/v1/users/${path.userId}`,
           method: "GET",
  ...params,
         })
      },
userTokenList: ({ 
path, query = {}, }: {path: UserTokenListPathParams,
query?: UserTokenListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<DeviceAccessTokenResultsPage>({
           path: `/v1/users/${path.userId}/access-tokens`,
           method: "GET",
  query,
  ...params,
         })
      },
userLogout: ({ 
path, }: {path: UserLogoutPathParams,
},
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/v1/users/${path.userId}/logout`,
           method: "POST",
  ...params,
         })
      },
userSessionList: ({ 
path, query = {}, }: {path: UserSessionListPathParams,
query?: UserSessionListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<ConsoleSessionResultsPage>({
           path: `/v1/users/${path.userId}/sessions`,
           method: "GET",
  query,
  ...params,
         })
      },
utilizationView: (_: EmptyObj,
params: FetchParams = {}) => {
         return this.request<Utilization>({
           path: `/v1/utilization`,
           method: "GET",
  ...params,
         })
      },
vpcFirewallRulesView: ({ 
query, }: {query: VpcFirewallRulesViewQueryParams,
},
params: FetchParams = {}) => {
         return this.request<VpcFirewallRules>({
           path: `/v1/vpc-firewall-rules`,
           method: "GET",
  query,
  ...params,
         })
      },
vpcFirewallRulesUpdate: ({ 
query, body, }: {query: VpcFirewallRulesUpdateQueryParams,
body: VpcFirewallRuleUpdateParams,
},
params: FetchParams = {}) => {
         return this.request<VpcFirewallRules>({
           path: `/v1/vpc-firewall-rules`,
           method: "PUT",
  body,
  query,
  ...params,
         })
      },
vpcRouterRouteList: ({ 
query = {}, }: {query?: VpcRouterRouteListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<RouterRouteResultsPage>({
           path: `/v1/vpc-router-routes`,
           method: "GET",
  query,
  ...params,
         })
      },
vpcRouterRouteCreate: ({ 
query, body, }: {query: VpcRouterRouteCreateQueryParams,
body: RouterRouteCreate,
},
params: FetchParams = {}) => {
         return this.request<RouterRoute>({
           path: `/v1/vpc-router-routes`,
           method: "POST",
  body,
  query,
  ...params,
         })
      },
vpcRouterRouteView: ({ 
path, query = {}, }: {path: VpcRouterRouteViewPathParams,
query?: VpcRouterRouteViewQueryParams,
},
params: FetchParams = {}) => {
         return this.request<RouterRoute>({
           path: `/v1/vpc-router-routes/${path.route}`,
           method: "GET",
  query,
  ...params,
         })
      },
vpcRouterRouteUpdate: ({ 
path, query = {}, body, }: {path: VpcRouterRouteUpdatePathParams,
query?: VpcRouterRouteUpdateQueryParams,
body: RouterRouteUpdate,
},
params: FetchParams = {}) => {
         return this.request<RouterRoute>({
           path: `/v1/vpc-router-routes/${path.route}`,
           method: "PUT",
  body,
  query,
  ...params,
         })
      },
vpcRouterRouteDelete: ({ 
path, query = {}, }: {path: VpcRouterRouteDeletePathParams,
query?: VpcRouterRouteDeleteQueryParams,
},
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/v1/vpc-router-routes/${path.route}`,
           method: "DELETE",
  query,
  ...params,
         })
      },
vpcRouterList: ({ 
query = {}, }: {query?: VpcRouterListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<VpcRouterResultsPage>({
           path: `/v1/vpc-routers`,
           method: "GET",
  query,
  ...params,
         })
      },
vpcRouterCreate: ({ 
query, body, }: {query: VpcRouterCreateQueryParams,
body: VpcRouterCreate,
},
params: FetchParams = {}) => {
         return this.request<VpcRouter>({
           path: `/v1/vpc-routers`,
           method: "POST",
  body,
  query,
  ...params,
         })
      },
vpcRouterView: ({ 
path, query = {}, }: {path: VpcRouterViewPathParams,
query?: VpcRouterViewQueryParams,
},
params: FetchParams = {}) => {
         return this.request<VpcRouter>({
           path: `/v1/vpc-routers/${path.router}`,
           method: "GET",
  query,
  ...params,
         })
      },
vpcRouterUpdate: ({ 
path, query = {}, body, }: {path: VpcRouterUpdatePathParams,
query?: VpcRouterUpdateQueryParams,
body: VpcRouterUpdate,
},
params: FetchParams = {}) => {
         return this.request<VpcRouter>({
           path: `/v1/vpc-routers/${path.router}`,
           method: "PUT",
  body,
  query,
  ...params,
         })
      },
vpcRouterDelete: ({ 
path, query = {}, }: {path: VpcRouterDeletePathParams,
query?: VpcRouterDeleteQueryParams,
},
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/v1/vpc-routers/${path.router}`,
           method: "DELETE",
  query,
  ...params,
         })
      },
vpcSubnetList: ({ 
query = {}, }: {query?: VpcSubnetListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<VpcSubnetResultsPage>({
           path: `/v1/vpc-subnets`,
           method: "GET",
  query,
  ...params,
         })
      },
vpcSubnetCreate: ({ 
query, body, }: {query: VpcSubnetCreateQueryParams,
body: VpcSubnetCreate,
},
params: FetchParams = {}) => {
         return this.request<VpcSubnet>({
           path: `/v1/vpc-subnets`,
           method: "POST",
  body,
  query,
  ...params,
         })
      },
vpcSubnetView: ({ 
path, query = {}, }: {path: VpcSubnetViewPathParams,
query?: VpcSubnetViewQueryParams,
},
params: FetchParams = {}) => {
         return this.request<VpcSubnet>({
           path: `/v1/vpc-subnets/${path.subnet}`,
           method: "GET",
  query,
  ...params,
         })
      },
vpcSubnetUpdate: ({ 
path, query = {}, body, }: {path: VpcSubnetUpdatePathParams,
query?: VpcSubnetUpdateQueryParams,
body: VpcSubnetUpdate,
},
params: FetchParams = {}) => {
         return this.request<VpcSubnet>({
           path: `/v1/vpc-subnets/${path.subnet}`,
           method: "PUT",
  body,
  query,
  ...params,
         })
      },
vpcSubnetDelete: ({ 
path, query = {}, }: {path: VpcSubnetDeletePathParams,
query?: VpcSubnetDeleteQueryParams,
},
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/v1/vpc-subnets/${path.subnet}`,
           method: "DELETE",
  query,
  ...params,
         })
      },
vpcSubnetListNetworkInterfaces: ({ 
path, query = {}, }: {path: VpcSubnetListNetworkInterfacesPathParams,
query?: VpcSubnetListNetworkInterfacesQueryParams,
},
params: FetchParams = {}) => {
         return this.request<InstanceNetworkInterfaceResultsPage>({
           path: `/v1/vpc-subnets/${path.subnet}/network-interfaces`,
           method: "GET",
  query,
  ...params,
         })
      },
vpcList: ({ 
query = {}, }: {query?: VpcListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<VpcResultsPage>({
           path: `/v1/vpcs`,
           method: "GET",
  query,
  ...params,
         })
      },
vpcCreate: ({ 
query, body, }: {query: VpcCreateQueryParams,
body: VpcCreate,
},
params: FetchParams = {}) => {
         return this.request<Vpc>({
           path: `/v1/vpcs`,
           method: "POST",
  body,
  query,
  ...params,
         })
      },
vpcView: ({ 
path, query = {}, }: {path: VpcViewPathParams,
query?: VpcViewQueryParams,
},
params: FetchParams = {}) => {
         return this.request<Vpc>({
           path: `/v1/vpcs/${path.vpc}`,
           method: "GET",
  query,
  ...params,
         })
      },
vpcUpdate: ({ 
path, query = {}, body, }: {path: VpcUpdatePathParams,
query?: VpcUpdateQueryParams,
body: VpcUpdate,
},
params: FetchParams = {}) => {
         return this.request<Vpc>({
           path: `/v1/vpcs/${path.vpc}`,
           method: "PUT",
  body,
  query,
  ...params,
         })
      },
vpcDelete: ({ 
path, query = {}, }: {path: VpcDeletePathParams,
query?: VpcDeleteQueryParams,
},
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/v1/vpcs/${path.vpc}`,
           method: "DELETE",
  query,
  ...params,
         })
      },
webhookReceiverCreate: ({ 
body, }: {body: WebhookCreate,
},
params: FetchParams = {}) => {
         return this.request<WebhookReceiver>({
           path: `/v1/webhook-receivers`,
           method: "POST",
  body,
  ...params,
         })
      },
webhookReceiverUpdate: ({ 
path, body, }: {path: WebhookReceiverUpdatePathParams,
body: WebhookReceiverUpdate,
},
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/v1/webhook-receivers/${path.receiver}`,
           method: "PUT",
  body,
  ...params,
         })
      },
webhookSecretsList: ({ 
query, }: {query: WebhookSecretsListQueryParams,
},
params: FetchParams = {}) => {
         return this.request<WebhookSecrets>({
           path: `/v1/webhook-secrets`,
           method: "GET",
  query,
  ...params,
         })
      },
webhookSecretsAdd: ({ 
query, body, }: {query: WebhookSecretsAddQueryParams,
body: WebhookSecretCreate,
},
params: FetchParams = {}) => {
         return this.request<WebhookSecret>({
           path: `/v1/webhook-secrets`,
           method: "POST",
  body,
  query,
  ...params,
         })
      },
webhookSecretsDelete: ({ 
path, }: {path: WebhookSecretsDeletePathParams,
},
params: FetchParams = {}) => {
         return this.request<void>({
           path: `/v1/webhook-secrets/${path.secretId}`,
           method: "DELETE",
  ...params,
         })
      },
}
     ws = {
instanceSerialConsoleStream: ({ 
 host, secure = true,
path, query = {}, }: {  host: string, secure?: boolean,
path: InstanceSerialConsoleStreamPathParams,
query?: InstanceSerialConsoleStreamQueryParams,
},
) => {
        const protocol = secure ? 'wss:' : 'ws:'
        const route = `/v1/instances/${path.instance}/serial-console/stream`
return new WebSocket(protocol + '//' + host + route+ toQueryString(query));
     },
  }
     }

   export default Api;
