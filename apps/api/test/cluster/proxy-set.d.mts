import type { ChildProcess } from 'node:child_process';

export function freePort(): Promise<number>;
export function ensureNginx(): string;
export function makeCertificate(dir: string): { cert: string; key: string; pem: string };
export function renderNginxConfig(o: { dir: string; port: number; upstreams: number[]; cert: string; key: string }): string;
export function startNginx(o: { dir: string; port: number; upstreams: number[]; cert: string; key: string }): Promise<{ child: ChildProcess; errorLog: () => string }>;
export function startRedis(dir: string): Promise<{ url: string; child: ChildProcess }>;
