import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export type AxeViolation = {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: unknown[]; html: string; failureSummary?: string }>;
};

/**
 * Runs axe-core (WCAG 2.0-2.2 A and AA and best practices) in the page and returns the serious and
 * critical violations, each summarised on one line per element for a readable failure.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  // A dialog or menu still fading in is read mid-way (its overlay half opaque: colours of no final state, reported as
  // contrast failures): wait for the finite animations and transitions to end first (spinners run forever).
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => {});
  // Evaluated through the DevTools protocol: the page's CSP (no inline scripts) rightly refuses a script tag.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map((n) => `${v.impact} ${v.id} (${v.help}): ${n.html.slice(0, 160)} ${n.failureSummary?.replace(/\s+/g, ' ') ?? ''}`),
    );
}
