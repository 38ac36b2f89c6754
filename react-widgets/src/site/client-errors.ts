import { isCrawler } from './is-crawler';

export const MAX_REPORTS_PER_PAGE = 5;

export interface ClientErrorReport {
  message: string;
  source?: string;
  line?: number;
  column?: number;
  page: string;
}

/** Builds a report from an error event, trimmed to what the server accepts. */
export function reportFrom(message: unknown, page: string, where?: { source?: string; line?: number; column?: number }): ClientErrorReport {
  const text = message instanceof Error ? `${message.name}: ${message.message}` : String(message);
  return { message: text.slice(0, 1000), page: page.slice(0, 500), ...where };
}

/** Sends uncaught errors to the server log, a few per page at most. Never alters the page. */
export function reportClientErrors(): void {
  if (isCrawler(navigator.userAgent)) return;
  let sent = 0;
  const send = (report: ClientErrorReport) => {
    if (sent >= MAX_REPORTS_PER_PAGE) return;
    sent += 1;
    const body = JSON.stringify(report);
    void fetch('/api/client-errors', { method: 'POST', headers: { 'content-type': 'application/json' }, body, keepalive: true }).catch(() => {});
  };
  window.addEventListener('error', (event) => {
    if (!event.message) return;
    send(reportFrom(event.error ?? event.message, location.pathname, { source: event.filename, line: event.lineno, column: event.colno }));
  });
  window.addEventListener('unhandledrejection', (event) => send(reportFrom(event.reason, location.pathname)));
}
