import {parseDate} from '@internationalized/date';
import {
  Calendar,
  ColorArea,
  ColorField,
  ColorPicker,
  ColorSlider,
  ColorSwatchPicker,
  ColorSwatchPickerItem,
  DateField,
  DatePicker,
  DateRangePicker,
  RangeCalendar,
  TimeField,
} from '@tessera-ui/react';
import {Specimen} from './Specimen';

/** Dates, times and colours: the pickers, each month grid a hundred elements, on a page of their own. */
export function Dates() {
  return (
    <>
      <Specimen name="DateField, TimeField, DatePicker and DateRangePicker" stack>
        <DateField label="Departure" defaultValue={parseDate('2027-07-03')} />
        <DateField label="Return" size="sm" isInvalid errorMessage="Return after departure." />
        <TimeField label="Pickup time" hourCycle={24} isDisabled />
        <DatePicker label="Check-in" defaultValue={parseDate('2027-06-10')} size="lg" />
        <DateRangePicker label="Stay" />
      </Specimen>
      <Specimen name="Calendar and RangeCalendar">
        <Calendar
          aria-label="Delivery day"
          defaultValue={parseDate('2027-03-10')}
          minValue={parseDate('2027-03-03')}
        />
        <RangeCalendar
          aria-label="Holiday"
          defaultValue={{start: parseDate('2027-03-08'), end: parseDate('2027-03-12')}}
        />
      </Specimen>
      <Specimen name="ColorPicker">
        <ColorPicker defaultValue="#1d4ed8">
          <ColorArea
            aria-label="Shade"
            colorSpace="hsb"
            xChannel="saturation"
            yChannel="brightness"
          />
          <ColorSlider colorSpace="hsb" channel="hue" />
          <ColorField label="Hex" />
          <ColorSwatchPicker aria-label="Presets">
            <ColorSwatchPickerItem color="#1d4ed8" />
            <ColorSwatchPickerItem color="#15803d" />
            <ColorSwatchPickerItem color="#b91c1c" />
          </ColorSwatchPicker>
        </ColorPicker>
      </Specimen>
    </>
  );
}
