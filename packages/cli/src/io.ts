/** Where a command writes. Injected so commands can run in-process (tests, scripts) as well as from the bin. */
export interface Io {
  out(text: string): void;
  err(text: string): void;
  /** Whether stderr is a terminal (progress bars) or a pipe/file (plain lines). */
  errIsTTY: boolean;
}

export const processIo: Io = {
  out: (text) => void process.stdout.write(text),
  err: (text) => void process.stderr.write(text),
  errIsTTY: process.stderr.isTTY === true,
};

export function printJson(io: Io, value: unknown): void {
  io.out(`${JSON.stringify(value, null, 2)}\n`);
}
