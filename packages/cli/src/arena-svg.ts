/** Small, dependency-free SVG charts of the arena's figures (win rates or team scores) with their 95% intervals. */

export interface ChartBar {
  label: string;
  rate: number;
  ci95: [number, number];
  fairShare: number;
}

export interface ScoreBar {
  label: string;
  score: number;
  ci95: [number, number] | null;
}

/** One bar with its whiskers and a dashed reference tick, on an axis from 0 to `Axis.max`. */
interface Bar {
  label: string;
  value: number;
  ci95: [number, number] | null;
  reference: number;
}

interface Axis {
  max: number;
  /** Text of a value, on the axis and after each bar. */
  format: (v: number) => string;
  referenceLabel: string;
  intervalLabel: string;
}

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);

const pct = (x: number) => `${Math.round(x * 1000) / 10}%`;

/** Horizontal bars from 0 to `axis.max`, whiskers for the intervals, a dashed tick for each bar's reference. */
function barChart(title: string, bars: readonly Bar[], axis: Axis): string {
  const left = 110;
  const plot = 420;
  const row = 44;
  const top = 48;
  const width = left + plot + 90;
  const height = top + bars.length * row + 66;
  const x = (v: number) => left + Math.max(0, Math.min(1, v / axis.max)) * plot;
  const r = (v: number) => Math.round(v * 10) / 10;
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui, sans-serif" font-size="13">`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<text x="${left}" y="26" font-size="15" font-weight="600" fill="#222">${escape(title)}</text>`,
  ];
  const axisY = top + bars.length * row + 6;
  for (let t = 0; t <= 10; t += 2) {
    const gx = r(x((t / 10) * axis.max));
    parts.push(`<line x1="${gx}" y1="${top - 6}" x2="${gx}" y2="${axisY}" stroke="#e6e6e6"/>`);
    parts.push(`<text x="${gx}" y="${axisY + 18}" text-anchor="middle" fill="#666">${axis.format((t / 10) * axis.max)}</text>`);
  }
  parts.push(`<line x1="${left}" y1="${axisY}" x2="${left + plot}" y2="${axisY}" stroke="#444"/>`);
  parts.push(`<line x1="${left}" y1="${top - 6}" x2="${left}" y2="${axisY}" stroke="#444"/>`);
  bars.forEach((b, i) => {
    const y = top + i * row;
    const mid = y + row / 2 - 4;
    parts.push(
      `<text x="${left - 10}" y="${r(mid + 4)}" text-anchor="end" fill="#222">${escape(b.label)}</text>`,
      `<rect x="${left}" y="${r(mid - 11)}" width="${r(x(b.value) - left)}" height="22" fill="#5b8def" rx="2"/>`,
    );
    if (b.ci95) {
      const [lo, hi] = b.ci95;
      parts.push(
        `<line x1="${r(x(lo))}" y1="${r(mid)}" x2="${r(x(hi))}" y2="${r(mid)}" stroke="#1b2a4a" stroke-width="1.5"/>`,
        `<line x1="${r(x(lo))}" y1="${r(mid - 6)}" x2="${r(x(lo))}" y2="${r(mid + 6)}" stroke="#1b2a4a" stroke-width="1.5"/>`,
        `<line x1="${r(x(hi))}" y1="${r(mid - 6)}" x2="${r(x(hi))}" y2="${r(mid + 6)}" stroke="#1b2a4a" stroke-width="1.5"/>`,
      );
    }
    parts.push(
      `<line x1="${r(x(b.reference))}" y1="${r(mid - 17)}" x2="${r(x(b.reference))}" y2="${r(mid + 17)}" stroke="#d9480f" stroke-width="1.5" stroke-dasharray="4 3"/>`,
      `<text x="${r(x(Math.max(b.value, b.ci95?.[1] ?? b.value)) + 8)}" y="${r(mid + 4)}" fill="#222">${axis.format(b.value)}</text>`,
    );
  });
  parts.push(
    `<line x1="${left}" y1="${height - 16}" x2="${left + 18}" y2="${height - 16}" stroke="#d9480f" stroke-width="1.5" stroke-dasharray="4 3"/>`,
    `<text x="${left + 24}" y="${height - 12}" fill="#666">${escape(axis.referenceLabel)}</text>`,
    `<line x1="${left + 150}" y1="${height - 16}" x2="${left + 168}" y2="${height - 16}" stroke="#1b2a4a" stroke-width="1.5"/>`,
    `<text x="${left + 174}" y="${height - 12}" fill="#666">${escape(axis.intervalLabel)}</text>`,
    '</svg>',
  );
  return `${parts.join('\n')}\n`;
}

/** Win rates from 0% to 100% with Wilson intervals and each bot's fair share. */
export function winRateSvg(title: string, bars: readonly ChartBar[]): string {
  return barChart(
    title,
    bars.map((b) => ({ label: b.label, value: b.rate, ci95: b.ci95, reference: b.fairShare })),
    { max: 1, format: pct, referenceLabel: 'fair share', intervalLabel: '95% interval (Wilson)' },
  );
}

/** A round axis end at or above `x`: 1, 2 or 5 times a power of ten. */
function niceCeiling(x: number): number {
  if (!(x > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(x));
  return ([1, 2, 5, 10].find((m) => m * power >= x) as number) * power;
}

/** Mean team scores (co-operative games) from 0 with t intervals and the mean over all bots. */
export function scoreSvg(title: string, bars: readonly ScoreBar[], overallMean: number): string {
  const max = niceCeiling(Math.max(...bars.map((b) => Math.max(b.score, b.ci95?.[1] ?? 0))));
  const format = (v: number) => String(Math.round(v * 10) / 10);
  return barChart(
    title,
    bars.map((b) => ({ label: b.label, value: Math.max(0, b.score), ci95: b.ci95, reference: overallMean })),
    { max, format, referenceLabel: 'mean of all bots', intervalLabel: '95% interval (t)' },
  );
}
