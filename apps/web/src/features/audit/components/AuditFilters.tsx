import { Button, Group, Select } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmployeesPage } from '../../admin/employees/hooks/useEmployeesPage.ts';
import { fullName } from '../../admin/employees/utils/fullName.ts';
import { actionOptions, entityOptions } from '../utils/auditText.ts';

export interface AuditFilterValues {
  employee: string | null;
  entity: string | null;
  action: string | null;
  /** Local dates, both inclusive; null leaves that end open. */
  start: string | null;
  end: string | null;
}

export const noFilters: AuditFilterValues = {
  employee: null,
  entity: null,
  action: null,
  start: null,
  end: null,
};

interface AuditFiltersProps {
  value: AuditFilterValues;
  onChange: (value: AuditFilterValues) => void;
}

/**
 * The journal's filters: employee (deactivated ones too: their records stay), entity, action, period.
 * A half-picked period changes nothing until its second day is chosen.
 */
export function AuditFilters({ value, onChange }: AuditFiltersProps) {
  const { t } = useTranslation();
  const employees = useEmployeesPage({ 'page[size]': 500 });
  const employeeOptions = (employees.data?.results ?? []).map((e) => ({
    value: String(e.id),
    label: fullName(e),
  }));
  const [period, setPeriod] = useState<[string | null, string | null]>([value.start, value.end]);
  useEffect(() => setPeriod([value.start, value.end]), [value.start, value.end]);
  const set = (patch: Partial<AuditFilterValues>) => onChange({ ...value, ...patch });
  const filtered = Object.values(value).some((v) => v !== null);
  return (
    <Group align="flex-end" gap="sm" wrap="wrap" mb="md">
      <Select
        label={t('audit.filters.employee')}
        placeholder={t('audit.filters.any')}
        data={employeeOptions}
        value={value.employee}
        onChange={(employee) => set({ employee })}
        searchable
        clearable
        w={{ base: '100%', sm: 240 }}
      />
      <Select
        label={t('audit.filters.entity')}
        placeholder={t('audit.filters.any')}
        data={entityOptions}
        value={value.entity}
        onChange={(entity) => set({ entity })}
        clearable
        w={{ base: '100%', sm: 180 }}
      />
      <Select
        label={t('audit.filters.action')}
        placeholder={t('audit.filters.any')}
        data={actionOptions}
        value={value.action}
        onChange={(action) => set({ action })}
        searchable
        clearable
        w={{ base: '100%', sm: 200 }}
      />
      <DatePickerInput
        type="range"
        label={t('audit.filters.period')}
        placeholder={t('audit.filters.any')}
        leftSection={<IconCalendar size={16} />}
        valueFormat="DD.MM.YYYY"
        allowSingleDateInRange
        clearable
        value={period}
        onChange={([start, end]) => {
          setPeriod([start, end]);
          if ((start && end) || (!start && !end)) set({ start, end });
        }}
        w={{ base: '100%', sm: 250 }}
      />
      {filtered && (
        <Button variant="subtle" onClick={() => onChange(noFilters)}>
          {t('audit.filters.reset')}
        </Button>
      )}
    </Group>
  );
}
