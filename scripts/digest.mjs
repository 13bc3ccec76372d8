// @ts-check
// `npm run digest -- <options>`: the digest command from a clone of the repository. It is written in
// TypeScript, so it is bundled first (about a second), then run with the arguments given.
import { buildDigest, DIGEST_OUT_DIR } from './build-digest.mjs';

await buildDigest({ quiet: true });
await import(new URL(`../${DIGEST_OUT_DIR}/cli.mjs`, import.meta.url).href);
