import type { Io } from './io.ts';

export interface Progress {
  tick(done: number): void;
  finish(): void;
}

const silent: Progress = { tick() {}, finish() {} };

/**
 * Progress on stderr: a redrawn bar in a terminal, about ten plain lines in a pipe or log file
 * (so CI logs stay short), nothing when the output is machine-readable.
 */
export function progress(io: Io, label: string, total: number, quiet: boolean): Progress {
  if (quiet || total <= 0) return silent;
  if (!io.errIsTTY) {
    const every = Math.max(1, Math.ceil(total / 10));
    return {
      tick(done) {
        if (done % every === 0 || done === total) io.err(`${label}: ${done}/${total}\n`);
      },
      finish() {},
    };
  }
  const width = 30;
  let last = 0;
  const draw = (done: number) => {
    const filled = Math.round((done / total) * width);
    io.err(`\r${label} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${done}/${total}`);
  };
  return {
    tick(done) {
      // Redraw at most ten times a second: terminal writes are synchronous and not free.
      const now = Date.now();
      if (now - last >= 100 || done === total) {
        last = now;
        draw(done);
      }
    },
    finish() {
      io.err('\r\x1b[2K');
    },
  };
}
