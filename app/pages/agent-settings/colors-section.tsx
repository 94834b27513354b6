import { AGENT_COLOR_NAMES, type AgentColorName } from '../../../contract/chat';
import { FieldError } from '../../../elements/kit/form/field.styles';
import { ColorGrid } from './agent-settings.styles';
import { ColorSetting } from './color-setting';
import type { Draft, DraftEdit } from './settings-draft';
import type { Problems } from './settings-problems';
import { SettingsSection } from './settings-section';

export function ColorsSection({
  colors,
  themeColors,
  problems,
  sectionProblem,
  edit,
}: {
  colors: Draft['colors'];
  themeColors: Record<AgentColorName, string>;
  problems: Problems['colors'];
  sectionProblem: string | undefined;
  edit: DraftEdit;
}) {
  return (
    <SettingsSection title="Colours" hint="Empty: the theme's colour">
      <ColorGrid>
        {AGENT_COLOR_NAMES.map((name) => (
          <ColorSetting
            key={name}
            name={name}
            value={colors[name]}
            themeColor={themeColors[name]}
            error={problems[name]}
            onChange={(color) => edit((current) => ({ ...current, colors: { ...current.colors, [name]: color } }))}
          />
        ))}
      </ColorGrid>
      {sectionProblem && <FieldError>{sectionProblem}</FieldError>}
    </SettingsSection>
  );
}
