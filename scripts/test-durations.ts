/**
 * Rewrites scripts/test-durations.json (what the test sequencer orders by) from Vitest JSON
 * reports: `npx vitest run --reporter=json --outputFile=R.json`, then
 * `npm run test:durations -- R.json [MORE.json]`. Files missing from the reports keep their entry.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';

const out = new URL('./test-durations.json', import.meta.url);
const reports = process.argv.slice(2);
if (reports.length === 0) {
  console.error('usage: npm run test:durations -- REPORT.json [MORE.json]');
  process.exit(2);
}
const durations: Record<string, number> = JSON.parse(readFileSync(out, 'utf8'));
for (const file of reports) {
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    testResults?: { name: string; startTime: number; endTime: number }[];
  };
  if (!Array.isArray(report.testResults)) {
    console.error(`${file}: not a Vitest JSON report (no testResults)`);
    process.exit(2);
  }
  for (const r of report.testResults)
    durations[relative(process.cwd(), r.name)] = Math.round((r.endTime - r.startTime) / 100) / 10;
}
const sorted = Object.fromEntries(Object.entries(durations).sort(([, a], [, b]) => b - a));
writeFileSync(out, `${JSON.stringify(sorted, null, 1)}\n`);
console.log(`${Object.keys(sorted).length} files in ${relative(process.cwd(), out.pathname)}`);
