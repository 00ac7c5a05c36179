/**
 * The UI is written against React's API and runs on Preact's (`preact/compat`): the same
 * components in a third of the entry's bytes and less main-thread time before a page is usable
 * (issue 18, docs/assets.md). Shared by the client's build (vite.config.ts) and the tests that
 * render components (vitest.config.ts), so the tests render what ships. Types still come from
 * `@types/react`; the JSX compiles straight to Preact's runtime.
 */
export const preactAliases = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export const preactJsx = { jsx: { runtime: 'automatic' as const, importSource: 'preact' } };

/** The same for esbuild (test harnesses it bundles): a package's subpaths follow it (react-dom/client). */
export const preactEsbuild = { alias: { react: 'preact/compat', 'react-dom': 'preact/compat' }, jsxImportSource: 'preact' };
