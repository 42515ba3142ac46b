// docs/performance.md holds hand-written notes and sections the scripts write between markers
// (<!-- <name>:start --> … <!-- <name>:end -->), so a run replaces its own numbers and nothing else.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const DOC = path.resolve(import.meta.dirname, '..', 'docs', 'performance.md');

export function updateSection(name, markdown) {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  let doc = existsSync(DOC) ? readFileSync(DOC, 'utf8') : '# Performance\n';
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  doc = from >= 0 && to > from ? doc.slice(0, from) + block + doc.slice(to + end.length) : `${doc.trimEnd()}\n\n${block}\n`;
  writeFileSync(DOC, doc);
}

/** nproc, CPU model, memory, Node, and the load average when the run started (other work shares the machine). */
export function machine() {
  const cpu = os.cpus()[0]?.model ?? 'unknown';
  let nproc = String(os.availableParallelism());
  try {
    nproc = execFileSync('nproc', { encoding: 'utf8' }).trim();
  } catch {
    /* os.availableParallelism() stands */
  }
  return {
    nproc,
    cpu,
    memory: `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
    node: process.version,
    os: `${os.type()} ${os.release()}`,
    load: os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' '),
  };
}
