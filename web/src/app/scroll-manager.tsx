import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Scrolls to the top on a new page, or to the anchor named in the URL (/#contact). */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash) {
      const el = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (el) {
        el.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
