"use client";

import { useEffect, useState } from "react";

/**
 * The value once it has stood still for `ms`: a search box asks the server after the last
 * keystroke, not on each one. (Written here: a timer and a state, no library is smaller.)
 */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
