import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { Agent, buildConnector, fetch as undiciFetch } from 'undici';

/**
 * Addresses the server is never made to reach on someone's word: loopback, private networks,
 * link-local (cloud metadata services live there), shared address space, multicast, reserved.
 */
const PRIVATE = new net.BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv6');
}

/** IPv4 written as IPv6 (::ffff:a.b.c.d) is checked as the IPv4 address it is. */
export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPublicAddress(mapped);
  const family = net.isIP(address);
  if (family === 0) return false;
  return !PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Names that only ever mean this machine or its private network. */
const PRIVATE_NAME = /(^|\.)(localhost|local|internal|intranet|lan|home\.arpa)$/i;

/** A refused destination; its message says which and how to allow it. */
export class PrivateAddressError extends Error {
  constructor(host: string, address?: string) {
    super(
      `${host}${address && address !== host ? ` (${address})` : ''} is on a private network or this machine: CareerCard calls only public addresses. To allow it, the server's operator sets OUTBOUND_ALLOW_PRIVATE=true.`,
    );
    this.name = 'PrivateAddressError';
  }
}

/** The host of a URL or a bare host name, without brackets. */
const hostOf = (target: string) => {
  try {
    return new URL(target).hostname.replace(/^\[|\]$/g, '');
  } catch {
    return target.trim().replace(/^\[|\]$/g, '');
  }
};

export type OutboundGuard = ReturnType<typeof createOutboundGuard>;

/**
 * Where the addresses staff type in Application Settings (SMTP host, SMS gateway, storage
 * endpoint, courier) may lead: public addresses only, unless the operator allows private ones.
 * Checked when a setting is saved (names and literal addresses) and again on every connection,
 * on the address actually connected to, so a name that later resolves inside is refused too.
 */
export function createOutboundGuard({
  allowPrivate,
  resolver = dns.lookup,
}: {
  allowPrivate: boolean;
  /** How names are resolved (tests give a name an inside address). */
  resolver?: typeof dns.lookup;
}) {
  const allowed = (address: string) => allowPrivate || isPublicAddress(address);

  /** A name's addresses, refused unless every one of them may be reached. */
  const lookup: net.LookupFunction = (hostname, options, callback) => {
    resolver(hostname, { ...options, all: true }, (error, found) => {
      if (error) return callback(error, '', 4);
      const refused = found.find(({ address }) => !allowed(address));
      if (refused) return callback(new PrivateAddressError(hostname, refused.address), '', 4);
      if (options.all)
        return (callback as (e: null, all: dns.LookupAddress[]) => void)(null, found);
      return callback(null, found[0]!.address, found[0]!.family);
    });
  };

  /** The refusal for `target` (a URL or a host) known without a lookup, if any. */
  function refusalOf(target: string): PrivateAddressError | undefined {
    if (allowPrivate) return undefined;
    const host = hostOf(target);
    if (net.isIP(host) !== 0)
      return isPublicAddress(host) ? undefined : new PrivateAddressError(host);
    return PRIVATE_NAME.test(host) ? new PrivateAddressError(host) : undefined;
  }

  /** A socket that fails with `refusal` as a connection would, for clients that expect one. */
  const refusedSocket = (refusal: Error) => {
    const socket = new net.Socket();
    process.nextTick(() => socket.destroy(refusal));
    return socket;
  };

  // Literal addresses never reach `lookup`: each connection checks its host first.
  const guardAgent = <A extends http.Agent>(agent: A): A => {
    const connect = agent.createConnection.bind(agent) as (
      options: net.NetConnectOpts,
      callback?: (error: Error | null, socket: net.Socket) => void,
    ) => net.Socket;
    Object.assign(agent, {
      createConnection: (options: net.TcpNetConnectOpts, callback?: () => void) => {
        const refusal = refusalOf(String(options.host ?? ''));
        return refusal ? refusedSocket(refusal) : connect({ ...options, lookup }, callback);
      },
    });
    return agent;
  };

  const connector = buildConnector({ lookup });
  const dispatcher = new Agent({
    connect: (options, callback) => {
      const refusal = refusalOf(options.hostname);
      if (refusal) callback(refusal, null);
      else connector(options, callback);
    },
  });

  return {
    refusalOf,

    /** fetch that reaches only allowed addresses (the SMS gateways). */
    fetch: ((input: string | URL, init?: RequestInit) =>
      undiciFetch(input, { ...(init as object), dispatcher })) as unknown as typeof fetch,

    /** Agents for clients that take them (the S3 SDK). */
    agents: () => ({
      httpAgent: guardAgent(new http.Agent({ keepAlive: true })),
      httpsAgent: guardAgent(new https.Agent({ keepAlive: true })),
    }),

    /** The address to connect to for `host` (SMTP), checked: connecting to it, not the name. */
    resolve: async (host: string): Promise<string> => {
      const refusal = refusalOf(host);
      if (refusal) throw refusal;
      if (net.isIP(host) !== 0) return host;
      return new Promise((resolve, reject) => {
        lookup(host, {}, (error, address) => (error ? reject(error) : resolve(address as string)));
      });
    },
  };
}
