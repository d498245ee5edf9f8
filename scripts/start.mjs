// `npm start`: installs and builds when needed, then runs the server in this process. The
// server starts its own PostgreSQL under DATA_DIR when DATABASE_URL is unset.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuilt, ensureDependencies, root } from './setup.mjs';

ensureDependencies();
ensureBuilt();

process.env.NODE_ENV ??= 'production';
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(root, 'apps/server/dist/server.js')).href);
