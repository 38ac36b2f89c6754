import { useEffect, useState } from 'react';

/** Copies the page address; says so in a polite live region. */
export function CopyLinkButton({ label, copiedLabel }: { label: string; copiedLabel: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 3000);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    const url = window.location.href.split('#')[0];
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="copy-link">
      <button type="button" className="copy-link__button" onClick={copy}>
        {label}
      </button>
      <span className="copy-link__status" role="status">
        {copied ? copiedLabel : ''}
      </span>
    </div>
  );
}
