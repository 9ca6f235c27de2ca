import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left until a deadline, ticking once a second. It counts from the clock rather than
 * from the number of ticks, so a tab that slept in the background still shows the right wait.
 */
export function useCountdown() {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(0);

  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) setDeadline(null);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  const start = useCallback((seconds: number) => {
    const current = Date.now();
    setNow(current);
    setDeadline(current + seconds * 1000);
  }, []);

  const stop = useCallback(() => setDeadline(null), []);

  const secondsLeft = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
  return { secondsLeft, running: secondsLeft > 0, start, stop };
}
