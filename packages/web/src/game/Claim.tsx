import { useState } from 'react';
import { cardOf, LOCATIONS, TIMES, type Action, type View } from '@alibi/perfect-alibi';
import type { TableInfo } from '@alibi/protocol';
import { CardArt } from '../art/Card.tsx';
import { useI18n } from '../i18n/index.tsx';
import { Why } from '../ui/Why.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { ValueIcon } from './Actions.tsx';
import { claimRefusal, ofType, questionList, seatName, valueName, valuesText } from './logic.ts';

/** Pick a time and a location, then confirm the claim by name; a card that cannot be claimed says why. */
export function ClaimDialog({ open, onClose, view, legal, act }: { open: boolean; onClose: () => void; view: Pick<View, 'hand' | 'publicCards'>; legal: readonly Action[]; act: (a: Action) => void }) {
  const { t } = useI18n();
  const [time, setTime] = useState<number | null>(null);
  const [location, setLocation] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const claimable = new Set(ofType(legal, 'claim').map((a) => a.card));
  const card = time !== null && location !== null ? cardOf(time, location) : null;
  const refusal = card === null ? null : claimRefusal(card, view, claimable, t);
  const close = () => {
    setConfirming(false);
    onClose();
  };
  const names = card !== null && time !== null && location !== null ? { time: valueName('time', time, t), location: valueName('location', location, t) } : null;
  return (
    <Dialog open={open} title={t('claim.title')} onClose={close}>
      {!confirming || !names || card === null ? (
        <>
          <p className="muted">{t('claim.pick')}</p>
          <div className="claim-pick">
            <fieldset>
              <legend>{t('category.time')}</legend>
              <div className="value-grid">
                {TIMES.map((_, v) => (
                  <button key={v} type="button" data-tutorial={`claim-time-${v}`} className={`value-btn${time === v ? ' on' : ''}`} aria-pressed={time === v} onClick={() => setTime(v)}>
                    <ValueIcon category="time" value={v} />
                    <span>{valueName('time', v, t)}</span>
                  </button>
                ))}
              </div>
            </fieldset>
            <fieldset>
              <legend>{t('category.location')}</legend>
              <div className="value-grid">
                {LOCATIONS.map((_, v) => (
                  <button key={v} type="button" data-tutorial={`claim-location-${v}`} className={`value-btn${location === v ? ' on' : ''}`} aria-pressed={location === v} onClick={() => setLocation(v)}>
                    <ValueIcon category="location" value={v} />
                    <span>{valueName('location', v, t)}</span>
                  </button>
                ))}
              </div>
            </fieldset>
          </div>
          {refusal && (
            <p className="banner banner-warn claim-why" role="status">
              {refusal}
            </p>
          )}
          <div className="row end">
            <button type="button" className="btn btn-ghost" onClick={close}>
              {t('dialog.cancel')}
            </button>
            <Why reason={refusal ?? t('why.pa.pickCard')}>
              <button type="button" data-tutorial="claim-next" className="btn btn-primary" disabled={card === null || refusal !== null} onClick={() => setConfirming(true)}>
                {t('claim.button')}
              </button>
            </Why>
          </div>
        </>
      ) : (
        <div className="confirm">
          <CardArt card={card} size="lg" />
          <div>
            <p className="confirm-q">{t('claim.confirm', names)}</p>
            <p className="muted">{t('claim.warning')}</p>
            <div className="row">
              <button type="button" className="btn btn-ghost" onClick={() => setConfirming(false)}>
                {t('claim.back')}
              </button>
              <button
                type="button"
                className="btn btn-danger"
                data-tutorial="claim-yes"
                autoFocus
                onClick={() => {
                  act({ type: 'claim', card });
                  close();
                }}
              >
                {t('claim.yes')}
              </button>
            </div>
          </div>
        </div>
      )}
    </Dialog>
  );
}

/** Unforgiving variant: name one or more earlier answers of one player as wrong. */
export function AccuseDialog({ open, onClose, view, table, legal, act }: { open: boolean; onClose: () => void; view: View; table: TableInfo | null; legal: readonly Action[]; act: (a: Action) => void }) {
  const { t } = useI18n();
  const [chosen, setChosen] = useState<number[]>([]);
  const questions = ofType(legal, 'accuse').flatMap((a) => a.questions);
  const accused = chosen.length > 0 ? view.questions[chosen[0] as number]?.target : undefined;
  const toggle = (i: number) => {
    const target = view.questions[i]?.target;
    if (chosen.includes(i)) setChosen(chosen.filter((x) => x !== i));
    // Another player's answer starts a new accusation: one accusation names one player.
    else setChosen(target === accused ? [...chosen, i].sort((a, b) => a - b) : [i]);
  };
  const close = () => {
    setChosen([]);
    onClose();
  };
  return (
    <Dialog open={open} title={t('accuse.title')} onClose={close}>
      <p className="muted">{t('pa.accuse.pick')}</p>
      <p className="muted small">{t('pa.accuse.onePlayer')}</p>
      <ul className="accuse-list">
        {questions.map((i) => {
          const r = view.questions[i];
          if (!r) return null;
          const on = chosen.includes(i);
          return (
            <li key={i}>
              <button type="button" className={`btn wide${on ? ' on' : ''}`} role="checkbox" aria-checked={on} data-question={i} onClick={() => toggle(i)}>
                #{i + 1} {seatName(r.asker, table, t)} → {seatName(r.target, table, t)}{t('punct.colon')}{valuesText(r.category, r.values, t)} = {r.heard ?? r.answer ?? '?'}
              </button>
            </li>
          );
        })}
      </ul>
      {accused !== undefined && chosen.length > 0 && (
        <div className="confirm-box">
          <p className="confirm-q">{t('pa.accuse.confirm', { name: seatName(accused, table, t), list: questionList(chosen, t), count: chosen.length })}</p>
          <p className="muted">{t('pa.accuse.warning')}</p>
          <div className="row end">
            <button type="button" className="btn btn-ghost" onClick={close}>
              {t('dialog.cancel')}
            </button>
            <button
              type="button"
              className="btn btn-danger"
              onClick={() => {
                act({ type: 'accuse', questions: chosen });
                close();
              }}
            >
              {t('accuse.yes')}
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}

/** Manual answers: ask another player to confirm one earlier answer. */
export function ConfirmRequestDialog({ open, onClose, view, table, legal, act }: { open: boolean; onClose: () => void; view: View; table: TableInfo | null; legal: readonly Action[]; act: (a: Action) => void }) {
  const { t } = useI18n();
  const [chosen, setChosen] = useState<number | null>(null);
  const questions = ofType(legal, 'requestConfirm').map((a) => a.question);
  const q = chosen !== null ? view.questions[chosen] : undefined;
  const close = () => {
    setChosen(null);
    onClose();
  };
  return (
    <Dialog open={open} title={t('pa.confirm.title')} onClose={close}>
      <p className="muted">{t('pa.confirm.pick')}</p>
      <ul className="accuse-list">
        {questions.map((i) => {
          const r = view.questions[i];
          if (!r) return null;
          return (
            <li key={i}>
              <button type="button" className={`btn wide${chosen === i ? ' on' : ''}`} aria-pressed={chosen === i} data-question={i} onClick={() => setChosen(i)}>
                #{i + 1} {seatName(r.asker, table, t)} → {seatName(r.target, table, t)}{t('punct.colon')}{valuesText(r.category, r.values, t)} = {r.heard ?? r.answer ?? '?'}
              </button>
            </li>
          );
        })}
      </ul>
      <div className="row end">
        <button type="button" className="btn btn-ghost" onClick={close}>
          {t('dialog.cancel')}
        </button>
        <Why reason={t('why.pa.pickAnswer')}>
        <button
          type="button"
          className="btn btn-primary"
          disabled={chosen === null || !q}
          onClick={() => {
            if (chosen !== null) act({ type: 'requestConfirm', question: chosen });
            close();
          }}
        >
          {q ? t('pa.confirm.send', { name: seatName(q.target, table, t) }) : t('pa.confirm.button')}
        </button>
        </Why>
      </div>
    </Dialog>
  );
}
