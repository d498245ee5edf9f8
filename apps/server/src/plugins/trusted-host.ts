import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isIP } from 'node:net';
import os from 'node:os';
import { AppError } from '../lib/app-error';

/** Probes reach a container by whatever address its orchestrator uses; they make no links. */
const ANY_HOST = /^\/api\/health(\/|$|\?)/;

/** The host part of a Host header, lower-case, without port or IPv6 brackets. */
function hostOf(header: string): string {
  try {
    return new URL(`http://${header}`).hostname.replace(/^\[|\]$/g, '').toLowerCase();
  } catch {
    return '(none)';
  }
}

/**
 * The names this machine knows are its own: loopback, its host name, the addresses of its
 * network interfaces (a container's, a LAN's), and what the operator lists.
 */
function ownHostNames(listed: string[], host: string): Set<string> {
  const names = new Set(['localhost', '127.0.0.1', '::1', os.hostname().toLowerCase()]);
  for (const addresses of Object.values(os.networkInterfaces())) {
    for (const { address } of addresses ?? []) names.add(address.toLowerCase());
  }
  if (host !== '0.0.0.0' && host !== '::') names.add(hostOf(host));
  for (const name of listed) names.add(hostOf(name));
  return names;
}

const refused = (host: string) =>
  new AppError(
    400,
    `This server does not answer to the address ${host}. Its operator lists the addresses it is reached at in PUBLIC_URL or ALLOWED_HOSTS.`,
  );

const isOwn = (names: Set<string>, host: string) =>
  names.has(host) ||
  host.endsWith('.localhost') ||
  (isIP(host) === 4 && host.startsWith('127.')) ||
  host === '::ffff:127.0.0.1';

/**
 * Without PUBLIC_URL, the links the server writes (password resets, invitations, canonical
 * addresses, the sitemap, V-Card links and QR codes) name the address each request came to. A
 * request may name any Host, so one naming someone else's would have us mail a victim a reset
 * link to the attacker's site. Requests to a Host that is not this server's own are refused.
 * With PUBLIC_URL set, links never come from the request, and any Host is served.
 */
async function trustedHostPlugin(
  app: FastifyInstance,
  {
    publicUrl,
    allowedHosts,
    host,
  }: { publicUrl: string | undefined; allowedHosts: string[]; host: string },
) {
  if (publicUrl) return;
  const names = ownHostNames(allowedHosts, host);
  app.addHook('onRequest', async (request) => {
    if (ANY_HOST.test(request.url)) return;
    const asked = hostOf(request.host);
    if (!isOwn(names, asked)) throw refused(asked);
  });
}

export default fp(trustedHostPlugin, { name: 'trusted-host' });
