import { useId } from 'react';
import type { ConsoleMemberMode, ConsolePlan } from '../../../contract/console-answers';
import {
  ConsoleInput as Control,
  ConsoleSelect as Select,
  ControlField,
  ControlLabel as FilterLabel,
} from '../../kit/console/console-controls';
import { DayRange, FilterArea, FilterField, Filters, SearchField } from './console-members.styles';

/** The filters beside the search, as their controls hold them ('' for any). */
export type FilterValues = {
  planId: string;
  verified: '' | 'true' | 'false';
  createdFrom: string;
  createdTo: string;
  order: 'DESC' | 'ASC';
};

export const NO_FILTERS: FilterValues = { planId: '', verified: '', createdFrom: '', createdTo: '', order: 'DESC' };

/** Whether the filters leave some members out (the order leaves everyone in). */
export const filtersNarrow = (values: FilterValues) =>
  values.planId !== '' || values.verified !== '' || values.createdFrom !== '' || values.createdTo !== '';

interface MemberFiltersProps {
  mode: ConsoleMemberMode;
  onMode: (mode: ConsoleMemberMode) => void;
  search: string;
  onSearch: (search: string) => void;
  values: FilterValues;
  onChange: (values: FilterValues) => void;
  plans: readonly ConsolePlan[];
}

/** The search box and the filters; each change asks the server for the first page again. */
export function MemberFilters({ mode, onMode, search, onSearch, values, onChange, plans }: MemberFiltersProps) {
  const id = useId();
  const set = <K extends keyof FilterValues>(name: K, value: FilterValues[K]) => onChange({ ...values, [name]: value });
  return (
    <FilterArea>
      <Filters part="filters">
        <SearchField>
          <FilterLabel htmlFor={`${id}search`}>Search</FilterLabel>
          <Control
            id={`${id}search`}
            part="search"
            type="search"
            value={search}
            placeholder="Email or member ID"
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => onSearch(event.currentTarget.value)}
          />
        </SearchField>
        <FilterField>
          <FilterLabel htmlFor={`${id}plan`}>Plan</FilterLabel>
          <Select id={`${id}plan`} value={values.planId} onChange={(event) => set('planId', event.currentTarget.value)}>
            <option value="">Any plan</option>
            {plans.map((plan) => (
              <option key={plan.id} value={plan.id}>
                {plan.name}
              </option>
            ))}
          </Select>
        </FilterField>
        <FilterField>
          <FilterLabel htmlFor={`${id}verified`}>Verified</FilterLabel>
          <Select
            id={`${id}verified`}
            value={values.verified}
            onChange={(event) => set('verified', event.currentTarget.value as FilterValues['verified'])}
          >
            <option value="">Any</option>
            <option value="true">Verified</option>
            <option value="false">Not verified</option>
          </Select>
        </FilterField>
        <FilterField>
          <FilterLabel htmlFor={`${id}order`}>Sort</FilterLabel>
          <Select
            id={`${id}order`}
            value={values.order}
            onChange={(event) => set('order', event.currentTarget.value as FilterValues['order'])}
          >
            <option value="DESC">Newest first</option>
            <option value="ASC">Oldest first</option>
          </Select>
        </FilterField>
        <FilterField>
          <FilterLabel htmlFor={`${id}mode`}>Mode</FilterLabel>
          <Select
            id={`${id}mode`}
            value={mode}
            onChange={(event) => onMode(event.currentTarget.value as ConsoleMemberMode)}
          >
            <option value="live">Live members</option>
            <option value="test">Test members</option>
          </Select>
        </FilterField>
        <FilterField $wide role="group" aria-labelledby={`${id}created`}>
          <FilterLabel as="span" id={`${id}created`}>
            Created (UTC days)
          </FilterLabel>
          <DayRange>
            <ControlField>
              <FilterLabel htmlFor={`${id}created-from`}>From</FilterLabel>
              <Control
                id={`${id}created-from`}
                type="date"
                value={values.createdFrom}
                max={values.createdTo || undefined}
                onChange={(event) => set('createdFrom', event.currentTarget.value)}
              />
            </ControlField>
            <ControlField>
              <FilterLabel htmlFor={`${id}created-to`}>To</FilterLabel>
              <Control
                id={`${id}created-to`}
                type="date"
                value={values.createdTo}
                min={values.createdFrom || undefined}
                onChange={(event) => set('createdTo', event.currentTarget.value)}
              />
            </ControlField>
          </DayRange>
        </FilterField>
      </Filters>
    </FilterArea>
  );
}
