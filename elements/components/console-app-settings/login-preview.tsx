import { useEffect, useRef } from 'react';
import type { App } from '../../core/membership/types';
import type { Theme } from '../../kit/theme-tokens';

type PreviewModal = HTMLElement & { previewApp?: App };

/**
 * The real login modal drawn inline with the draft settings (its `previewApp`): a picture of what
 * a visitor sees, so it takes no focus and no clicks (inert). The property is set once the tag is
 * defined, which the page's element registry does when the modal appears.
 */
export function LoginPreview({ app, display, theme }: { app: App; display: 'login' | 'signup'; theme: Theme }) {
  const modal = useRef<PreviewModal>(null);
  useEffect(() => {
    let current = true;
    customElements.whenDefined('ms-login-modal').then(() => {
      if (current && modal.current) modal.current.previewApp = app;
    });
    return () => {
      current = false;
    };
  }, [app]);
  return (
    <div inert>
      <ms-login-modal ref={modal} inline display={display} theme={theme} />
    </div>
  );
}
