import { defineConfig } from '@playwright/test';

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Drives the release build (`make build`) in Debian's Chromium; never downloads a browser.
const port = Number(process.env.E2E_PORT ?? 3100);
// A fresh database per run; tests read it back through `server contacts export`.
process.env.E2E_DATABASE_URL ??= `sqlite://${join(mkdtempSync(join(tmpdir(), 'e2e-db-')), 'site.db')}`;
// A second server answers the chat with a (fake) model: streams long enough to stop, failures.
const modelPort = port + 1;
const fakeModelPort = port + 2;
// A third server in development mode: the portal mock signs every browser in.
const developmentPort = port + 3;
const modelDatabase = `sqlite://${join(mkdtempSync(join(tmpdir(), 'e2e-model-db-')), 'site.db')}`;

const serverEnv = (listen: number, databaseUrl: string) => ({
  LEPTOS_SITE_ROOT: 'target/site',
  LEPTOS_SITE_ADDR: `127.0.0.1:${listen}`,
  LEPTOS_ENV: 'PROD',
  RUST_LOG: 'warn',
  DATABASE_URL: databaseUrl,
  CSRF_SECRET: 'end-to-end tests',
  RATE_LIMIT_PER_MINUTE: '0',
});

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: 'target/release/server',
      cwd: '..',
      url: `http://127.0.0.1:${port}/en`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: serverEnv(port, process.env.E2E_DATABASE_URL),
    },
    {
      command: 'node fake-llm.mjs',
      port: fakeModelPort,
      reuseExistingServer: false,
      env: { FAKE_LLM_PORT: String(fakeModelPort) },
    },
    {
      command: 'target/release/server',
      cwd: '..',
      url: `http://127.0.0.1:${modelPort}/en`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        ...serverEnv(modelPort, modelDatabase),
        LLM_BASE_URL: `http://127.0.0.1:${fakeModelPort}/v1`,
        LLM_MODEL: 'fake-model',
        LLM_IDLE_TIMEOUT_MS: '3000',
      },
    },
    {
      command: 'target/release/server',
      cwd: '..',
      url: `http://127.0.0.1:${developmentPort}/en`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        ...serverEnv(developmentPort, `sqlite://${join(mkdtempSync(join(tmpdir(), 'e2e-dev-db-')), 'site.db')}`),
        APP_ENV: 'development',
        MOCK_DELAY_MS: '0',
        MOCK_FAILURE_RATE: '0',
      },
    },
  ],
});
