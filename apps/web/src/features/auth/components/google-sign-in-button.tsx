import { useEffect, useRef, useState, type ReactNode } from 'react';

const GIS_SRC = 'https://accounts.google.com/gsi/client';

type GoogleCredentialResponse = { credential?: string };
type GoogleAccounts = {
  id: {
    initialize(options: { client_id: string; callback: (response: GoogleCredentialResponse) => void; ux_mode?: 'popup' }): void;
    renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
  };
};
declare global {
  interface Window {
    google?: { accounts: GoogleAccounts };
  }
}

let scriptPromise: Promise<GoogleAccounts> | null = null;

/** Loads Google Identity Services once, and only when a page actually shows the button. */
function loadGoogleIdentity(): Promise<GoogleAccounts> {
  if (window.google) return Promise.resolve(window.google.accounts);
  scriptPromise ??= new Promise<GoogleAccounts>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GIS_SRC;
    script.async = true;
    script.onload = () => {
      scriptPromise = null;
      if (window.google) resolve(window.google.accounts);
      else reject(new Error('Google Identity Services missing'));
    };
    script.onerror = () => {
      scriptPromise = null;
      script.remove();
      reject(new Error('Google Identity Services failed to load'));
    };
    document.head.appendChild(script);
  });
  return scriptPromise;
}

type GoogleSignInButtonProps = {
  clientId: string;
  /** Google's ID token; our server verifies it. */
  onCredential: (credential: string) => void;
  /** Google answered without a credential. (A script that never loads is shown here instead.) */
  onError: () => void;
  /** Shown above the button, and only while Google sign-in can be used (e.g. a field it needs). */
  lead?: ReactNode;
};

export function GoogleSignInButton({ clientId, onCredential, onError, lead }: GoogleSignInButtonProps) {
  const container = useRef<HTMLDivElement>(null);
  const handlers = useRef({ onCredential, onError });
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    handlers.current = { onCredential, onError };
  });

  useEffect(() => {
    let cancelled = false;
    loadGoogleIdentity()
      .then((accounts) => {
        if (cancelled || !container.current) return;
        accounts.id.initialize({
          client_id: clientId,
          ux_mode: 'popup',
          callback: (response) => (response.credential ? handlers.current.onCredential(response.credential) : handlers.current.onError()),
        });
        accounts.id.renderButton(container.current, { type: 'standard', theme: 'outline', size: 'large', text: 'signin_with', width: 320 });
      })
      .catch(() => {
        // Nobody tried to sign in yet, so this is no failed sign-in: say the button is missing and why.
        if (!cancelled) setUnavailable(true);
      });
    return () => {
      cancelled = true;
    };
  }, [clientId]);

  if (unavailable) {
    return (
      <p className="rounded-xl bg-ink-50 px-4 py-3 text-center text-sm text-ink-600" data-testid="google-sign-in-unavailable">
        Google sign-in could not be loaded. Sign in with your email and password, or reload the page to try again.
      </p>
    );
  }
  return (
    <>
      {lead}
      <div ref={container} className="flex min-h-11 justify-center" data-testid="google-sign-in" />
    </>
  );
}
