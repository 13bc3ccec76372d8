import type { components } from '../../../generated/api';
import { InvalidArgumentError } from '../errors';
import { type CallOptions, requireParameters, type SdkCore } from '../internal/core';

export type ErasReportRequest = components['schemas']['ErasReportRequest'];
/**
 * What `eras.create` takes: the generated `ErasReportRequest` makes `branches` required because the
 * document gives it a default, so here it is optional and the SDK sends that default.
 */
export type ErasReportCreateRequest = Omit<ErasReportRequest, 'branches'> & { branches?: string };
export type ErasReport = components['schemas']['ErasReport'];
export type ErasReportStatus = components['schemas']['ErasReportStatus'];
export type ErasReportFormat = components['schemas']['ErasReportFormat'];
export type ErasReportDocument = components['schemas']['ErasReportDocument'];
export type ErasConfig = components['schemas']['ErasConfig'];

/** The document's default for `branches` in a report request: every branch. */
export const ERAS_DEFAULT_BRANCHES = '*';

/** What `eras.getStatus` returns for a finished report. */
export const ERAS_REPORT_DONE = 100;
/** What `eras.getStatus` returns while the server answers 404 (the job has not started yet). */
export const ERAS_REPORT_PENDING = 'pending';

/**
 * An ERAS report's status as the SDK reports it: `100` when done, `'pending'` on a
 * 404, otherwise the server's progress message. `string & {}` keeps the two literals visible to editors.
 */
export type ErasReportProgress = typeof ERAS_REPORT_DONE | typeof ERAS_REPORT_PENDING | (string & {});

/** What `eras.download` resolves with, by format: the PDF as a Blob, CSV as text, JSON parsed. */
export interface ErasReportFile {
  pdf: Blob;
  csv: string;
  json: ErasReportDocument;
}

const ERAS_FORMATS = ['pdf', 'csv', 'json'] as const satisfies readonly ErasReportFormat[];

const MEDIA_TYPES: Record<ErasReportFormat, string> = {
  pdf: 'application/pdf',
  csv: 'text/csv',
  json: 'application/json',
};

const PARSE_AS = { pdf: 'blob', csv: 'text', json: 'json' } as const satisfies Record<ErasReportFormat, string>;

export function createErasResource(core: SdkCore) {
  return {
    /**
     * Requests an ERAS report; `startDate`, `endDate` and `format` are required, and `branches` defaults
     * to `*` (the document's default, as for the metrics).
     */
    async create(body: ErasReportCreateRequest, options?: CallOptions): Promise<ErasReport> {
      requireParameters({ startDate: body?.startDate, endDate: body?.endDate, format: body?.format });
      const sent: ErasReportRequest = { ...body, branches: body.branches || ERAS_DEFAULT_BRANCHES };
      return core.call(options, (extras) => core.api.POST('/api/v1/eras', { ...extras, body: sent }));
    },

    /**
     * An ERAS report's status. Returns `100` when the report is done, otherwise the
     * server's text (its `message`); a 404 means the report is still pending and returns `'pending'`.
     */
    async getStatus(params: { id: string }, options?: CallOptions): Promise<ErasReportProgress> {
      requireParameters({ id: params?.id });
      return core
        .call(
          options,
          (extras) => core.api.GET('/api/v1/eras/{id}', { ...extras, params: { path: { id: params.id } } }),
          { fallbackOn: { 404: null } },
        )
        .then((status) => {
          if (status === null) return ERAS_REPORT_PENDING;
          return status.done ? ERAS_REPORT_DONE : status.message;
        });
    },

    /**
     * Downloads a finished ERAS report in `format`, asking for that media type: a PDF resolves as a
     * `Blob` (parseAs 'blob'), CSV as its text (parseAs 'text') and JSON as the parsed document.
     * `downloadKey` (from the finished status) is optional for authenticated calls.
     */
    async download<TFormat extends ErasReportFormat>(
      params: { id: string; format: TFormat; downloadKey?: string },
      options?: CallOptions,
    ): Promise<ErasReportFile[TFormat]> {
      requireParameters({ id: params?.id, format: params?.format });
      const { id, format, downloadKey } = params;
      if (!(ERAS_FORMATS as readonly string[]).includes(format)) {
        throw new InvalidArgumentError(`format must be one of ${ERAS_FORMATS.join(', ')}, not "${format}"`);
      }
      const query = downloadKey === undefined ? {} : { downloadKey };
      return core.call(options, (extras) =>
        core.api.GET('/api/v1/eras/{id}/report.{format}', {
          ...extras,
          headers: { Accept: MEDIA_TYPES[format], ...extras.headers },
          params: { path: { id, format }, query },
          parseAs: PARSE_AS[format],
        }),
      ) as Promise<ErasReportFile[TFormat]>;
    },

    /** Whether ERAS reports are available to the account, with their formats and limits. */
    async getConfig(options?: CallOptions): Promise<ErasConfig> {
      return core.call(options, (extras) => core.api.GET('/api/v1/eras/config', { ...extras }));
    },
  };
}
