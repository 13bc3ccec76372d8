// `--min-severity`, `--kev-only` and `--min-epss`: a digest of the same shape with only the items a
// team asked to hear about. The totals stay the whole account's (they say where the items stand), and
// `empty` follows the narrowed lists, so a digest with no news of interest is not sent.
import type { Digest } from '@/dashboard/features/worklist/model/derive-digest';
import type { WorklistItem } from '@/dashboard/features/worklist/model/derive-worklist';
import { SEVERITY_RANK, type Severity } from '@/dashboard/shared/metrics/severity';
import { DIGEST_LISTS } from './digest-sections';

export interface DigestNarrowing {
  readonly minSeverity: Severity | undefined;
  readonly kevOnly: boolean;
  readonly minEpss: number | undefined;
}

export const narrows = (narrowing: DigestNarrowing) =>
  narrowing.minSeverity !== undefined || narrowing.kevOnly || narrowing.minEpss !== undefined;

function kept(item: WorklistItem, { minSeverity, kevOnly, minEpss }: DigestNarrowing): boolean {
  if (minSeverity !== undefined && SEVERITY_RANK[item.severity] > SEVERITY_RANK[minSeverity]) return false;
  if (kevOnly && item.kev === null) return false;
  if (minEpss !== undefined && (item.epss === null || item.epss.score < minEpss)) return false;
  return true;
}

export function narrowDigest(digest: Digest, narrowing: DigestNarrowing): Digest {
  if (!narrows(narrowing)) return digest;
  const lists = Object.fromEntries(
    DIGEST_LISTS.map((list) => [list, digest[list].filter((item) => kept(item, narrowing))]),
  ) as Pick<Digest, (typeof DIGEST_LISTS)[number]>;
  return { ...digest, ...lists, empty: DIGEST_LISTS.every((list) => lists[list].length === 0) };
}
