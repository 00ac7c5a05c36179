/**
 * Longest test files first. Two workers share the suite; a long file that starts last leaves one
 * core idle while it finishes (a fresh clone has no Vitest cache, and Vitest then orders by file
 * size: the agreement tests, a few lines that run for minutes, started near the end). Order: the
 * project groups in turn (the browser tests last), and within a group, across its projects, by
 * Vitest's own measured duration when its cache has one, else the committed estimate in
 * test-durations.json (seconds, from `npm run test:durations -- REPORT.json`), else 0.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const ESTIMATES: Record<string, number> = JSON.parse(readFileSync(new URL('./test-durations.json', import.meta.url), 'utf8'));

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const seconds = (spec: TestSpecification): number => {
      const path = relative(root, spec.moduleId);
      const cached = this.ctx.cache.getFileTestResults(`${spec.project.name}:${path}`);
      return cached ? cached.duration / 1000 : (ESTIMATES[path] ?? 0);
    };
    return [...files].sort(
      (a, b) => a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder || seconds(b) - seconds(a),
    );
  }
}
