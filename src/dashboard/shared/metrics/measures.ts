// The figures whose change the page explains project by project: each is a figure every project
// carries (`Project.figures`, counted while normalising), summed by the Remediation section's tiles
// and split by the change breakdown. One list for both, in the order the breakdown lists them.

export const MEASURES = ['fixes', 'introduced', 'fixed', 'riskRemoved', 'unaddressed'] as const;
export type Measure = (typeof MEASURES)[number];
