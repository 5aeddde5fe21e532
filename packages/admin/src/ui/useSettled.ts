import { useEffect, useState } from 'react';

/** A value once it stopped changing for `delay` ms: a search asked for when typing pauses. */
export function useSettled<T>(value: T, delay = 250): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
