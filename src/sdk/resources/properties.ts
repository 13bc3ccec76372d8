import type { components } from '../../../generated/api';
import { InvalidArgumentError } from '../errors';
import { type CallOptions, requireValue, type SdkCore } from '../internal/core';
import { cannotDetectUuidMessage, MESSAGES } from '../messages';
import { parsePropertyValue } from '../rules/property-value';

export type PropertyNameList = components['schemas']['PropertyNameList'];
/** A stored property: a JSON object, or null. */
export type StoredPropertyValue = components['schemas']['PropertyValue'];
/** What a property write accepts: an object, null, or JSON text (`'null'` and `''` store null). */
export type PropertyValueInput = StoredPropertyValue | string;
/** The owners a property can belong to, as they appear in the path. */
export const PROPERTY_OWNER_TYPES = ['accounts', 'teams'] as const;
export type PropertyOwnerType = (typeof PROPERTY_OWNER_TYPES)[number];

/** An owner's uuid and the property's name. */
export interface PropertyParams {
  uuid: string;
  name: string;
}

/** The same, for the calls that take the owner type too. */
export interface TypedPropertyParams extends PropertyParams {
  type: PropertyOwnerType;
}

/**
 * Shared by every property call (see src/sdk/README.md): the owner type must be `accounts` or
 * `teams` (`Property type not allowed`), the uuid must be given (`Cannot detect {type} uuid`), and
 * so must the name (missing-parameters message).
 */
function checkPropertyTarget(type: unknown, params: Partial<PropertyParams> | undefined) {
  if (type !== 'accounts' && type !== 'teams') throw new InvalidArgumentError(MESSAGES.propertyTypeNotAllowed);
  const uuid = requireValue(params?.uuid, cannotDetectUuidMessage(type));
  const name = requireValue(params?.name, MESSAGES.missingParameters);
  return { type, path: { uuid, name } };
}

/** A 404 on a property read is a property that is not set: null. */
const NOT_SET_IS_NULL = { fallbackOn: { 404: null } } as const;

export function createPropertiesResource(core: SdkCore) {
  function read(
    type: unknown,
    params: Partial<PropertyParams> | undefined,
    options?: CallOptions,
  ): Promise<StoredPropertyValue> {
    const { type: owner, path } = checkPropertyTarget(type, params);
    return owner === 'accounts'
      ? core.call(
          options,
          (extras) => core.api.GET('/api/v1/accounts/{uuid}/properties/{name}', { ...extras, params: { path } }),
          NOT_SET_IS_NULL,
        )
      : core.call(
          options,
          (extras) => core.api.GET('/api/v1/teams/{uuid}/properties/{name}', { ...extras, params: { path } }),
          NOT_SET_IS_NULL,
        );
  }

  function write(
    type: unknown,
    params: Partial<PropertyParams> | undefined,
    value: PropertyValueInput,
    options?: CallOptions,
  ) {
    const { type: owner, path } = checkPropertyTarget(type, params);
    const body = parsePropertyValue(value);
    return owner === 'accounts'
      ? core.call(options, (extras) =>
          core.api.POST('/api/v1/accounts/{uuid}/properties/{name}', { ...extras, params: { path }, body }),
        )
      : core.call(options, (extras) =>
          core.api.POST('/api/v1/teams/{uuid}/properties/{name}', { ...extras, params: { path }, body }),
        );
  }

  return {
    /** The property names accounts may have, e.g. `experimental`, `autogroupings` (site administration). */
    async listAccountNames(options?: CallOptions): Promise<PropertyNameList> {
      return core.call(options, (extras) => core.api.GET('/api/v1/admin/ag/account-properties', { ...extras }));
    },

    /** The property names teams may have (site administration). */
    async listTeamNames(options?: CallOptions): Promise<PropertyNameList> {
      return core.call(options, (extras) => core.api.GET('/api/v1/admin/ag/team-properties', { ...extras }));
    },

    /** Reads an account's property. 404 (not set) gives null; no uuid is `Cannot detect accounts uuid`. */
    async getForAccount(params: PropertyParams, options?: CallOptions): Promise<StoredPropertyValue> {
      return read('accounts', params, options);
    },

    /** Stores an account's property. The value goes through `parsePropertyValue`; no uuid is `Cannot detect accounts uuid`. */
    async updateForAccount(params: PropertyParams, body: PropertyValueInput, options?: CallOptions): Promise<void> {
      return write('accounts', params, body, options);
    },

    /** Reads a team's property. 404 (not set) gives null; no uuid is `Cannot detect teams uuid`. */
    async getForTeam(params: PropertyParams, options?: CallOptions): Promise<StoredPropertyValue> {
      return read('teams', params, options);
    },

    /** Stores a team's property. The value goes through `parsePropertyValue`; no uuid is `Cannot detect teams uuid`. */
    async updateForTeam(params: PropertyParams, body: PropertyValueInput, options?: CallOptions): Promise<void> {
      return write('teams', params, body, options);
    },

    /** Reads a property of an account or a team. A type other than accounts/teams is `Property type not allowed`; 404 gives null. */
    async get(params: TypedPropertyParams, options?: CallOptions): Promise<StoredPropertyValue> {
      return read(params?.type, params, options);
    },

    /** Stores a property of an account or a team. `Property type not allowed`, then `parsePropertyValue`. */
    async update(params: TypedPropertyParams, body: PropertyValueInput, options?: CallOptions): Promise<void> {
      return write(params?.type, params, body, options);
    },
  };
}
