export { run, commands } from './cli.ts';
export type { Command, Context } from './commands/types.ts';
export { UsageError, EXIT } from './errors.ts';
export { processIo, type Io } from './io.ts';
export { loadRegistry, type Registry } from './registry.ts';
export { replayFileSchema, type ReplayFile } from './replay-file.ts';
export { jsonSchemaOf } from './json-schema.ts';
export { schemaFiles, type SchemaFile } from './schemas.ts';
