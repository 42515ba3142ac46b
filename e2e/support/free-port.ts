import { createServer } from 'node:net';

/** A port nobody listens on now, so a portal already running on this machine is never mistaken for ours. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (addr && typeof addr === 'object' ? resolve(addr.port) : reject(new Error('no free port'))));
    });
  });
}
