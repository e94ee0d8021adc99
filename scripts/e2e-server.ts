// Starts the platform for the end-to-end tests on a fresh database, exactly as `npm start` does
// on a new machine (migrations, demo data, site build when needed).
import { rm } from 'node:fs/promises';
import { loadConfig } from '../api/src/config.ts';

await rm(loadConfig().dataDir, { recursive: true, force: true });
await import('../api/src/server.ts');
