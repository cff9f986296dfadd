import { useEffect, useRef } from 'react';

/**
 * Fetches each site plan image of the week once while the installed app's service worker controls
 * the page, which keeps them (shared/offline-caches.ts): a technician then opens the plans on
 * site with no signal (issue 32 item 2). Without a service worker (a plain browser tab, the tests
 * that block it) nothing is fetched: the browser would not keep them for offline anyway.
 */
export function useKeptPlanImages(urls: readonly string[]) {
  const fetched = useRef(new Set<string>());
  const key = [...new Set(urls)].sort().join('\n');
  useEffect(() => {
    const sw = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
    const wanted = key.split('\n').filter((url) => url && !fetched.current.has(url));
    if (!sw || wanted.length === 0) return;
    let gone = false;
    const fetchAll = () => {
      if (gone || !sw.controller) return;
      for (const url of wanted) {
        fetched.current.add(url);
        // Read whole, so the service worker's copy is complete; a failure is tried on the next change.
        void fetch(url, { credentials: 'same-origin' })
          .then((res) => (res.ok ? res.blob() : Promise.reject(new Error(String(res.status)))))
          .catch(() => fetched.current.delete(url));
      }
    };
    if (sw.controller) fetchAll();
    else sw.addEventListener('controllerchange', fetchAll, { once: true });
    return () => {
      gone = true;
      sw.removeEventListener('controllerchange', fetchAll);
    };
  }, [key]);
}
