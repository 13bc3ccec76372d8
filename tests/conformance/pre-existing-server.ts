// A server that already holds objects the run must not touch: the license override of the library
// the document's examples name (npm @angular/core 17.3.12: Apache-2.0, and a copyright line). No
// operation of the run creates one, so no answer of the run names an override it made: every delete
// of one would take the document's example, that is, the server's own object. It also holds the
// override of another library, `OTHER_LIBRARY` (WTFPL only), which a run reaches with --param.
import { exampleAnswer, type ServedRequest, startDocumentServer } from './document-server';

export const PRE_EXISTING_OPERATIONS = [
  'licenses_getLibrary',
  'licenses_getLibraryLicense',
  'licenses_getLibraryCopyright',
  'licenses_removeLibraryLicense',
  'licenses_removeLibraryCopyright',
  'licenses_deleteLibraryOverride',
] as const;
const HELD_LIBRARY = { language: 'npm', name: '@angular/core', version: '17.3.12' };
export const HELD_LICENSES = ['Apache-2.0', 'MIT'];
export const OTHER_LIBRARY = { language: 'npm', name: 'left-pad', version: '1.3.0', license: 'WTFPL' };

const notFound = { status: 404, body: { message: 'Not found' } };

export async function startPreExistingServer() {
  const licenses = new Set(HELD_LICENSES);
  let copyright: string | undefined = 'Copyright (c) 2010-2024 Google LLC.';
  const isHeld = (path: Record<string, string>) =>
    path.language === HELD_LIBRARY.language && path.name === HELD_LIBRARY.name && path.version === HELD_LIBRARY.version;
  const isOther = (path: Record<string, string>) =>
    path.language === OTHER_LIBRARY.language &&
    path.name === OTHER_LIBRARY.name &&
    path.version === OTHER_LIBRARY.version;
  const server = await startDocumentServer({
    operations: PRE_EXISTING_OPERATIONS,
    answer: ({ operation, path, authenticated, valid }: ServedRequest) => {
      if (!authenticated || !valid) return undefined;
      if (isOther(path) && operation.operationId === 'licenses_getLibraryLicense') {
        return path.license === OTHER_LIBRARY.license ? undefined : notFound;
      }
      if (!isHeld(path)) return notFound;
      switch (operation.operationId) {
        case 'licenses_getLibraryLicense':
          return licenses.has(path.license ?? '') ? undefined : notFound;
        case 'licenses_getLibraryCopyright':
          return copyright ? undefined : notFound;
        case 'licenses_removeLibraryLicense':
          if (!licenses.delete(path.license ?? '')) return notFound;
          return exampleAnswer(operation);
        case 'licenses_removeLibraryCopyright':
          copyright = undefined;
          return exampleAnswer(operation);
        case 'licenses_deleteLibraryOverride':
          licenses.clear();
          copyright = undefined;
          return exampleAnswer(operation);
        default:
          return undefined;
      }
    },
  });
  return { ...server, held: () => ({ licenses: [...licenses], copyright }) };
}
