import { useId } from 'react';
import { APP_MODES } from '../../../contract/console-app-settings';
import { ModeColumns, ModeGroup, SectionHeading, SectionLead } from './console-app-settings.styles';
import { ModeSection } from './mode-section';
import type { SectionProps } from './section-props';

/** What each mode has of its own, test beside live: everything else on the page serves both. */
export function ModesGroup(props: SectionProps) {
  const headingId = useId();
  return (
    <ModeGroup part="modes" aria-labelledby={headingId}>
      <SectionHeading id={headingId}>Allowed origins and captcha, per mode</SectionHeading>
      <SectionLead>
        The request's public key picks its mode. Each column is saved on its own; the other settings serve both modes.
      </SectionLead>
      <ModeColumns>
        {APP_MODES.map((mode) => (
          <ModeSection key={mode} mode={mode} {...props} />
        ))}
      </ModeColumns>
    </ModeGroup>
  );
}
