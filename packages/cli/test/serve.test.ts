import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN } from './run-bin.ts';

describe('alibi serve', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)('prints its URL, serves, and stops cleanly on %s', async (signal) => {
    const db = join(mkdtempSync(join(tmpdir(), 'alibi-serve-')), 'nested', 'alibi.sqlite');
    const child = spawn(process.execPath, [BIN, 'serve', '--port', '0', '--db', db], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const url = await new Promise<string>((found, failed) => {
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        const match = /listening on (http:\/\/\S+)/.exec(stdout);
        if (match?.[1]) found(match[1]);
      });
      child.on('exit', (code) => failed(new Error(`serve exited with ${code}: ${stderr}`)));
    });
    const response = await fetch(url);
    expect(response.status).toBeLessThan(500);
    await response.arrayBuffer();
    const exited = new Promise<number | null>((done) => child.on('exit', (code) => done(code)));
    child.kill(signal);
    expect(await exited).toBe(0);
    expect(stderr).toContain(`${signal}, stopping the server`);
  });
});
