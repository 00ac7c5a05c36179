/**
 * An accessibility audit in the real browser: axe-core's source is injected into the page and run
 * with the WCAG 2.0/2.1 A and AA rules. `expectNoViolations` fails with each violation's id, help
 * text and the selectors of the nodes it found, so a failure says what to fix.
 */
import axe from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; summary: string; html: string }[];
}

/** Runs axe over the whole document (injecting it once per page load) and returns the violations. */
export async function audit(page: Page): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  // Evaluated through the DevTools protocol: the page's CSP (script-src 'self') refuses inline tags.
  if (!loaded) await page.evaluate(`${axe.source}\n;void 0`);
  return page.evaluate(async (tags) => {
    const w = window as unknown as {
      axe: {
        run(
          ctx: Document,
          opts: object,
        ): Promise<{
          violations: {
            id: string;
            impact: string | null;
            help: string;
            nodes: { target: unknown[]; failureSummary?: string; html: string }[];
          }[];
        }>;
      };
    };
    const result = await w.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    const ax = (
      window as unknown as {
        axe: {
          setup(d: Document): void;
          teardown(): void;
          utils: { getNodeFromTree(n: Element): unknown };
          commons: { text: { visibleVirtual(v: unknown, sr: boolean, nr: boolean): string } };
        };
      }
    ).axe;
    /** For label-in-name failures: the visible text axe compared with the name. */
    const seen = (id: string, target: unknown[]): string => {
      if (id !== 'label-content-name-mismatch' || target.length !== 1) return '';
      const el = document.querySelector(String(target[0]));
      return el ? ` [visible text: "${ax.commons.text.visibleVirtual(ax.utils.getNodeFromTree(el), false, false)}"]` : '';
    };
    if (result.violations.some((v) => v.id === 'label-content-name-mismatch')) ax.setup(document);
    const out = result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({
        target: n.target.map(String),
        summary: (n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 300) + seen(v.id, n.target),
        html: n.html.slice(0, 200),
      })),
    }));
    if (result.violations.some((v) => v.id === 'label-content-name-mismatch')) ax.teardown();
    return out;
  }, AXE_TAGS);
}

/** A readable account of the violations, one line per node. */
export function describeViolations(label: string, violations: AxeViolation[]): string {
  const lines = [`axe: ${violations.length} violation(s) on ${label}`];
  for (const v of violations) {
    lines.push(`- ${v.id} (${v.impact ?? '?'}): ${v.help}`);
    for (const n of v.nodes.slice(0, 8)) lines.push(`    ${n.target.join(' ')} — ${n.summary}\n      ${n.html}`);
    if (v.nodes.length > 8) lines.push(`    … and ${v.nodes.length - 8} more`);
  }
  return lines.join('\n');
}

/** Audits the page and fails the test, printing every violation, unless there is none. */
export async function expectNoViolations(page: Page, label: string): Promise<void> {
  const violations = await audit(page);
  if (violations.length > 0) console.error(describeViolations(label, violations));
  // Soft: one run lists every page's violations, and the test still fails.
  expect.soft(violations.map((v) => `${v.id} (${v.nodes.length}) on ${label}`)).toEqual([]);
}
