import { defineConfig } from '@playwright/test';

// Drives the release build (`make build`) in Debian's Chromium; never downloads a browser.
const port = Number(process.env.E2E_PORT ?? 3100);

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
  webServer: {
    command: 'target/release/server',
    cwd: '..',
    url: `http://127.0.0.1:${port}/en`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      LEPTOS_SITE_ROOT: 'target/site',
      LEPTOS_SITE_ADDR: `127.0.0.1:${port}`,
      LEPTOS_ENV: 'PROD',
      RUST_LOG: 'warn',
    },
  },
});
