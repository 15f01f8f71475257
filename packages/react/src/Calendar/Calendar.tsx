import {endOfWeek, startOfWeek} from '@internationalized/date';
import {useContext, type KeyboardEvent, type ReactNode, type Ref} from 'react';
import {
  Button,
  Calendar as RACCalendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  CalendarStateContext,
  Heading,
  RangeCalendarStateContext,
  Text,
  type CalendarProps as RACCalendarProps,
  type DateValue,
  useLocale,
} from 'react-aria-components';
import {ChevronIcon, composeClassName} from '../utils';
import './Calendar.css';

// ---------------------------------------------------------------------------------------------
// Parts shared with RangeCalendar (internal; not exported from the package)
// ---------------------------------------------------------------------------------------------

/** Month heading between the previous and next buttons, which RAC names ("Previous", "Next"). */
export function CalendarHeader() {
  return (
    <div className="ui-Calendar-header">
      <Button slot="previous" className="ui-Calendar-nav">
        <ChevronIcon className="ui-Calendar-navIcon" data-direction="previous" />
      </Button>
      <Heading className="ui-Calendar-heading" />
      <Button slot="next" className="ui-Calendar-nav">
        <ChevronIcon className="ui-Calendar-navIcon" data-direction="next" />
      </Button>
    </div>
  );
}

/**
 * Home and End move to the start and end of the week, as in the APG date picker dialog; React
 * Aria's own Home and End go to the start and end of the month.
 */
function useWeekEdgeKeys() {
  const single = useContext(CalendarStateContext);
  const range = useContext(RangeCalendarStateContext);
  const state = single ?? range;
  const {locale} = useLocale();
  return (event: KeyboardEvent) => {
    if (!state || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    event.stopPropagation();
    const edge = event.key === 'Home' ? startOfWeek : endOfWeek;
    state.setFocusedDate(edge(state.focusedDate, locale));
  };
}

/** The month as an ARIA grid: weekday headers, then one button-like cell per day. */
export function CalendarMonthGrid() {
  const onKeyDownCapture = useWeekEdgeKeys();
  return (
    // The wrapper sees Home and End before the grid does.
    <div className="ui-Calendar-month" onKeyDownCapture={onKeyDownCapture}>
      <CalendarGrid className="ui-Calendar-grid">
        <CalendarGridHeader>
          {(day) => <CalendarHeaderCell className="ui-Calendar-weekday">{day}</CalendarHeaderCell>}
        </CalendarGridHeader>
        <CalendarGridBody>
          {(date) => <CalendarCell date={date} className="ui-Calendar-cell" />}
        </CalendarGridBody>
      </CalendarGrid>
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// Calendar
// ---------------------------------------------------------------------------------------------

export interface CalendarProps<T extends DateValue> extends Omit<RACCalendarProps<T>, 'children'> {
  /** Message shown under the grid while `isInvalid` is set. */
  errorMessage?: ReactNode;
  /** Ref to the wrapping `<div>`. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A month grid for picking a date (ARIA grid): the arrow keys move by day and week, Page Up/Down
 * by month, Home/End to the start or end of the week, Enter or Space selects. Month names, weekday
 * order and numerals follow the locale from `I18nProvider` or the browser.
 */
export function Calendar<T extends DateValue>({
  errorMessage,
  className,
  ...props
}: CalendarProps<T>) {
  return (
    <RACCalendar {...props} className={composeClassName(className, 'ui-Calendar')}>
      <CalendarHeader />
      <CalendarMonthGrid />
      {errorMessage != null && props.isInvalid && (
        <Text slot="errorMessage" className="ui-Calendar-error">
          {errorMessage}
        </Text>
      )}
    </RACCalendar>
  );
}
