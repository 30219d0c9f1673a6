'use client';

import { useEffect, useState } from 'react';

/** Renders, then throws on its first render in the browser: a render error as a real bug would cause. */
export function ThrowAfterMount() {
  const [mounted, setMounted] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the second render is the point: it throws once in the browser
  useEffect(() => setMounted(true), []);
  if (mounted) throw new Error('Erreur de rendu volontaire (page d’essai)');
  return <p>Le contenu de cette page provoque une erreur une fois chargé.</p>;
}
