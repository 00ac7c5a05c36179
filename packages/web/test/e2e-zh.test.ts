/**
 * The Chinese pass (issue #18): each of the five games is played for a few moves in 中文 (this seat's
 * moves come from a script connection of the same seat, the engine's random policy; bots fill the
 * other seats), then this seat resigns and the bots finish the game. At every prompt and on the
 * game-over screen, every visible text node and every aria-label, title and placeholder is read:
 * none may be a raw code (`last-standing`, `NOT_ACTOR`, `ac.log.turn`, `{n}`) or English words
 * outside the players' names. Screenshots: test-artifacts/zh-<game>-{turn,over}.png.
 */
import { randomPolicy, Rng } from '@alibi/engine';
import { findGame } from '@alibi/games';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, Client } from '../../server/test/helpers.ts';
import { type BrowserTable, createBotTable, openBrowserTable, resize, skipWithoutChromium } from './browser.ts';

const skip = skipWithoutChromium('web e2e zh');

const GAMES = ['perfect-alibi', 'four-suspects', 'alibi-1993', 'alibi-clues', 'alibis'] as const;
const PROMPT = '.action-panel, .al-write, .al-guess';
const OVER = '.game-over, .al[data-phase="over"]';
/** Moves this seat makes before resigning. */
const MOVES = 2;
const HOST = 'Ada';
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

/** Words allowed in Chinese text: names people and bots carry, and a few that are Latin in Chinese too. */
const ALLOWED = new Set(['English', 'Tab']);

/** Every visible text node, aria-label, title and placeholder of the page, with where it is. */
async function auditPage(page: Page, label: string, names: readonly string[]): Promise<string[]> {
  const out: string[] = [];
  for (const { text, where } of await visibleTexts(page)) {
    const p = zhProblem(text, names);
    if (p) out.push(`${label} ${where}: "${text}" (${p})`);
  }
  return out;
}

function visibleTexts(page: Page): Promise<{ text: string; where: string }[]> {
  return page.evaluate(() => {
    const out: { text: string; where: string }[] = [];
    const where = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ').join('.')}` : ''}`;
    const shown = (el: Element) => (el as HTMLElement).checkVisibility?.() ?? true;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      const text = (n.textContent ?? '').trim();
      if (!el || !text || el.closest('script, style, .chat-lines, [data-i18n-skip]') || !shown(el)) continue;
      out.push({ text, where: where(el) });
    }
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
      if (el.closest('[data-i18n-skip]')) continue;
      for (const attr of ['aria-label', 'title', 'placeholder']) {
        const v = el.getAttribute(attr)?.trim();
        if (v) out.push({ text: v, where: `${where(el)}[${attr}]` });
      }
    }
    return out;
  });
}

/** What is wrong with a text shown to a Chinese reader, or null. */
function zhProblem(text: string, names: readonly string[]): string | null {
  if (/\{\w+\}|\{\w+, ?plural/.test(text)) return 'placeholder';
  if (/\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/.test(text)) return 'error code';
  if (/^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9-]+)+$/.test(text)) return 'message key';
  let rest = text;
  for (const name of names) rest = rest.split(name).join(' ');
  if (/\b[a-z]+(-[a-z]+)+\b/.test(rest)) return 'raw code';
  // Roman numerals (card art) are not English.
  const words = (rest.match(/[A-Za-z]{2,}/g) ?? []).filter((w) => !ALLOWED.has(w) && !/^[IVXL]+$/.test(w));
  if (words.length > 0) return `English: ${words.join(' ')}`;
  return null;
}

/** Every string in a view but its codes (`type`, `phase`, …): the words of a word game. */
function wordsOf(view: unknown): string[] {
  const out: string[] = [];
  const walk = (v: unknown, key: string) => {
    if (typeof v === 'string' && !['type', 'phase', 'status', 'kind', 'reason'].includes(key)) out.push(v);
    else if (Array.isArray(v)) for (const x of v) walk(x, key);
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, k);
  };
  walk(view, '');
  return out.filter((w) => /^[a-z][a-z' -]*$/i.test(w));
}

describe.skipIf(skip)('the five games in Chinese', () => {
  let table: BrowserTable;
  const clients: Client[] = [];

  beforeAll(async () => {
    table = await openBrowserTable('zh-');
  }, 120_000);
  afterAll(async () => {
    for (const c of clients) c.close();
    await table?.close();
  });

  it('flags raw codes and English but not Chinese', () => {
    expect(zhProblem('结束原因：last-standing', [])).toBe('raw code');
    expect(zhProblem('NOT_ACTOR', [])).toBe('error code');
    expect(zhProblem('ac.log.turn', [])).toBe('message key');
    expect(zhProblem('Ada draws 2 cards.', ['Ada'])).toMatch(/^English/);
    expect(zhProblem('Ada 抽了 2 张牌。', ['Ada'])).toBeNull();
    expect(zhProblem('Rev-Bot 的牌桌', ['Rev-Bot'])).toBeNull();
  });

  for (const game of GAMES) {
    it(`${game}: prompts and game over show no raw code or English`, async () => {
      const { server, page, pageErrors } = table;
      const engine = findGame(game);
      if (!engine) throw new Error(`${game} is not registered`);
      const { id, token } = await createBotTable(server.url, game, { host: HOST });
      await page.goto(server.url);
      await page.evaluate(
        ([tid, t]) => {
          localStorage.setItem('alibi.lang', 'zh-CN');
          localStorage.setItem(`alibi.seat.${tid}`, JSON.stringify({ token: t, seat: 0 }));
        },
        [id, token] as const,
      );
      const me = new Client(server.url);
      const problems: string[] = [];
      const audit = async (label: string) => {
        const info = (await api<{ seats: { name: string | null }[] }>(server.url, 'GET', `/api/tables/${id}`)).body;
        const names = info.seats.flatMap((s) => (s.name ? [s.name] : []));
        // Alibis is a word game in English: its words (and the alibis written to them) are play, not UI.
        if (game === 'alibis') names.push(...wordsOf(me.view).sort((a, b) => b.length - a.length));
        problems.push(...(await auditPage(page, label, names)));
      };
      await page.goto(`${server.url}/t/${id}`);
      await page.locator('html[lang="zh-CN"]').waitFor();
      await page.getByRole('button', { name: '开始游戏' }).waitFor();
      await audit(`${game} waiting room`);
      if (game === 'perfect-alibi') {
        await resize(page, PHONE);
        await table.shot('waiting-phone');
        await resize(page, DESKTOP);
      }
      expect((await api(server.url, 'POST', `/api/tables/${id}/start`, { token })).status).toBe(200);

      clients.push(me);
      expect(await me.hello(id, token)).toEqual({ ok: true });
      const rng = Rng.fromSeed(`zh-${game}`);
      const policy = randomPolicy(engine.meta.interrupts, 0);
      const legal = () => me.legal.filter((a) => (a as { type?: unknown } | null)?.type !== 'resign');
      const over = () => me.table?.status === 'over';
      for (let move = 0; move < MOVES && !over(); move++) {
        await me.until(() => over() || (me.mustAct && legal().length > 0), 'my turn', 20_000);
        if (over()) break;
        const version = me.version;
        await page.locator(PROMPT).first().waitFor();
        await audit(`${game} move ${move}`);
        if (move === 0) await table.shot(`${game}-turn`);
        const action = policy.choose({ seat: 0, legal: legal(), view: me.view, rng, mustAct: true });
        if (action === null) throw new Error('the policy chose nothing');
        const r = await me.act(action);
        if (!r.ok && r.error.code !== 'RATE_LIMITED' && r.error.code !== 'STALE') throw new Error(JSON.stringify(r.error));
        await me.until(() => me.version !== version || over(), 'the move to land', 10_000);
      }
      if (!over()) {
        const resigned = await api(server.url, 'POST', `/api/tables/${id}/resign`, { token });
        // The bots may end the game between the check and the request: then it is refused as over.
        if (resigned.status !== 200) {
          expect(resigned).toMatchObject({ status: 409, body: { error: { code: 'GAME_OVER' } } });
          await me.until(over, 'the game over', 10_000);
        }
      }
      await page.locator(OVER).first().waitFor({ timeout: 30_000 });
      await audit(`${game} over`);
      await table.shot(`${game}-over`);
      const replay = page.getByRole('button', { name: '观看回放' }).first();
      if ((await replay.count()) > 0) {
        await replay.click();
        await page.getByRole('button', { name: '下一步' }).first().waitFor();
        await page.getByRole('button', { name: '下一步' }).first().click();
        await audit(`${game} replay`);
        await page.keyboard.press('Escape');
      }
      expect(problems).toEqual([]);
      expect(pageErrors).toEqual([]);
    }, 60_000);
  }

  it('the lobby, every create-table form and My tables show no raw code or English', async () => {
    const { server, page } = table;
    await page.goto(server.url);
    await page.locator('html[lang="zh-CN"]').waitFor();
    await page.locator('section.my-tables li').first().waitFor();
    const problems = await auditPage(page, 'lobby', [HOST]);
    const tiles = page.locator('.game-tile');
    expect(await tiles.count()).toBeGreaterThanOrEqual(GAMES.length);
    for (let i = 0; i < (await tiles.count()); i++) {
      await tiles.nth(i).click();
      await expect.poll(() => tiles.nth(i).getAttribute('aria-checked')).toBe('true');
      problems.push(...(await auditPage(page, `create form ${i}`, [HOST])));
    }
    await table.shot('lobby');
    await resize(page, PHONE);
    await table.shot('lobby-phone');
    await resize(page, DESKTOP);
    expect(problems).toEqual([]);
  }, 30_000);
});
