'use client';

import { useEffect, useState } from 'react';

const MESSAGES = { idle: '', copied: 'Code copié', failed: 'Copie impossible : sélectionnez le code pour le copier' } as const;

/** Copies the referral code and says so, visually and to screen readers. */
export function CopyButton({ text }: { text: string }) {
  const [state, setState] = useState<keyof typeof MESSAGES>('idle');
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), 2500);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch (error) {
      console.warn('Copie impossible', error);
      setState('failed');
    }
  };
  return (
    <>
      <button type="button" className="button button--small" onClick={copy}>
        Copier le code
      </button>
      <span role="status" className="copy-status">
        {MESSAGES[state]}
      </span>
    </>
  );
}
