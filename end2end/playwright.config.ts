import { defineConfig } from '@playwright/test';

import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The four servers listen on four ports from a base. Another suite on the machine (a second
// clone, a CI run beside a developer's) may hold 3100: take the first base whose four ports are
// free. Workers re-read this file, so the choice is kept in the environment they inherit.
const freeBase = `
  const net = require('node:net');
  const free = (port) => new Promise((done) => {
    const probe = net.createServer().once('error', () => done(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => done(true)));
  });
  (async () => {
    for (let base = 3100; base < 3400; base += 10) {
      const ports = [base, base + 1, base + 2, base + 3];
      if ((await Promise.all(ports.map(free))).every(Boolean)) return console.log(base);
    }
    console.error('no four free ports from 3100 to 3393: set E2E_PORT');
    process.exit(1);
  })();`;
process.env.E2E_PORT ||= execFileSync(process.execPath, ['-e', freeBase]).toString().trim();

// Drives the release build (`make build`) in Debian's Chromium; never downloads a browser.
const port = Number(process.env.E2E_PORT);
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
