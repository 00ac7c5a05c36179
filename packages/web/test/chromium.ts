/**
 * Debian's Chromium and the flags every browser test and asset bench launches it with. No Vitest
 * here, so the benches (bench/assets) can import it too.
 */
export const CHROMIUM = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
