/**
 * The Chinese messages are a chunk of their own (i18n/format.ts `loadLang`): English is there at
 * once, Chinese only after it has loaded, and a translator asked for too early says so instead of
 * quietly answering in English.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

type Format = typeof import('../src/i18n/format.ts');

describe('loading a language', () => {
  let i18n: Format;
  beforeEach(async () => {
    // A fresh module each time: nothing loaded yet.
    vi.resetModules();
    i18n = await import('../src/i18n/format.ts');
  });

  it('has English at once and Chinese only after loadLang', async () => {
    expect(i18n.langLoaded('en')).toBe(true);
    expect(i18n.translator('en')('app.lobby')).toBe('Lobby');
    expect(i18n.langLoaded('zh-CN')).toBe(false);
    expect(() => i18n.translator('zh-CN')).toThrow(/not loaded/);
    const loaded = await i18n.loadLang('zh-CN');
    expect(loaded['app.lobby']).toBe('大厅');
    expect(i18n.langLoaded('zh-CN')).toBe(true);
    expect(i18n.translator('zh-CN')('app.lobby')).toBe('大厅');
  });

  it('loads a language once, however often it is asked for', async () => {
    const [a, b] = await Promise.all([i18n.loadLang('zh-CN'), i18n.loadLang('zh-CN')]);
    expect(a).toBe(b);
    expect(await i18n.loadLang('zh-CN')).toBe(a);
    expect(await i18n.loadLang('en')).toBe(await i18n.loadLang('en'));
  });
});
