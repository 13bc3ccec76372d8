// @ts-check
// What `npm start` and `npm run mock` both do before they start servers.
import { ensureMockDocument } from '../../mocks/mock-document.mjs';

/** The port from $PORT, or the default; a bad value stops the command with a clear message. */
export function portFromEnvironment(/** @type {number} */ defaultPort) {
  const port = Number(process.env.PORT ?? defaultPort);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    console.error(`PORT must be a whole number from 1 to 65535, not "${process.env.PORT}".`);
    process.exit(2);
  }
  return port;
}

/** Builds the mock document when it is missing or stale, and says so when it did. */
export function ensureMockDocumentAnnounced() {
  const mockDocument = ensureMockDocument();
  if (mockDocument.built) {
    const megabytes = (mockDocument.bytes / 1_000_000).toFixed(1);
    console.log(`Built ${mockDocument.file} (${megabytes} MB) in ${(mockDocument.milliseconds / 1000).toFixed(1)} s.`);
  }
}

/** Whether the mock keeps state (the default), from $MOCK_STATE: `off` serves Prism alone. */
export function statefulMockWanted() {
  const value = (process.env.MOCK_STATE ?? 'on').toLowerCase();
  if (!['on', 'off'].includes(value)) {
    console.error(`MOCK_STATE must be on or off, not "${process.env.MOCK_STATE}".`);
    process.exit(2);
  }
  return value === 'on';
}
