import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { ToastList } from '../../elements/kit/toast/toast-list';
import { alertStore, dismissAlert } from './alert-store';

/** Above the navigation and every card: the list positions itself at the top of the screen. */
const Layer = styled.div`
  position: relative;
  z-index: 100;
`;

export function AlertLayer() {
  const { alerts } = useSnapshot(alertStore);
  return (
    <Layer>
      <ToastList toasts={alerts} onDismiss={dismissAlert} />
    </Layer>
  );
}
