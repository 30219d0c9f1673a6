import { useState, type ComponentType } from 'react';

/** What the islands of the tests render: a button that counts its clicks, so a lost handler shows. */
export function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

/** An island's code, delivered when the test says so. */
export function deferredCode() {
  let deliver: () => void = () => {};
  const load = () => new Promise<ComponentType<{ label: string }>>((resolve) => (deliver = () => resolve(Counter)));
  return { load, deliver: () => deliver() };
}
