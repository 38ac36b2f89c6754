/** Search-engine and preview bots: they get the server-rendered page and nothing that alters it. */
export function isCrawler(userAgent: string): boolean {
  return /bot|crawler|spider|crawling|slurp|facebookexternalhit|embedly|lighthouse/i.test(userAgent);
}
