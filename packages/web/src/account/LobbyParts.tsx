/** The lobby's account parts (issue #22): the Rated option, invitations by name, a game's leaderboard link, the account's tables. */
import { useEffect, useState } from 'react';
import type { ClockSetting, InvitationList } from '@alibi/protocol';
import { useI18n } from '../i18n/index.tsx';
import { gameName } from '../Lobby.tsx';
import { leaderboardPath, tablePath } from '../router.ts';
import { tableName } from '../tableName.ts';
import type { MyTable } from '../myTables.ts';
import { AppLink } from './AppLink.tsx';
import { Why } from '../ui/Why.tsx';
import { accountApi } from './accountApi.ts';
import { accountOnlyTables } from './accountTables.ts';
import { openSignIn } from './AccountControl.tsx';
import { useAccount } from './session.ts';
import './account.css';

/** How often the signed-in lobby asks for the account's tables and invitations (as My tables polls). */
const POLL_MS = 15_000;

/** Whether a new table may be rated now, and if not, why (shown under the box, not only on hover). */
export function ratedBlock(signedIn: boolean, clock: ClockSetting): 'signIn' | 'clock' | null {
  if (!signedIn) return 'signIn';
  return clock === 'off' ? 'clock' : null;
}

/** The create form's "Rated" box: on only for a signed-in host with a clock. */
export function RatedField({ rated, clock, onRated }: { rated: boolean; clock: ClockSetting; onRated: (on: boolean) => void }) {
  const { t } = useI18n();
  const account = useAccount();
  const block = ratedBlock(account.status === 'signed-in', clock);
  const reason = block === 'signIn' ? t('rated.why.signIn') : block === 'clock' ? t('rated.why.clock') : null;
  return (
    <div className="field rated-field">
      <label className={`check${block ? ' disabled' : ''}`}>
        <Why reason={reason}>
          <input type="checkbox" name="rated" checked={rated && block === null} disabled={block !== null} onChange={(e) => onRated(e.target.checked)} />
        </Why>
        <span>
          <strong>{t('rated.label')}</strong>
          <small>{t('rated.hint')}</small>
        </span>
      </label>
      {reason && (
        <small className="muted rated-reason">
          {reason}{' '}
          {block === 'signIn' && (
            <button type="button" className="link" onClick={openSignIn}>
              {t('acct.signIn')}
            </button>
          )}
        </small>
      )}
    </div>
  );
}

/** A game's leaderboard, linked from the lobby's new-table form. */
export function LeaderboardLink({ game }: { game: string }) {
  const { t } = useI18n();
  return (
    <AppLink to={leaderboardPath(game)} className="rules-link lb-link" label={t('lb.linkLabel', { game: gameName(game, t) })}>
      {t('lb.link')}
    </AppLink>
  );
}

/** Polls `load` while signed in; null while a guest (or before the first answer). */
function useSignedInPoll<T>(load: () => Promise<T>): T | null {
  const account = useAccount();
  const who = account.status === 'signed-in' ? account.user.id : null;
  const [value, setValue] = useState<{ who: string; value: T } | null>(null);
  useEffect(() => {
    if (who === null) return undefined;
    let live = true;
    const ask = () =>
      load().then(
        (v) => live && setValue({ who, value: v }),
        // Offline or rate limited: keep what is shown; the next round tries again.
        () => undefined,
      );
    void ask();
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void ask();
    }, POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [who, load]);
  return value !== null && value.who === who ? value.value : null;
}

const loadInvitations = () => accountApi.invitations();

/** The account's tables this browser holds no key for, to list with My tables. */
export function useAccountTables(): MyTable[] {
  return useSignedInPoll(accountOnlyTables) ?? [];
}

/** Tables whose host invited the signed-in player by name (blocked hosts' invitations never arrive). */
export function Invitations() {
  const { t } = useI18n();
  const list: InvitationList | null = useSignedInPoll(loadInvitations);
  if (!list || list.invitations.length === 0) return null;
  return (
    <section className="panel invitations" aria-labelledby="invitations">
      <h2 id="invitations">{t('inv.lobbyTitle')}</h2>
      <ul className="table-list">
        {list.invitations.map((inv) => (
          <li key={inv.table.id} data-table={inv.table.id}>
            <div>
              <strong>{t('inv.from', { from: inv.from, table: tableName(inv.table.name, t) })}</strong>
              <span className="muted">
                {gameName(inv.table.game, t)}
                {inv.table.rated && <> · {t('rated.chip')}</>}
              </span>
            </div>
            <AppLink to={tablePath(inv.table.id)} className="btn btn-primary">
              {t('inv.open')}
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
