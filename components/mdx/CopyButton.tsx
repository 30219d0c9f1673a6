'use client';

import { useState } from 'react';

/** Copies the referral code and says so, visually and to screen readers. */
export function CopyButton({ text }: { text: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      setTimeout(() => setCopied(false), 2500);
    } catch (error) {
      console.warn('Copie impossible', error);
    }
  };
  return (
    <>
      <button type="button" className="button button--small" onClick={copy}>
        Copier le code
      </button>
      <span role="status" className="copy-status">
        {copied ? 'Code copié' : ''}
      </span>
    </>
  );
}
