import { reportFrom } from './client-errors';
import { isCrawler } from './is-crawler';

describe('reportFrom', () => {
  it('names the error and trims long messages', () => {
    const report = reportFrom(new TypeError('x is undefined'), '/en', { line: 3 });
    expect(report).toEqual({ message: 'TypeError: x is undefined', page: '/en', line: 3 });
    expect(reportFrom('y'.repeat(5000), '/').message).toHaveLength(1000);
  });
});

describe('isCrawler', () => {
  it('recognises search engines but not browsers', () => {
    expect(isCrawler('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true);
    expect(isCrawler('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36')).toBe(false);
  });
});
