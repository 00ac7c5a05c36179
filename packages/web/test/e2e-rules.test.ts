/**
 * The rules pages in Chromium (issue #19): for every game that has a rules page (the content index
 * finds them, so a new game's page is covered by itself), the page opens from the lobby tile's
 * Rules link and from the create-table form's link, in English and in Chinese, passes the axe
 * audit and leads back; on a table of that game against bots, the Rules button opens the same
 * rules in a dialog over the game, which keeps running behind it (a move made meanwhile reaches
 * the page over the same socket, and the page is not reloaded), and the "?" of the prompt this seat
 * faces shows that prompt's help from the same content, in both languages. Also: an unknown game's page says
 * so. Screenshots of page and dialog, desktop and phone, both languages, go to test-artifacts/.
 */
import { join } from 'node:path';
import { randomPolicy, Rng } from '@alibi/engine';
import { findGame } from '@alibi/games';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, Client } from '../../server/test/helpers.ts';
import { loadLang, translator, type Lang } from '../src/i18n/format.ts';
import type { MessageKey } from '../src/i18n/en.ts';
import { loadRules, RULES_GAMES } from '../src/rules/content/index.ts';
import { expectNoViolations } from './axe.ts';
import {
  artifacts,
  createBotTable,
  openBrowserTable,
  openSeat,
  resize,
  skipWithoutChromium,
  type BrowserTable,
} from './browser.ts';

// Chinese is a chunk of its own in the app (loadLang); these tests read it too.
await loadLang('zh-CN');

const skip = skipWithoutChromium('web e2e rules');
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };
/** The panel of the decision the table waits for from this seat. */
const PROMPT = '.action-panel, .al-write, .al-guess';

const t = (lang: Lang) => translator(lang);
const gameName = (lang: Lang, game: string) => t(lang)(`games.${game}` as MessageKey);

async function setLang(page: Page, lang: Lang): Promise<void> {
  if ((await page.locator('html').getAttribute('lang')) === lang) return;
  // The top bar's switch, or on a phone's table the one in the table's head.
  await page
    .getByRole('button', { name: lang === 'en' ? 'English' : '中文', exact: true })
    .filter({ visible: true })
    .first()
    .click();
  await page.locator(`html[lang="${lang}"]`).waitFor();
}

/** The rules page of `game` is shown in `lang`, every section with its contents link. */
async function expectRulesPage(page: Page, game: string, lang: Lang): Promise<void> {
  await page.waitForURL(`**/rules/${game}`);
  await expect
    .poll(() => page.locator('h1.rules-title').textContent())
    .toBe(t(lang)('rules.title', { game: gameName(lang, game) }));
  const rules = await loadRules(game);
  const text = lang === 'en' ? rules?.en : rules?.zh;
  expect(text).toBeDefined();
  await expect.poll(() => page.locator('.rules-section').count()).toBe(text?.sections.length);
  expect(await page.locator('.rules-toc a').allTextContents()).toEqual(text?.sections.map((s) => s.title));
  expect(await page.locator('.rules-summary').textContent()).toBe(text?.summary);
}

describe.skipIf(skip)('rules pages in Chromium', () => {
  let table: BrowserTable;
  const clients: Client[] = [];

  beforeAll(async () => {
    table = await openBrowserTable('rules-');
  }, 120_000);
  afterAll(async () => {
    for (const c of clients) c.close();
    await table?.close();
  });

  it('has pages for the games', () => {
    expect(RULES_GAMES).toContain('perfect-alibi');
    expect(RULES_GAMES).toContain('four-suspects');
  });

  it('an unknown game gets a clear message, not the lobby', async () => {
    const { server, page } = table;
    await page.goto(`${server.url}/rules/no-such-game`);
    await expect.poll(() => page.locator('h1').textContent()).toBe(t('en')('rules.noGame', { game: 'no-such-game' }));
  });

  for (const game of RULES_GAMES) {
    it(`${game}: from the lobby tile, the create form and the table, in both languages`, async () => {
      const { server, page, pageErrors } = table;
      await resize(page, DESKTOP);
      await page.goto(server.url);
      await setLang(page, 'en');
      const en = gameName('en', game);

      // 1. The lobby tile's link, in English; the contents link jumps to its section; back to the lobby.
      await page
        .locator('.game-list')
        .getByRole('link', { name: t('en')('rules.linkFor', { game: en }) })
        .click();
      await expectRulesPage(page, game, 'en');
      await expectNoViolations(page, `${game} rules page (en)`);
      await page.locator('.rules-toc a').last().click();
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(`rules-${game}-digital`);
      expect(new URL(page.url()).pathname, 'the contents do not change the address').toBe(`/rules/${game}`);
      if (game === 'perfect-alibi') await table.shot('page-desktop-en');
      await page.locator('.rules-back').click();
      await page.waitForURL(`${server.url}/`);

      // 2. The create form's link for the chosen game, in Chinese.
      await setLang(page, 'zh-CN');
      const zh = gameName('zh-CN', game);
      await page
        .locator('.game-list')
        .getByRole('radio', { name: new RegExp(`^${zh.replace(/[()]/g, '\\$&')}`) })
        .click();
      await page
        .locator('.form-rules')
        .getByRole('link', { name: t('zh-CN')('rules.linkFor', { game: zh }) })
        .click();
      await expectRulesPage(page, game, 'zh-CN');
      await expectNoViolations(page, `${game} rules page (zh)`);
      if (game === 'perfect-alibi') {
        await table.shot('page-desktop-zh');
        await resize(page, PHONE);
        await table.shot('page-phone-zh');
        await setLang(page, 'en');
        await table.shot('page-phone-en');
        await resize(page, DESKTOP);
      }
      await page.goBack();
      await page.waitForURL(`${server.url}/`);
      await setLang(page, 'en');

      // 3. A table against bots: the Rules button opens the rules over the game, which keeps running.
      const engine = findGame(game);
      if (!engine) throw new Error(`${game} is not registered`);
      // Bots that claim only when sure: a random bot's lucky slam could end the game while the dialog
      // is open, before this seat's move below.
      const made = await createBotTable(server.url, game, { kind: 'heuristic' });
      await openSeat(page, server.url, made.id, made.token);
      await page.getByRole('button', { name: 'Start game' }).waitFor();
      expect((await api(server.url, 'POST', `/api/tables/${made.id}/start`, { token: made.token })).status).toBe(200);
      const board = page.locator('main [data-phase]');
      await board.waitFor();
      // A script connection of the same seat makes this seat's move while the dialog is open.
      const me = new Client(server.url);
      clients.push(me);
      expect(await me.hello(made.id, made.token)).toEqual({ ok: true });
      const ordinary = () =>
        me.legal.filter(
          (a) => !['resign', 'claim', 'guess', 'accuse', 'requestConfirm'].includes(String((a as { type?: unknown }).type)),
        );
      await me.until(() => me.mustAct && ordinary().length > 0, 'a move for this seat');
      await page.evaluate(() => ((window as unknown as { rulesMarker?: number }).rulesMarker = 1));

      // The prompt's "?" explains the rule behind it, in the page's language, from the game's rules content.
      const rules = await loadRules(game);
      if (!rules) throw new Error(`${game} has no rules content`);
      for (const lang of ['en', 'zh-CN'] as const) {
        await setLang(page, lang);
        const help = page
          .locator(PROMPT)
          .first()
          .getByRole('button', { name: t(lang)('help.what'), exact: true });
        await help.waitFor();
        expect(await help.getAttribute('aria-expanded')).toBe('false');
        await help.click();
        expect(await help.getAttribute('aria-expanded')).toBe('true');
        const text = page.locator(`[id="${await help.getAttribute('aria-controls')}"]`);
        await text.waitFor();
        expect(Object.values((lang === 'en' ? rules.en : rules.zh).help)).toContain(await text.textContent());
        if (lang === 'en') await expectNoViolations(page, `${game} prompt help (${lang})`);
        await help.click();
        await text.waitFor({ state: 'hidden' });
      }

      for (const lang of ['en', 'zh-CN'] as const) {
        await setLang(page, lang);
        const title = t(lang)('rules.title', { game: gameName(lang, game) });
        await page
          .locator('.table-head')
          .getByRole('button', { name: t(lang)('rules.button'), exact: true })
          .click();
        const dialog = page.getByRole('dialog', { name: title });
        await dialog.waitFor();
        await expect.poll(() => dialog.locator('.rules-section').count()).toBeGreaterThan(4);
        await expectNoViolations(page, `${game} rules dialog (${lang})`);
        if (game === 'perfect-alibi')
          await page.screenshot({ path: join(artifacts, `rules-dialog-desktop-${lang === 'en' ? 'en' : 'zh'}.png`) });
        if (lang === 'en') {
          // The game goes on behind the dialog: this seat's move lands and the page draws it.
          const before = await board.innerHTML();
          const version = me.version;
          const action = randomPolicy(engine.meta.interrupts, 0).choose({
            seat: me.seat ?? 0,
            legal: ordinary(),
            view: me.view,
            rng: Rng.fromSeed(`rules-${game}`),
            mustAct: true,
          });
          expect((await me.act(action)).ok).toBe(true);
          await me.until(() => me.version !== version, 'the move to land');
          await expect.poll(() => board.innerHTML(), { timeout: 10_000 }).not.toBe(before);
          expect(await dialog.isVisible(), 'the dialog stays open meanwhile').toBe(true);
        }
        await dialog.getByRole('button', { name: t(lang)('dialog.close') }).click();
        await dialog.waitFor({ state: 'hidden' });
        await board.waitFor();
      }
      expect(new URL(page.url()).pathname).toBe(`/t/${made.id}`);
      expect(
        await page.evaluate(() => (window as unknown as { rulesMarker?: number }).rulesMarker),
        'the page was not reloaded',
      ).toBe(1);
      expect(await page.locator('.table-head .banner-warn').count(), 'still connected').toBe(0);
      if (game === 'perfect-alibi') {
        await resize(page, PHONE);
        for (const lang of ['en', 'zh-CN'] as const) {
          await setLang(page, lang);
          await page
            .locator('.table-head')
            .getByRole('button', { name: t(lang)('rules.button'), exact: true })
            .click();
          await page.getByRole('dialog').locator('.rules-section').first().waitFor();
          await page.screenshot({ path: join(artifacts, `rules-dialog-phone-${lang === 'en' ? 'en' : 'zh'}.png`) });
          await page.keyboard.press('Escape');
          await page.getByRole('dialog').waitFor({ state: 'hidden' });
        }
        await resize(page, DESKTOP);
        await setLang(page, 'en');
      }
      expect(pageErrors).toEqual([]);
    }, 60_000);
  }
});
