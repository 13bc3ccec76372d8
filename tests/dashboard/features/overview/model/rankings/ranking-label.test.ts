import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { projectLabel } from '@/dashboard/features/overview/model/rankings/ranking';
import { rankingLabelParts } from '@/dashboard/features/overview/model/rankings/ranking-label';
import { splitProjectName } from '@/dashboard/shared/metrics/project-fields';
import type { Project } from '@/dashboard/shared/metrics/types';
import { makeProject } from '../../../../support/metrics-fixtures';

/** A project as normalising leaves it: the name split from its URL. */
const projectAt = (projectUrl: string, projectBranch = 'main'): Project =>
  makeProject({ projectUrl, projectBranch, ...splitProjectName(projectUrl) });

describe('rankingLabelParts', () => {
  it('puts the repository name first and the host and organisation in the front', () => {
    const project = projectAt('https://github.com/acme/payments-api');
    expect(rankingLabelParts(project, project.projectUrl)).toEqual({
      front: 'https://github.com/acme/',
      name: 'payments-api',
    });
  });

  it('keeps the branch with the name when the label carries it', () => {
    const project = projectAt('https://gitlab.com/acme/checkout', 'release/2.4');
    expect(rankingLabelParts(project, 'https://gitlab.com/acme/checkout:release/2.4')).toEqual({
      front: 'https://gitlab.com/acme/',
      name: 'checkout:release/2.4',
    });
  });

  it('adds no branch the label does not carry, even when the branch appears in the URL', () => {
    const project = projectAt('https://github.com/acme/main', 'main');
    expect(rankingLabelParts(project, 'https://github.com/acme/main')).toEqual({
      front: 'https://github.com/acme/',
      name: 'main',
    });
  });

  it('drops the noise splitProjectName drops (.git, a trailing slash) from the name', () => {
    const project = projectAt('https://bitbucket.org/acme-payments/admin-console.git/');
    expect(rankingLabelParts(project, project.projectUrl)).toEqual({
      front: 'https://bitbucket.org/acme-payments/',
      name: 'admin-console',
    });
  });

  it('is all name for a URL without a tail, and for an empty URL falls back to the label', () => {
    const bare = makeProject({ projectUrl: 'payments', nameFront: '', nameTail: '' });
    expect(rankingLabelParts(bare, 'payments')).toEqual({ front: '', name: 'payments' });
    const empty = makeProject({ projectUrl: '', projectBranch: 'main', nameFront: '', nameTail: '' });
    expect(rankingLabelParts(empty, 'unnamed')).toEqual({ front: '', name: 'unnamed' });
  });

  it('gives back the ranking label, front then name, for any URL already in short form', () => {
    const segment = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,11}$/);
    fc.assert(
      fc.property(
        fc.constantFrom('https://github.com/', 'https://gitlab.com/', 'https://bitbucket.org/'),
        segment,
        segment,
        fc.constantFrom('main', 'develop', 'release/1.4'),
        fc.boolean(),
        (host, organisation, repository, branch, onTwoBranches) => {
          const project = projectAt(`${host}${organisation}/${repository}`, branch);
          const other = projectAt(project.projectUrl, onTwoBranches ? `${branch}-other` : branch);
          const label = projectLabel(project, [project, other]);
          const parts = rankingLabelParts(project, label);
          expect(parts.front + parts.name).toBe(label);
          expect(parts.name.startsWith(repository)).toBe(true);
          expect(parts.name.endsWith(`:${branch}`)).toBe(onTwoBranches);
        },
      ),
    );
  });
});
