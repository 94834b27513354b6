import { type ReactNode, useEffect, useState } from 'react';
import { LoadingPlaceholder } from '../../kit/membership/modal-layout';
import type { ScreenProps } from './screen-props';

type ScreenComponent = (props: ScreenProps) => ReactNode;

/**
 * A screen whose code loads the first time it shows, so a page with the modal pays for it only
 * when someone needs it. A failed load is said like any failure, back on the login screen.
 */
export function lazyScreen(load: () => Promise<ScreenComponent>): ScreenComponent {
  let loaded: ScreenComponent | null = null;
  let loading: Promise<ScreenComponent> | null = null;

  return function LazyScreen(props: ScreenProps) {
    const [Screen, setScreen] = useState<ScreenComponent | null>(() => loaded);
    const { showError, go } = props;
    useEffect(() => {
      if (Screen) return;
      let shown = true;
      loading ??= load().then((screen) => (loaded = screen));
      loading.then(
        (screen) => shown && setScreen(() => screen),
        (error: unknown) => {
          loading = null;
          if (!shown) return;
          showError(error);
          go('login');
        },
      );
      return () => {
        shown = false;
      };
    }, [Screen, showError, go]);
    return Screen ? <Screen {...props} /> : <LoadingPlaceholder messages={props.messages} />;
  };
}
