import { ModeTag } from './console-app-settings.styles';

/** Said beside every section whose settings test-mode and live pages share. */
export function BothModes() {
  return <ModeTag>Both modes</ModeTag>;
}
