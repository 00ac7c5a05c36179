/** A small, dependency-free SVG chart of the arena's win rates with their 95% intervals. */

export interface ChartBar {
  label: string;
  rate: number;
  ci95: [number, number];
  fairShare: number;
}

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);

const pct = (x: number) => `${Math.round(x * 1000) / 10}%`;

/** Horizontal bars from 0% to 100%, whiskers for the intervals, a dashed tick for each bot's fair share. */
export function winRateSvg(title: string, bars: readonly ChartBar[]): string {
  const left = 110;
  const plot = 420;
  const row = 44;
  const top = 48;
  const width = left + plot + 90;
  const height = top + bars.length * row + 66;
  const x = (v: number) => left + Math.max(0, Math.min(1, v)) * plot;
  const r = (v: number) => Math.round(v * 10) / 10;
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui, sans-serif" font-size="13">`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<text x="${left}" y="26" font-size="15" font-weight="600" fill="#222">${escape(title)}</text>`,
  ];
  const axisY = top + bars.length * row + 6;
  for (let t = 0; t <= 10; t += 2) {
    const gx = r(x(t / 10));
    parts.push(`<line x1="${gx}" y1="${top - 6}" x2="${gx}" y2="${axisY}" stroke="#e6e6e6"/>`);
    parts.push(`<text x="${gx}" y="${axisY + 18}" text-anchor="middle" fill="#666">${t * 10}%</text>`);
  }
  parts.push(`<line x1="${left}" y1="${axisY}" x2="${left + plot}" y2="${axisY}" stroke="#444"/>`);
  parts.push(`<line x1="${left}" y1="${top - 6}" x2="${left}" y2="${axisY}" stroke="#444"/>`);
  bars.forEach((b, i) => {
    const y = top + i * row;
    const mid = y + row / 2 - 4;
    const [lo, hi] = b.ci95;
    parts.push(
      `<text x="${left - 10}" y="${r(mid + 4)}" text-anchor="end" fill="#222">${escape(b.label)}</text>`,
      `<rect x="${left}" y="${r(mid - 11)}" width="${r(x(b.rate) - left)}" height="22" fill="#5b8def" rx="2"/>`,
      `<line x1="${r(x(lo))}" y1="${r(mid)}" x2="${r(x(hi))}" y2="${r(mid)}" stroke="#1b2a4a" stroke-width="1.5"/>`,
      `<line x1="${r(x(lo))}" y1="${r(mid - 6)}" x2="${r(x(lo))}" y2="${r(mid + 6)}" stroke="#1b2a4a" stroke-width="1.5"/>`,
      `<line x1="${r(x(hi))}" y1="${r(mid - 6)}" x2="${r(x(hi))}" y2="${r(mid + 6)}" stroke="#1b2a4a" stroke-width="1.5"/>`,
      `<line x1="${r(x(b.fairShare))}" y1="${r(mid - 17)}" x2="${r(x(b.fairShare))}" y2="${r(mid + 17)}" stroke="#d9480f" stroke-width="1.5" stroke-dasharray="4 3"/>`,
      `<text x="${r(x(hi) + 8)}" y="${r(mid + 4)}" fill="#222">${pct(b.rate)}</text>`,
    );
  });
  parts.push(
    `<line x1="${left}" y1="${height - 16}" x2="${left + 18}" y2="${height - 16}" stroke="#d9480f" stroke-width="1.5" stroke-dasharray="4 3"/>`,
    `<text x="${left + 24}" y="${height - 12}" fill="#666">fair share</text>`,
    `<line x1="${left + 110}" y1="${height - 16}" x2="${left + 128}" y2="${height - 16}" stroke="#1b2a4a" stroke-width="1.5"/>`,
    `<text x="${left + 134}" y="${height - 12}" fill="#666">95% interval (Wilson)</text>`,
    '</svg>',
  );
  return `${parts.join('\n')}\n`;
}
