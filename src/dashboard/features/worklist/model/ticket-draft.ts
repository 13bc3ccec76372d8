// What the File a ticket form starts from: the vulnerability, its dependency and its advisory. Pure.

import type { AdvisoryView } from './advisory';
import type { WorklistItem } from './derive-worklist';
import type { VulnerabilityDetails } from './vulnerability-details';

export interface TicketDraft {
  summary: string;
  description: string;
  advisoryId: string;
  language: string;
  name: string;
  version: string;
  branch: string;
}

/** The form's first values; the description is the advisory's, when there is one. */
export function ticketDraftOf(
  item: WorklistItem,
  details: VulnerabilityDetails,
  advisory: AdvisoryView | null,
): TicketDraft {
  const dependency = details.dependency;
  const where = dependency ? `${dependency.name} ${dependency.version}` : item.projectUrl;
  const lines = advisory
    ? [
        advisory.title,
        advisory.description,
        advisory.vulnerableVersions && `Vulnerable versions: ${advisory.vulnerableVersions}`,
        advisory.patchedVersions && `Patched versions: ${advisory.patchedVersions}`,
        ...advisory.references.map((reference) => reference.text),
      ]
    : [];
  return {
    summary: `${item.id} in ${where}`,
    description: lines.filter((line) => line !== '').join('\n\n'),
    advisoryId: item.id,
    language: dependency?.language ?? '',
    name: dependency?.name ?? '',
    version: dependency?.version ?? '',
    branch: item.projectBranch,
  };
}

/** The form names a dependency: any of its ecosystem, name and version is given. */
export const dependencyGiven = (values: TicketDraft) =>
  [values.language, values.name, values.version].some((value) => value.trim() !== '');

/** The issue the form files: its values trimmed, the empty ones left out. */
export function ticketIssueOf(values: TicketDraft) {
  const dependency = dependencyGiven(values)
    ? { language: values.language.trim(), name: values.name.trim(), version: values.version.trim() }
    : undefined;
  return {
    summary: values.summary.trim(),
    description: values.description,
    advisoryId: values.advisoryId.trim() || undefined,
    branch: values.branch.trim() || undefined,
    ...(dependency ? { dependency } : {}),
  };
}
