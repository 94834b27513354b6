import { type FormEvent, type ReactNode, useId } from 'react';
import { AUDIT_ACTOR_TYPES } from '../../../contract/console-audit-answers';
import { auditExportUrl } from '../../core/console-client';
import {
  ConsoleInput,
  ConsoleSelect,
  ControlField,
  ControlLabel,
  PrimaryAction,
} from '../../kit/console/console-controls';
import { OutlineButton } from '../../kit/ui/button';
import { type AuditFilterValues, auditQueryOf, KNOWN_ACTIONS, NO_AUDIT_FILTERS } from './audit-text';
import { FilterActions, Filters } from './console-audit.styles';

const ACTOR_LABELS: Record<(typeof AUDIT_ACTOR_TYPES)[number], string> = {
  owner: 'Owners',
  'secret-key': 'Secret keys',
  system: 'The service',
};

interface AuditFiltersProps {
  values: AuditFilterValues;
  /** The filters the log shows now: what the export downloads. */
  applied: AuditFilterValues;
  onChange: (values: AuditFilterValues) => void;
  onApply: () => void;
  onClear: () => void;
}

/** The log's filters, applied together with Apply (or Enter), and the export of what they show. */
export function AuditFilters({ values, applied, onChange, onApply, onClear }: AuditFiltersProps) {
  const id = useId();
  const set = (name: keyof AuditFilterValues) => (event: { currentTarget: { value: string } }) =>
    onChange({ ...values, [name]: event.currentTarget.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply();
  };
  const field = (name: keyof AuditFilterValues, label: string, input: ReactNode) => (
    <ControlField>
      <ControlLabel htmlFor={`${id}-${name}`}>{label}</ControlLabel>
      {input}
    </ControlField>
  );
  return (
    <Filters part="filters" aria-label="Filter the audit log" onSubmit={submit}>
      {field(
        'actorType',
        'Who',
        <ConsoleSelect id={`${id}-actorType`} value={values.actorType} onChange={set('actorType')}>
          <option value="">Anyone</option>
          {AUDIT_ACTOR_TYPES.map((type) => (
            <option key={type} value={type}>
              {ACTOR_LABELS[type]}
            </option>
          ))}
        </ConsoleSelect>,
      )}
      {field(
        'actorId',
        'Owner or key id',
        <ConsoleInput
          id={`${id}-actorId`}
          value={values.actorId}
          placeholder="own_… or key_…"
          onChange={set('actorId')}
        />,
      )}
      {field(
        'action',
        'Action',
        <>
          <ConsoleInput
            id={`${id}-action`}
            value={values.action}
            list={`${id}-actions`}
            placeholder="secret-keys."
            onChange={set('action')}
          />
          <datalist id={`${id}-actions`}>
            {KNOWN_ACTIONS.map((action) => (
              <option key={action} value={action} />
            ))}
          </datalist>
        </>,
      )}
      {field(
        'targetId',
        'Target id',
        <ConsoleInput id={`${id}-targetId`} value={values.targetId} placeholder="mem_…" onChange={set('targetId')} />,
      )}
      {field('from', 'From', <ConsoleInput id={`${id}-from`} type="date" value={values.from} onChange={set('from')} />)}
      {field('to', 'To', <ConsoleInput id={`${id}-to`} type="date" value={values.to} onChange={set('to')} />)}
      <FilterActions>
        <PrimaryAction type="submit">Apply filters</PrimaryAction>
        <OutlineButton
          type="button"
          $size="medium"
          onClick={() => {
            onChange(NO_AUDIT_FILTERS);
            onClear();
          }}
        >
          Clear
        </OutlineButton>
        <a part="export" href={auditExportUrl(auditQueryOf(applied))} download>
          Download as CSV
        </a>
      </FilterActions>
    </Filters>
  );
}
