import type { ChildProcess } from 'node:child_process';

/** Waits until the portal process answers /api/healthz; fails at once if it exits, or after 90 s. */
export async function waitForPortal(child: ChildProcess, origin: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the portal at ${origin} exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/healthz`)).ok) return;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`the portal at ${origin} did not become ready in ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 300));
  }
}
