import { type ReactNode, useId } from 'react';
import { Panel, PanelHeader } from '../../layout/page-parts';
import { Fields, Hint } from './agent-settings.styles';

export function SettingsSection({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const id = useId();
  return (
    <Panel aria-labelledby={id}>
      <PanelHeader>
        <h2 id={id}>{title}</h2>
        {hint && <Hint>{hint}</Hint>}
      </PanelHeader>
      <Fields>{children}</Fields>
    </Panel>
  );
}
