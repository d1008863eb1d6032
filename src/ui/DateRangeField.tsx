import { type CalendarDate, parseDate } from '@internationalized/date';
import {
  Button,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateInput,
  DateRangePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Label,
  Popover,
  RangeCalendar,
} from 'react-aria-components';
import * as css from './date-range.css';
import * as form from './form.css';
import { Icon } from './Icon';

/** A range of whole days, as the address and the API write them (AAAA-MM-DD); '' for an open end. */
export interface DayRange {
  from: string;
  to: string;
}

/** A day as the picker holds it, or null for '' or a text that is no day (a hand-edited address). */
function dayOf(text: string): CalendarDate | null {
  if (!text) return null;
  try {
    return parseDate(text);
  } catch {
    return null;
  }
}

interface DateRangeFieldProps {
  label: string;
  value: DayRange;
  /** Every change: typed a segment at a time, or picked on the calendar. */
  onChange: (range: DayRange) => void;
  /** A range picked on the calendar, which is a finished choice (a typed one is not until submitted). */
  onPick?: (range: DayRange) => void;
  className?: string;
}

const rangeOf = (value: { start: CalendarDate; end: CalendarDate } | null): DayRange =>
  value ? { from: value.start.toString(), to: value.end.toString() } : { from: '', to: '' };

/**
 * Two days typed (segments in the locale's order: dd/mm/aaaa for es-MX) or picked on a calendar,
 * React Aria's DateRangePicker: keyboard, names and announcements come with it, in the language
 * of the I18nProvider around it.
 */
export function DateRangeField({ label, value, onChange, onPick, className }: DateRangeFieldProps) {
  const start = dayOf(value.from);
  const end = dayOf(value.to);
  return (
    <DateRangePicker
      className={[form.field, className].filter(Boolean).join(' ')}
      value={start && end ? { start, end } : null}
      onChange={(range) => onChange(rangeOf(range as { start: CalendarDate; end: CalendarDate } | null))}
    >
      <Label className={form.label}>{label}</Label>
      <Group className={css.group}>
        <span className={css.dates}>
          <DateInput slot="start" className={css.input}>
            {(segment) => <DateSegment segment={segment} className={css.segment} />}
          </DateInput>
          <span aria-hidden="true" className={css.dash}>
            –
          </span>
          <DateInput slot="end" className={css.input}>
            {(segment) => <DateSegment segment={segment} className={css.segment} />}
          </DateInput>
        </span>
        <Button className={css.calendarButton}>
          <Icon name="calendar" size={20} />
        </Button>
      </Group>
      <Popover className={css.popover} placement="bottom start">
        <Dialog aria-label={label}>
          <RangeCalendar onChange={(range) => onPick?.(rangeOf(range as { start: CalendarDate; end: CalendarDate }))}>
            <header className={css.calendarHeader}>
              <Button slot="previous" className={css.monthButton}>
                <Icon name="chevronLeft" size={20} />
              </Button>
              <Heading className={css.calendarTitle} />
              <Button slot="next" className={css.monthButton}>
                <Icon name="chevronRight" size={20} />
              </Button>
            </header>
            <CalendarGrid className={css.grid}>
              <CalendarGridHeader>
                {(day) => <CalendarHeaderCell className={css.weekday}>{day}</CalendarHeaderCell>}
              </CalendarGridHeader>
              <CalendarGridBody>{(date) => <CalendarCell date={date} className={css.day} />}</CalendarGridBody>
            </CalendarGrid>
          </RangeCalendar>
        </Dialog>
      </Popover>
    </DateRangePicker>
  );
}
