import type { TestProject } from 'vitest/node';
import { startDashboardServers } from '../../scripts/lib/browser-harness.mjs';
import { ensureChromium } from '../../scripts/lib/ensure-chromium.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The production build of the dashboard (vite preview), with the API paths proxied to the stateful mock in front of Prism. */
    dashboardUrl: string;
  }
}

const log = (line: string) => console.log(`[browser suite] ${line}`);

// Once for the whole browser project: Chromium is there (or installed), the dashboard is built and
// served by vite preview, and the API paths reach a Prism mock of the merged mock document.
export default async function setup(project: TestProject) {
  ensureChromium({ log });
  const servers = await startDashboardServers({ stateful: true, log });
  project.provide('dashboardUrl', servers.url);
  return async () => {
    await servers.stop();
  };
}
