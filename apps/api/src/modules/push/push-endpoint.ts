import { isIP } from 'node:net';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * Whether we may POST to a subscription's endpoint: the server calls whatever URL a browser hands it, so
 * the URL must look like a push service (https, default port, a public DNS name) and never an address of
 * our own network. With `allowInsecure` (PUSH_ALLOW_INSECURE=1: tests, local development) http on the
 * loopback and any port are allowed too. Returns the message key of the problem, or null.
 */
export function pushEndpointProblem(endpoint: string, allowInsecure: boolean): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'pushEndpointInvalid';
  }
  if (url.username || url.password) return 'pushEndpointInvalid';
  const host = url.hostname.toLowerCase();
  if (allowInsecure && LOOPBACK.has(host) && (url.protocol === 'http:' || url.protocol === 'https:')) return null;
  if (url.protocol !== 'https:') return url.protocol === 'http:' ? 'pushEndpointInsecure' : 'pushEndpointInvalid';
  if (allowInsecure) return null;
  if (url.port !== '' && url.port !== '443') return 'pushEndpointInvalid';
  const bare = host.replace(/^\[|\]$/g, '');
  // Push services have DNS names; an address literal or a name of the local network is never one.
  if (isIP(bare) !== 0) return 'pushEndpointInvalid';
  if (!host.includes('.') || /\.(localhost|local|internal|lan|home|corp|intranet)\.?$/.test(host)) return 'pushEndpointInvalid';
  return null;
}
