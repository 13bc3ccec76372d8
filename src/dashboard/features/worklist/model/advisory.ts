// The advisory of a vulnerability, as the panel shows it: the answer of the advisory read is untrusted,
// so every field is read on its own (a missing or malformed one is absent, never a crash), the
// description stays text, and a reference is a link only when it is an absolute http: or https: URL.

import { type Epss, epssOf, type Kev, kevOf } from '@/dashboard/shared/metrics/exploitation';
import { isRecord } from '@/dashboard/shared/model/untrusted-values';

interface AdvisoryReference {
  readonly text: string;
  /** The URL when it may be a link (http: or https:); null: shown as text only. */
  readonly href: string | null;
}

export interface AdvisoryView {
  readonly title: string;
  readonly description: string;
  /** 0 to 10; null when the answer holds none that is usable. */
  readonly cvssScore: number | null;
  readonly vulnerableVersions: string;
  readonly patchedVersions: string;
  readonly references: readonly AdvisoryReference[];
  /** Its EPSS, when the answer holds a usable one (as an open vulnerability's is read). */
  readonly epss: Epss | null;
  /** Its KEV listing, when the answer holds a usable one. */
  readonly kev: Kev | null;
}

const ECOSYSTEMS = ['npm', 'maven', 'pypi', 'go', 'nuget', 'cargo', 'rubygems', 'packagist', 'hex', 'pub'] as const;
export type Ecosystem = (typeof ECOSYSTEMS)[number];

/** The ecosystem the advisory read takes, from a dependency's `language`; null for any other value. */
export function ecosystemOf(language: string | undefined): Ecosystem | null {
  const key = language?.trim().toLowerCase();
  return (ECOSYSTEMS as readonly string[]).includes(key ?? '') ? (key as Ecosystem) : null;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** The URL when it is absolute with the http: or https: scheme; null otherwise. */
export function httpLinkOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The panel's view of an advisory answer; null when it is not an object (an unusable answer). */
export function advisoryViewOf(answer: unknown): AdvisoryView | null {
  if (!isRecord(answer)) return null;
  const score = answer.cvssScore;
  const references = Array.isArray(answer.references) ? (answer.references as readonly unknown[]) : [];
  return {
    title: textOf(answer.title),
    description: textOf(answer.description),
    cvssScore: typeof score === 'number' && Number.isFinite(score) && score >= 0 && score <= 10 ? score : null,
    vulnerableVersions: textOf(answer.vulnerableVersions),
    patchedVersions: textOf(answer.patchedVersions),
    references: references
      .filter((reference): reference is string => typeof reference === 'string' && reference.trim() !== '')
      .map((reference) => ({ text: reference, href: httpLinkOf(reference) })),
    epss: epssOf(answer.epss),
    kev: kevOf(answer.kev),
  };
}
