// @ts-check
// `npm run spec:lint`: Redocly's lint of the hand-written document and of the bundle, on a Node.js
// Redocly supports (lib/redocly.mjs). Extra arguments go to `redocly lint`.
import { runRedocly } from './lib/redocly.mjs';

process.exit(await runRedocly(['lint', 'openapi/openapi.yaml', 'generated/openapi.yaml', ...process.argv.slice(2)]));
