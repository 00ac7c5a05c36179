#!/usr/bin/env node
// The packages ship TypeScript sources (no build step): register tsx, then run the CLI.
import { register } from 'tsx/esm/api';

register();
await import('../src/main.ts');
