/** The lobby's clock settings for a new table: the pace (or hours per move) and the autopilot's bot level. */
import type { BotKind, ClockSetting } from '@alibi/protocol';
import { CLOCK_PACE_SECONDS, CORRESPONDENCE_HOURS } from '@alibi/protocol/constants';
import { useI18n } from '../i18n/index.tsx';

type Choice = 'off' | 'relaxed' | 'standard' | 'fast' | 'correspondence';
const CHOICES: readonly Choice[] = ['off', 'relaxed', 'standard', 'fast', 'correspondence'];

export function ClockFields({ clock, autopilot, onClock, onAutopilot }: { clock: ClockSetting; autopilot: BotKind; onClock: (c: ClockSetting) => void; onAutopilot: (k: BotKind) => void }) {
  const { t } = useI18n();
  const choice: Choice = typeof clock === 'object' ? 'correspondence' : clock;
  const label = (c: Choice): string => {
    if (c === 'off' || c === 'correspondence') return t(c === 'off' ? 'clock.off' : 'clock.correspondence');
    const s = CLOCK_PACE_SECONDS[c];
    return t(`clock.${c}`, { decision: s.decision, reserve: s.reserve / 60 });
  };
  return (
    <fieldset className="field clock-fields">
      <label className="field">
        <span>{t('clock.label')}</span>
        <select
          name="clock"
          value={choice}
          onChange={(e) => {
            const c = CHOICES.find((x) => x === e.target.value) ?? 'off';
            onClock(c === 'correspondence' ? { hoursPerMove: 24 } : c);
          }}
        >
          {CHOICES.map((c) => (
            <option key={c} value={c}>
              {label(c)}
            </option>
          ))}
        </select>
      </label>
      {typeof clock === 'object' && (
        <label className="field">
          <span>{t('clock.hours')}</span>
          <input
            type="number"
            name="clockHours"
            min={CORRESPONDENCE_HOURS.min}
            max={CORRESPONDENCE_HOURS.max}
            value={clock.hoursPerMove}
            onChange={(e) => {
              const n = Math.round(Number(e.target.value));
              onClock({ hoursPerMove: Math.min(CORRESPONDENCE_HOURS.max, Math.max(CORRESPONDENCE_HOURS.min, Number.isFinite(n) ? n : 24)) });
            }}
          />
        </label>
      )}
      <label className="field">
        <span>{t('clock.autopilot')}</span>
        <select name="autopilot" value={autopilot} onChange={(e) => onAutopilot(e.target.value === 'random' || e.target.value === 'expert' ? e.target.value : 'heuristic')}>
          <option value="expert">{t('lobby.seatExpert')}</option>
          <option value="heuristic">{t('lobby.seatHeuristic')}</option>
          <option value="random">{t('lobby.seatRandom')}</option>
        </select>
      </label>
      <small className="muted">{t('clock.hint')}</small>
    </fieldset>
  );
}
