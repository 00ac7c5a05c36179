/**
 * The review's chance line (docs/review.md), for any game the review covers: the seat's chance of
 * the true hidden answer before each action, a dashed mark where it could first be certain, a dot
 * per claim or guess (red when wrong). Drawn at the figure's own width in CSS pixels, so its text
 * stays readable on a phone instead of shrinking with a fixed viewBox.
 */
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { SeatReview } from '@alibi/deduction/review';
import { seatHex } from '../art/palette.ts';
import { useI18n } from '../i18n/index.tsx';

/** The figure's width in CSS pixels (600 until measured). */
function useWidth(): [RefObject<HTMLElement | null>, number] {
  const ref = useRef<HTMLElement>(null);
  const [width, setWidth] = useState(600);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => el.clientWidth > 0 && setWidth(el.clientWidth);
    update();
    const ro = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    ro?.observe(el);
    return () => ro?.disconnect();
  }, []);
  return [ref, width];
}

/** Labels every `k` turns, `k` the first of these that leaves `gap` pixels between labels. */
function labelEvery(turns: number, span: number, gap = 34): number {
  return [1, 2, 5, 10, 20, 50, 100].find((k) => (span * k) / Math.max(1, turns) >= gap) ?? 100;
}

/** A seat's line stops at its first wrong claim: from there it has seen the missing card. */
const shownCurve = (r: SeatReview) => r.curve.filter((c) => c.step <= (r.wrongClaims[0]?.step ?? Infinity));

/**
 * `label`: what the line is; `dots`: what the claim dots are (shown when there are any);
 * `others`: more seats' lines, drawn thinner under `review`'s, with a legend naming them by `name`.
 */
export function Chart({
  review,
  label,
  dots,
  others = [],
  name,
}: {
  review: SeatReview;
  label: string;
  dots: string;
  others?: readonly SeatReview[];
  name?: (seat: number) => string;
}) {
  const { t } = useI18n();
  const [ref, measured] = useWidth();
  const w = Math.max(260, Math.min(1000, measured));
  const h = w < 480 ? 160 : 200;
  const left = 40;
  const right = 12;
  const top = 10;
  const bottom = 24;
  const curve = shownCurve(review);
  // The x axis spans every drawn line (another seat's may go on after this one's wrong claim).
  const lastStep = Math.max(curve.at(-1)?.step ?? 0, ...others.map((o) => shownCurve(o).at(-1)?.step ?? 0));
  const base = review.curve[0]?.step ?? 0;
  const n = Math.max(1, lastStep - base);
  const x = (step: number) => left + ((w - left - right) * (step - base)) / n;
  const y = (p: number) => h - bottom - (h - top - bottom) * p;
  const line = (c: readonly { step: number; p: number }[]) =>
    c.map((pt) => `${x(pt.step).toFixed(1)},${y(pt.p).toFixed(1)}`).join(' ');
  const points = line(curve);
  // Turn ticks come from the longest line's steps.
  const axis = [curve, ...others.map(shownCurve)].reduce((a, b) => (b.length > a.length ? b : a), curve);
  // The x axis in the game's turns: a tick where each turn starts, a number every few turns.
  const starts = axis.filter((c, i) => c.turn > 0 && c.turn !== axis[i - 1]?.turn);
  const every = labelEvery(starts.length, w - left - right);
  // Turns are uneven in steps: a label too close to the last one drawn is left out.
  const labelled = new Set<number>();
  let lastX = -Infinity;
  for (const c of starts) {
    if ((c.turn === 1 || c.turn % every === 0) && x(c.step) - lastX >= 24) {
      labelled.add(c.step);
      lastX = x(c.step);
    }
  }
  const certainX = review.certainAt ? x(review.certainAt.step) : null;
  // The "certain" label sits right of its mark, or left of it near the right edge.
  const labelEnd = certainX !== null && certainX > w - 90;
  return (
    <figure className="review-chart" ref={ref}>
      <svg viewBox={`0 0 ${w} ${h}`} width={w} height={h} role="img" aria-label={label}>
        <line x1={left} y1={y(0)} x2={w - right} y2={y(0)} className="axis" />
        <line x1={left} y1={y(0.5)} x2={w - right} y2={y(0.5)} className="grid" />
        <line x1={left} y1={y(1)} x2={w - right} y2={y(1)} className="grid grid-top" />
        {[1, 0.5, 0].map((p) => (
          <text key={p} x={left - 6} y={y(p) + 4} textAnchor="end" className="tick">
            {p ? `${p * 100}%` : '0'}
          </text>
        ))}
        <text x={left - 6} y={h - 6} textAnchor="end" className="tick">
          {t('review.axisTurn')}
        </text>
        {starts.map((c) => (
          <g key={c.step} className="turn-tick">
            <line x1={x(c.step)} y1={y(0)} x2={x(c.step)} y2={y(0) + 4} />
            {labelled.has(c.step) && (
              <text x={x(c.step)} y={h - 6} textAnchor="middle" className="tick">
                {c.turn}
              </text>
            )}
          </g>
        ))}
        {certainX !== null && (
          <g className="certain-mark">
            <line x1={certainX} y1={y(0)} x2={certainX} y2={y(1)} />
            <text x={labelEnd ? certainX - 5 : certainX + 5} y={y(1) + 16} textAnchor={labelEnd ? 'end' : 'start'}>
              {t('review.certain')}
            </text>
          </g>
        )}
        {others.map((o) => (
          <polyline
            key={o.seat}
            className="other-line"
            data-seat={o.seat}
            points={line(shownCurve(o))}
            fill="none"
            stroke={seatHex(o.seat)}
            strokeWidth={1.5}
            strokeOpacity={0.7}
            strokeLinejoin="round"
          />
        ))}
        <polyline
          className="seat-line"
          data-seat={review.seat}
          points={points}
          fill="none"
          stroke={seatHex(review.seat)}
          strokeWidth={2.5}
          strokeLinejoin="round"
        />
        {review.claims.map((c) => (
          <circle key={c.step} cx={x(c.step)} cy={y(c.probability)} r={5} className={c.correct ? 'claim right' : 'claim wrong'} />
        ))}
      </svg>
      <figcaption>
        {label}
        {review.claims.length > 0 && <span className="chart-dots"> {dots}</span>}
        {others.length > 0 && name && (
          <span className="chart-legend">
            {[review, ...others]
              .map((r) => r.seat)
              .sort((a, b) => a - b)
              .map((s) => (
                <span key={s} className={s === review.seat ? 'legend-seat main' : 'legend-seat'}>
                  <span className="swatch" style={{ background: seatHex(s) }} aria-hidden="true" />
                  {name(s)}
                </span>
              ))}
          </span>
        )}
      </figcaption>
    </figure>
  );
}
