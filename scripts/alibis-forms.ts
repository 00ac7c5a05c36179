/** Writes packages/alibis/src/forms/data.ts, the alibi checker's word-form data (see src/forms/build.ts). */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { buildFormsData } from '../packages/alibis/src/forms/build.ts';

const out = fileURLToPath(new URL('../packages/alibis/src/forms/data.ts', import.meta.url));
const options = (await prettier.resolveConfig(out)) ?? {};
const text = await prettier.format(buildFormsData(), { ...options, filepath: out });
writeFileSync(out, text);
console.log(`wrote ${out} (${(text.length / 1024).toFixed(0)} KiB)`);
