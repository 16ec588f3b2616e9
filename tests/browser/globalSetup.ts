// Starts the server and Chromium once for the whole browser suite instead of once per file: each file
// connects to them through `browserSuite()` (harness.ts).
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_OPTIONS, startServer } from './harness';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The sign-up page is part of the suite, so the shared server has it open (SIGN_UP defaults to false).
  const server = await startServer({ SIGN_UP: 'true' });
  const chromiumServer = await chromium.launchServer(CHROMIUM_OPTIONS).catch(async (error: unknown) => {
    await server.stop();
    throw error;
  });
  project.provide('browserRun', {
    baseUrl: server.baseUrl,
    dataDir: server.dataDir,
    wsEndpoint: chromiumServer.wsEndpoint(),
  });
  return async () => {
    await chromiumServer.close();
    await server.stop();
  };
}
