/**
 * A game's leaderboard, /leaderboards/:game (issue #22): rank, player (a link to the profile) or a
 * bot badge, rating and rated games, per player-count group (`?group=`).
 */
import { useEffect, useState } from 'react';
import { RATING_GROUPS, ratingGroup } from '@alibi/protocol/constants';
import { api } from '../api.ts';
import { useI18n, type Translate } from '../i18n/index.tsx';
import { gameName } from '../Lobby.tsx';
import { leaderboardPath, profilePath } from '../router.ts';
import { AppLink } from './AppLink.tsx';
import { accountApi } from './accountApi.ts';
import { accountErrorText } from './errors.ts';
import { shownRating } from './ProfilePage.tsx';
import type { Leaderboard } from './types.ts';
import './account.css';

/** A bot's level in the lobby's words (easy, medium, hard); the server may prefix it `bot:`. */
function botLevel(bot: string, t: Translate): string {
  const level = bot.replace(/^bot:/, '');
  return level === 'random' ? t('lobby.seatRandom') : level === 'heuristic' ? t('lobby.seatHeuristic') : level === 'expert' ? t('lobby.seatExpert') : level;
}

function groupFromUrl(): string | null {
  return new URLSearchParams(location.search).get('group');
}

export default function LeaderboardPage({ game }: { game: string }) {
  const { t } = useI18n();
  const [group, setGroup] = useState<string | null>(groupFromUrl);
  const [board, setBoard] = useState<Leaderboard | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [counts, setCounts] = useState<readonly number[]>([]);
  useEffect(() => {
    api.games().then(
      (games) => setCounts(games.find((g) => g.id === game)?.players ?? []),
      () => setCounts([]),
    );
  }, [game]);

  useEffect(() => {
    let live = true;
    accountApi.leaderboard(game, group).then(
      (b) => {
        if (!live) return;
        setBoard(b);
        setError(null);
      },
      (e: unknown) => live && setError(accountErrorText(e, t)),
    );
    return () => {
      live = false;
    };
  }, [game, group, t]);
  useEffect(() => {
    document.title = `${t('lb.title', { game: gameName(game, t) })} — ${t('app.title')}`;
  }, [game, t]);

  const shownGroup = group ?? board?.group ?? null;
  // The groups this game's player counts fall in (a game of 3-5 players has '3-4' and '5-6').
  const groups = RATING_GROUPS.filter((g) => counts.some((n) => ratingGroup(n) === g));
  const pick = (g: string) => {
    setGroup(g);
    // The group is part of the address (a link can be shared) without a history entry per click.
    history.replaceState(history.state, '', leaderboardPath(game, g));
  };
  return (
    <div className="leaderboard">
      <section className="panel">
        <h1>{t('lb.title', { game: gameName(game, t) })}</h1>
        {groups.length > 1 && (
          <fieldset className="field">
            <legend>{t('lb.group')}</legend>
            <div className="segmented">
              {groups.map((g) => (
                <label key={g} className={g === shownGroup ? 'on' : ''}>
                  <input type="radio" name="group" value={g} checked={g === shownGroup} onChange={() => pick(g)} />
                  {t('lb.groupN', { group: g })}
                </label>
              ))}
            </div>
          </fieldset>
        )}
        {error && (
          <p className="banner banner-error" role="alert">
            {error}
          </p>
        )}
        {!board && !error && <p className="muted">{t('lb.loading')}</p>}
        {board && board.rows.length === 0 && <p className="muted">{t('lb.empty')}</p>}
        {board && board.rows.length > 0 && (
          <table className="data-table board-table">
            <caption className="sr-only">{shownGroup ? `${t('lb.title', { game: gameName(game, t) })} · ${t('lb.groupN', { group: shownGroup })}` : t('lb.title', { game: gameName(game, t) })}</caption>
            <thead>
              <tr>
                <th scope="col" className="num">
                  {t('lb.rank')}
                </th>
                <th scope="col">{t('lb.player')}</th>
                <th scope="col" className="num">
                  {t('lb.rating')}
                </th>
                <th scope="col" className="num">
                  {t('lb.games')}
                </th>
              </tr>
            </thead>
            <tbody>
              {board.rows.map((r) => (
                <tr key={`${r.rank} ${r.name ?? r.bot ?? ''}`} data-player={r.name ?? undefined}>
                  <td className="num">{r.rank}</td>
                  <th scope="row">
                    {r.name ? (
                      <AppLink to={profilePath(r.name)}>{r.name}</AppLink>
                    ) : (
                      <span className="bot-name">
                        {botLevel(r.bot ?? '', t)} <span className="chip chip-bot">{t('lb.bot')}</span>
                      </span>
                    )}
                  </th>
                  <td className="num rating">{shownRating(r.rating)}</td>
                  <td className="num">{r.games}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
