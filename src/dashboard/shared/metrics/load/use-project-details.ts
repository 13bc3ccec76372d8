import { useEffect, useState } from 'react';
import type { Project, ProjectSummary } from '../types';
import type { MetricsAnswer } from './metrics-answer';

export interface ProjectWithDetails {
  /** The project with its scans, fixes and open vulnerabilities; null while they are asked for. */
  readonly project: Project | null;
  /** Why they could not be had. */
  readonly error: unknown;
}

interface Asked {
  readonly summary: ProjectSummary;
  readonly outcome: { readonly project: Project } | { readonly error: unknown };
}

/**
 * `project` with its details, for a part of the page that shows them (an expanded row): at once when
 * they are at hand (the page holds the answer, or they came lately, e.g. asked as the pointer reached
 * the row), else asked of the place that holds `answer`, which answers even while the rest of the
 * answer arrives.
 */
export function useProjectDetails(answer: MetricsAnswer, project: ProjectSummary): ProjectWithDetails {
  const atHand = answer.detailsAtHand(project);
  const [asked, setAsked] = useState<Asked | null>(null);
  useEffect(() => {
    if (atHand !== undefined) return;
    let wanted = true;
    answer.details(project).then(
      (whole) => {
        if (wanted) setAsked({ summary: project, outcome: { project: whole } });
      },
      (error: unknown) => {
        if (wanted) setAsked({ summary: project, outcome: { error } });
      },
    );
    return () => {
      wanted = false;
    };
  }, [answer, atHand, project]);
  if (atHand !== undefined) return { project: atHand, error: undefined };
  if (asked === null || asked.summary !== project) return { project: null, error: undefined };
  return 'project' in asked.outcome
    ? { project: asked.outcome.project, error: undefined }
    : { project: null, error: asked.outcome.error };
}
