/** Port settings with one link, its address from the fixtures' infra lot and a BGP peer. */
export function settingsBody(name: string, peer = '172.20.15.2', address = '172.20.15.22/28') {
  return {
    name,
    description: `settings ${name}`,
    port_config: { geometry: 'qsfp28x1' },
    links: [
      { link_name: 'phy0', mtu: 9000, speed: 'speed40_g', autoneg: true, lldp: { enabled: false } },
    ],
    interfaces: [{ link_name: 'phy0', kind: { type: 'primary' }, v6_enabled: true }],
    routes: [{ link_name: 'phy0', routes: [{ dst: '10.10.0.0/16', gw: peer }] }],
    addresses: [{ link_name: 'phy0', addresses: [{ address, address_lot: 'initial-infra' }] }],
    bgp_peers: [
      {
        link_name: 'phy0',
        peers: [
          {
            addr: { type: 'numbered', target_addr: peer },
            bgp_config: 'as65547',
            allowed_export: { type: 'no_filtering' },
            allowed_import: { type: 'allow', value: ['0.0.0.0/0'] },
            communities: [],
            connect_retry: 3,
            delay_open: 0,
            enforce_first_as: false,
            hold_time: 6,
            idle_hold_time: 3,
            keepalive: 2,
            remote_asn: 65002,
          },
        ],
      },
    ],
  }
}
