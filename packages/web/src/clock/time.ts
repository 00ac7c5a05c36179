/** Clock arithmetic for the table chrome: the same rule as the server (decision time first, then the reserve). */
import type { ClockSetting, SeatClock } from '@alibi/protocol';
import { CLOCK_PACE_SECONDS } from '@alibi/protocol/constants';

/** A seat's remaining time `elapsedMs` after the push that carried `c`. */
export function remaining(c: SeatClock, elapsedMs: number): { decisionMs: number; reserveMs: number } {
  if (!c.running) return { decisionMs: c.decisionMs, reserveMs: c.reserveMs };
  const e = Math.max(0, elapsedMs);
  const fromDecision = Math.min(e, c.decisionMs);
  return { decisionMs: c.decisionMs - fromDecision, reserveMs: Math.max(0, c.reserveMs - (e - fromDecision)) };
}

/** m:ss under an hour, h:mm:ss under a day, else days and hours. */
export function formatMs(ms: number): string {
  const s = Math.ceil(Math.max(0, ms) / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  if (s < 3600) return `${Math.floor(s / 60)}:${pad(s % 60)}`;
  if (s < 86_400) return `${Math.floor(s / 3600)}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
  return `${Math.floor(s / 86_400)}d ${Math.floor((s % 86_400) / 3600)}h`;
}

/** Low time shows red: under a third of one decision's time in all (at least 5 s). */
export function isLow(setting: ClockSetting, totalMs: number): boolean {
  if (setting === 'off') return false;
  const decisionMs = typeof setting === 'object' ? setting.hoursPerMove * 3_600_000 : CLOCK_PACE_SECONDS[setting].decision * 1000;
  return totalMs <= Math.max(5000, decisionMs / 3);
}
