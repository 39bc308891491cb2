import { useEffect } from 'react';

/**
 * Loads the storefront widget (/widget.js) once, with the demo store's key, exactly as a shop's page
 * does: it turns the page's data-tryown-dress buttons into try-ons, also those rendered later.
 */
export function useWidgetScript(key: string | undefined) {
  useEffect(() => {
    if (!key || document.querySelector('script[data-tryown-demo]')) return;
    const script = document.createElement('script');
    script.src = '/widget.js';
    script.defer = true;
    script.dataset.key = key;
    script.dataset.tryownDemo = '';
    document.body.append(script);
  }, [key]);
}
