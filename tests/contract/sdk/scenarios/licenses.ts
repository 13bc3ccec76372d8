import { expect } from 'vitest';
import { IDS, type Scenario } from '../scenario';

const ANGULAR = { language: 'npm', name: '@angular/core', version: '17.3.12' } as const;
const LOG4J = { language: 'maven', name: 'org.apache.logging.log4j:log4j-core', version: '2.17.1' } as const;
const NOTICE = 'Copyright (c) 2010-2024 Google LLC.';

export const scenarios: Scenario[] = [
  {
    name: 'licenses.search finds the SPDX licenses matching a query',
    run: async ({ client }) => {
      const licenses = await client.licenses.search({ query: 'apache' });
      expect(licenses.map((license) => license.id)).toContain('Apache-2.0');
    },
  },
  {
    name: 'licenses.getLibrary reads a scoped npm library (@angular/core) through the encoded path',
    run: async ({ client }) => {
      const library = await client.licenses.getLibrary(ANGULAR);
      expect(library.name).toBe('@angular/core');
      expect(library.licenses.length).toBeGreaterThan(0);
    },
  },
  {
    name: 'licenses.getLibrary reads a Maven group:artifact library',
    run: async ({ client }) => {
      const library = await client.licenses.getLibrary(LOG4J);
      expect(Array.isArray(library.licenses)).toBe(true);
    },
  },
  {
    name: 'licenses.overrideLibrary then deleteLibraryOverride',
    run: async ({ client }) => {
      const library = await client.licenses.overrideLibrary(ANGULAR, ['MIT', 'Apache-2.0']);
      expect(library.overridden).toBe(true);
      await client.licenses.deleteLibraryOverride(ANGULAR);
    },
  },
  {
    name: 'licenses.getLibraryLicense, addLibraryLicense and removeLibraryLicense',
    run: async ({ client }) => {
      const params = { ...ANGULAR, license: 'Apache-2.0' };
      expect((await client.licenses.addLibraryLicense(params)).license).toBe('Apache-2.0');
      expect((await client.licenses.getLibraryLicense(params)).name).toBe('@angular/core');
      await client.licenses.removeLibraryLicense(params);
    },
  },
  {
    name: 'licenses.getLibraryCopyright, addLibraryCopyright and removeLibraryCopyright send the notice as ?text=',
    run: async ({ client }) => {
      const params = { ...ANGULAR, text: NOTICE };
      expect((await client.licenses.addLibraryCopyright(params)).text).toBe(NOTICE);
      expect((await client.licenses.getLibraryCopyright(params)).text).toBe(NOTICE);
      await client.licenses.removeLibraryCopyright(params);
    },
  },
  {
    name: "licenses.listAccountLicenseOverrides lists the account's overrides",
    run: async ({ client }) => {
      const overrides = await client.licenses.listAccountLicenseOverrides({ uuid: IDS.account });
      expect(overrides.length).toBeGreaterThan(0);
      expect(overrides[0]?.license).toBeTruthy();
    },
  },
  {
    name: 'licenses.listAccountLicenseOverrides answers [] on 404',
    run: async ({ client }) => {
      const overrides = await client.licenses.listAccountLicenseOverrides(
        { uuid: IDS.account },
        { headers: { Prefer: 'code=404' } },
      );
      expect(overrides).toEqual([]);
    },
  },
  {
    name: "licenses.listAccountCopyrightOverrides lists the account's copyright notices",
    run: async ({ client }) => {
      const overrides = await client.licenses.listAccountCopyrightOverrides({ uuid: IDS.account });
      expect(overrides.length).toBeGreaterThan(0);
      expect(overrides[0]?.text).toBeTruthy();
    },
  },
  {
    name: 'licenses.listAccountCopyrightOverrides answers [] on 404',
    run: async ({ client }) => {
      const overrides = await client.licenses.listAccountCopyrightOverrides(
        { uuid: IDS.account },
        { headers: { Prefer: 'code=404' } },
      );
      expect(overrides).toEqual([]);
    },
  },
];
