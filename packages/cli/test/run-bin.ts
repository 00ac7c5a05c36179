import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { loadRegistry, run, type Io } from '../src/index.ts';

export const BIN = fileURLToPath(new URL('../bin/alibi.mjs', import.meta.url));
export const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url));

export interface Ran {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the real bin as a user would, with stderr not a TTY (so progress comes as plain lines). */
export function alibi(...args: string[]): Promise<Ran> {
  return new Promise((done) => {
    execFile(process.execPath, [BIN, ...args], { env: { ...process.env, ALIBI_DEBUG: '' } }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      done({ code, stdout, stderr });
    });
  });
}

/** The same invocation in-process (real registry, captured output): for the many cases that need no process boundary. */
export async function alibiInProcess(...args: string[]): Promise<Ran> {
  let stdout = '';
  let stderr = '';
  const io: Io = { out: (t) => void (stdout += t), err: (t) => void (stderr += t), errIsTTY: false };
  const code = await run(args, { io, registry: loadRegistry });
  return { code, stdout, stderr };
}
