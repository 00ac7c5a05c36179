/**
 * A player's profile, /p/:name (issue #22): games played and won per game, ratings per game and
 * player-count group, recent tables with their replays and reviews. Its owner also gets the
 * account's settings (OwnerTools). A private profile is its owner's only: others get NO_PLAYER.
 */
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../api.ts';
import { useI18n, type Translate } from '../i18n/index.tsx';
import { gameName } from '../Lobby.tsx';
import { leaderboardPath, navigate, tablePath } from '../router.ts';
import { AppLink } from './AppLink.tsx';
import { accountApi } from './accountApi.ts';
import { accountErrorText } from './errors.ts';
import { OwnerTools } from './OwnerTools.tsx';
import { useAccount } from './session.ts';
import type { Profile, ProfileTable } from './types.ts';
import { openAccountTable } from './accountTables.ts';
import './account.css';

/** Ratings are shown as whole numbers: the decimals are noise to a reader. */
export const shownRating = (r: number): string => String(Math.round(r));

function when(at: string | undefined, lang: string): string {
  if (!at) return '';
  const d = new Date(at);
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleDateString(lang, { year: 'numeric', month: 'short', day: 'numeric' });
}

function RecentRow({ r, own, t, lang, onError }: { r: ProfileTable; own: boolean; t: Translate; lang: string; onError: (text: string) => void }) {
  const action = r.replay ? t('prof.replayReview') : t('prof.openTable');
  const label = `${gameName(r.game, t)} · ${when(r.endedAt, lang)}`;
  return (
    <li data-table={r.id}>
      <div>
        <strong>
          {gameName(r.game, t)} {r.rated && <span className="chip chip-rated">{t('rated.chip')}</span>}
        </strong>
        <span className="muted">
          {when(r.endedAt, lang)} · {r.won ? t('prof.resultWon') : t('prof.resultLost')}
        </span>
      </div>
      {/* The finished table's page holds its replay and review; the owner's other devices get a key for the seat first. */}
      <a
        className="btn btn-ghost btn-small"
        href={tablePath(r.id)}
        aria-label={t('prof.recentLabel', { action, table: label })}
        onClick={(e) => {
          if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
          e.preventDefault();
          if (own) openAccountTable(r.id).catch((x: unknown) => onError(accountErrorText(x, t)));
          else navigate(tablePath(r.id));
        }}
      >
        {action}
      </a>
    </li>
  );
}

export default function ProfilePage({ name }: { name: string }) {
  const { t, lang } = useI18n();
  const account = useAccount();
  const [profile, setProfile] = useState<Profile | null>(null);
  const [error, setError] = useState<string | null>(null);
  const me = account.status === 'signed-in' ? account.user : null;

  const load = useCallback(() => {
    accountApi.profile(name).then(
      (p) => {
        setProfile(p);
        setError(null);
      },
      (e: unknown) => setError(e instanceof ApiError && e.code === 'NO_PLAYER' ? t('prof.notFound', { name }) : accountErrorText(e, t)),
    );
  }, [name, t]);
  // Asked again when the player signs in or out: a private profile opens to its owner only.
  useEffect(load, [load, me?.name]);
  useEffect(() => {
    document.title = `${t('prof.title', { name })} — ${t('app.title')}`;
  }, [name, t]);

  // Names are one account whatever their case (the server folds them).
  const own = profile !== null && me !== null && me.name.toLowerCase() === profile.name.toLowerCase();
  return (
    <div className="profile">
      <section className="panel profile-head">
        <h1>{t('prof.title', { name: profile?.name ?? name })}</h1>
        {profile && <span className="chip">{profile.public ? t('prof.public') : t('prof.private')}</span>}
      </section>
      {error && (
        <p className="banner banner-error" role="alert">
          {error}
        </p>
      )}
      {!profile && !error && <p className="muted">{t('prof.loading')}</p>}
      {profile && (
        <div className="profile-cols">
          <section className="panel" aria-labelledby="prof-ratings">
            <h2 id="prof-ratings">{t('prof.ratings')}</h2>
            {profile.ratings.length === 0 ? (
              <p className="muted">{t('prof.noRatings')}</p>
            ) : (
              <table className="data-table ratings-table">
                <thead>
                  <tr>
                    <th scope="col">{t('prof.game')}</th>
                    <th scope="col">{t('prof.group')}</th>
                    <th scope="col" className="num">
                      {t('prof.rating')}
                    </th>
                    <th scope="col" className="num">
                      {t('prof.ratedGames')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {profile.ratings.map((r) => (
                    <tr key={`${r.game} ${r.group}`} data-game={r.game} data-group={r.group}>
                      <th scope="row">
                        <AppLink to={leaderboardPath(r.game, r.group)} label={t('lb.linkLabel', { game: gameName(r.game, t) })}>
                          {gameName(r.game, t)}
                        </AppLink>
                      </th>
                      <td>{t('lb.groupN', { group: r.group })}</td>
                      <td className="num rating">{shownRating(r.rating)}</td>
                      <td className="num">{r.games}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            <h2 id="prof-games">{t('prof.games')}</h2>
            {profile.games.length === 0 ? (
              <p className="muted">{t('prof.noGames')}</p>
            ) : (
              <table className="data-table games-table" aria-labelledby="prof-games">
                <thead>
                  <tr>
                    <th scope="col">{t('prof.game')}</th>
                    <th scope="col" className="num">
                      {t('prof.played')}
                    </th>
                    <th scope="col" className="num">
                      {t('prof.won')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {profile.games.map((g) => (
                    <tr key={g.game}>
                      <th scope="row">{gameName(g.game, t)}</th>
                      <td className="num">{g.played}</td>
                      <td className="num">{g.won}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
          <section className="panel" aria-labelledby="prof-recent">
            <h2 id="prof-recent">{t('prof.recent')}</h2>
            {profile.recent.length === 0 ? (
              <p className="muted">{t('prof.noRecent')}</p>
            ) : (
              <ul className="table-list recent-list">
                {profile.recent.map((r) => (
                  <RecentRow key={r.id} r={r} own={own} t={t} lang={lang} onError={setError} />
                ))}
              </ul>
            )}
          </section>
          {own && me && <OwnerTools user={me} profile={profile} onChanged={load} />}
        </div>
      )}
    </div>
  );
}
