export const APP_NAME = 'TryOwn';

/**
 * "Screen · Area · TryOwn": the most specific part first, so a row of browser tabs tells them
 * apart. Screens render it as React's `<title>` (hoisted into the head while they show).
 */
export const documentTitle = (...parts: (string | null | undefined | false)[]) => [...parts.filter((part): part is string => typeof part === 'string' && part.trim() !== ''), APP_NAME].join(' · ');
