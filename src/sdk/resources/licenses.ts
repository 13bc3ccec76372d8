import type { components, operations } from '../../../generated/api';
import { type CallOptions, requireAccount, requireParameters, type SdkCore } from '../internal/core';

export type SpdxLicense = components['schemas']['SpdxLicense'];
export type LicenseLibraryLanguage = components['schemas']['LicenseLibraryLanguage'];
export type LibraryLicenses = components['schemas']['LibraryLicenses'];
export type LibraryLicense = components['schemas']['LibraryLicense'];
export type LibraryLicenseOverride = components['schemas']['LibraryLicenseOverride'];
export type LibraryCopyrightOverride = components['schemas']['LibraryCopyrightOverride'];
/** The library path: ecosystem, name (e.g. `@angular/core`, sent URL-encoded as one segment) and version. */
export type LibraryPath = operations['licenses_getLibrary']['parameters']['path'];
/** A library path plus one license identifier (SPDX or `LicenseRef-`). */
export type LibraryLicensePath = operations['licenses_getLibraryLicense']['parameters']['path'];
/** A library path plus the copyright notice `text`, which travels in the query. */
export type LibraryCopyrightParams = LibraryPath & operations['licenses_getLibraryCopyright']['parameters']['query'];

/** The library path, or `Some parameters necessary for the request are missing.` */
function libraryPath(params: LibraryPath | undefined): LibraryPath {
  requireParameters({ language: params?.language, name: params?.name, version: params?.version });
  const { language, name, version } = params as LibraryPath;
  return { language, name, version };
}

function libraryLicensePath(params: LibraryLicensePath | undefined): LibraryLicensePath {
  requireParameters({ license: params?.license });
  return { ...libraryPath(params), license: (params as LibraryLicensePath).license };
}

function libraryCopyright(params: LibraryCopyrightParams | undefined): { path: LibraryPath; query: { text: string } } {
  const path = libraryPath(params);
  requireParameters({ text: params?.text });
  return { path, query: { text: (params as LibraryCopyrightParams).text } };
}

export function createLicensesResource(core: SdkCore) {
  return {
    /** Searches the SPDX licenses whose identifier or name contains `query`; no match is an empty list. */
    async search(params: { query: string }, options?: CallOptions): Promise<SpdxLicense[]> {
      requireParameters({ query: params?.query });
      return core.call(options, (extras) =>
        core.api.GET('/api/v1/licenses', { ...extras, params: { query: { query: params.query } } }),
      );
    },

    /** The licenses of a library version as the account sees them. `language`, `name` and `version` are required. */
    async getLibrary(params: LibraryPath, options?: CallOptions): Promise<LibraryLicenses> {
      const path = libraryPath(params);
      return core.call(options, (extras) =>
        core.api.GET('/api/v1/licenses/library/{language}/{name}/{version}', { ...extras, params: { path } }),
      );
    },

    /** Replaces the licenses of a library version for the account with `body` (at least one identifier). */
    async overrideLibrary(params: LibraryPath, body: string[], options?: CallOptions): Promise<LibraryLicenses> {
      const path = libraryPath(params);
      requireParameters({ licenses: Array.isArray(body) && body.length > 0 ? body : undefined });
      return core.call(options, (extras) =>
        core.api.POST('/api/v1/licenses/library/{language}/{name}/{version}', { ...extras, params: { path }, body }),
      );
    },

    /** Removes the account's license override of a library version. */
    async deleteLibraryOverride(params: LibraryPath, options?: CallOptions): Promise<void> {
      const path = libraryPath(params);
      return core.call(options, (extras) =>
        core.api.DELETE('/api/v1/licenses/library/{language}/{name}/{version}', { ...extras, params: { path } }),
      );
    },

    /** One license override of a library version (`license` is required besides the library path). */
    async getLibraryLicense(params: LibraryLicensePath, options?: CallOptions): Promise<LibraryLicenseOverride> {
      const path = libraryLicensePath(params);
      return core.call(options, (extras) =>
        core.api.GET('/api/v1/licenses/library/{language}/{name}/{version}/{license}', { ...extras, params: { path } }),
      );
    },

    /** Adds one license override to a library version; it sends no body. */
    async addLibraryLicense(params: LibraryLicensePath, options?: CallOptions): Promise<LibraryLicenseOverride> {
      const path = libraryLicensePath(params);
      return core.call(options, (extras) =>
        core.api.POST('/api/v1/licenses/library/{language}/{name}/{version}/{license}', {
          ...extras,
          params: { path },
        }),
      );
    },

    /** Removes one license override from a library version. */
    async removeLibraryLicense(params: LibraryLicensePath, options?: CallOptions): Promise<void> {
      const path = libraryLicensePath(params);
      return core.call(options, (extras) =>
        core.api.DELETE('/api/v1/licenses/library/{language}/{name}/{version}/{license}', {
          ...extras,
          params: { path },
        }),
      );
    },

    /** One copyright override of a library version. The notice goes in `?text=`, which is required. */
    async getLibraryCopyright(
      params: LibraryCopyrightParams,
      options?: CallOptions,
    ): Promise<LibraryCopyrightOverride> {
      const { path, query } = libraryCopyright(params);
      return core.call(options, (extras) =>
        core.api.GET('/api/v1/licenses/library/{language}/{name}/{version}/copyright', {
          ...extras,
          params: { path, query },
        }),
      );
    },

    /** Adds a copyright override to a library version. The notice goes in `?text=`, which is required. */
    async addLibraryCopyright(
      params: LibraryCopyrightParams,
      options?: CallOptions,
    ): Promise<LibraryCopyrightOverride> {
      const { path, query } = libraryCopyright(params);
      return core.call(options, (extras) =>
        core.api.POST('/api/v1/licenses/library/{language}/{name}/{version}/copyright', {
          ...extras,
          params: { path, query },
        }),
      );
    },

    /** Removes a copyright override from a library version. The notice goes in `?text=`, which is required. */
    async removeLibraryCopyright(params: LibraryCopyrightParams, options?: CallOptions): Promise<void> {
      const { path, query } = libraryCopyright(params);
      return core.call(options, (extras) =>
        core.api.DELETE('/api/v1/licenses/library/{language}/{name}/{version}/copyright', {
          ...extras,
          params: { path, query },
        }),
      );
    },

    /** Every license override the account has set. A 404 gives an empty list. */
    async listAccountLicenseOverrides(
      params: { uuid: string },
      options?: CallOptions,
    ): Promise<LibraryLicenseOverride[]> {
      const uuid = requireAccount(params?.uuid);
      return core.call(
        options,
        (extras) =>
          core.api.GET('/api/v1/accounts/{uuid}/overrides/licenses', { ...extras, params: { path: { uuid } } }),
        { fallbackOn: { 404: [] as LibraryLicenseOverride[] } },
      );
    },

    /** Every copyright override the account has set. A 404 gives an empty list. */
    async listAccountCopyrightOverrides(
      params: { uuid: string },
      options?: CallOptions,
    ): Promise<LibraryCopyrightOverride[]> {
      const uuid = requireAccount(params?.uuid);
      return core.call(
        options,
        (extras) =>
          core.api.GET('/api/v1/accounts/{uuid}/overrides/copyrights', { ...extras, params: { path: { uuid } } }),
        { fallbackOn: { 404: [] as LibraryCopyrightOverride[] } },
      );
    },
  };
}
