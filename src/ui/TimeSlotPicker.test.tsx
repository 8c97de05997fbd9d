// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../tests/support/render.tsx';
import type { ScheduleSlot } from '../domain/schedule.ts';
import { TimeSlotPicker } from './TimeSlotPicker.tsx';

const slot = (date: string, time: string): ScheduleSlot => ({
  date,
  slot: time,
  startsAt: `${date}T${time}:00+03:00`,
});
const SLOTS = [slot('2026-11-22', '13:00'), slot('2026-11-22', '23:30'), slot('2026-11-23', '09:15')];
const KUWAIT = { language: 'en', countryCode: 'KW', timeZone: 'Asia/Kuwait' };

const dayGroup = () => screen.getByRole('group', { name: 'Day' });
const timeGroup = () => screen.getByRole('group', { name: 'Time' });

describe('TimeSlotPicker', () => {
  it('labels days and times in the business time zone', () => {
    renderWithProviders(<TimeSlotPicker slots={SLOTS} value={null} onChange={() => {}} {...KUWAIT} />);
    const days = within(dayGroup()).getAllByRole('radio') as HTMLInputElement[];
    expect(days.map((day) => day.labels?.[0]?.textContent)).toEqual([
      'Sun, Nov 22, 2026',
      'Mon, Nov 23, 2026',
    ]);
    // 23:30 in Kuwait is 20:30 UTC: the label must show the business's clock.
    expect(within(timeGroup()).getByRole('radio', { name: '11:30 PM' })).toBeInTheDocument();
    expect(within(timeGroup()).getAllByRole('radio')).toHaveLength(2);
  });

  it('chooses a day, then a time of that day', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<TimeSlotPicker slots={SLOTS} value={null} onChange={onChange} {...KUWAIT} />);
    await user.click(within(dayGroup()).getByRole('radio', { name: 'Mon, Nov 23, 2026' }));
    expect(onChange).not.toHaveBeenCalled();
    const times = within(timeGroup()).getAllByRole('radio');
    expect(times).toHaveLength(1);
    await user.click(within(timeGroup()).getByRole('radio', { name: '9:15 AM' }));
    expect(onChange).toHaveBeenCalledWith(SLOTS[2]);
  });

  it('opens on the day of the current value with its time checked', () => {
    renderWithProviders(
      <TimeSlotPicker
        slots={SLOTS}
        value={{ date: '2026-11-23', slot: '09:15' }}
        onChange={() => {}}
        {...KUWAIT}
      />,
    );
    expect(within(dayGroup()).getByRole('radio', { name: 'Mon, Nov 23, 2026' })).toBeChecked();
    expect(within(timeGroup()).getByRole('radio', { name: '9:15 AM' })).toBeChecked();
  });

  // One digit system per language (issue 32): the language's own Intl digits (Latin for Arabic, as
  // its prices), the visitor's words ("م"), and the business country's clock.
  it("uses the visitor language, with the language's own digits", () => {
    renderWithProviders(
      <TimeSlotPicker slots={SLOTS} value={null} onChange={() => {}} {...KUWAIT} language="ar" />,
      { locale: 'ar' },
    );
    const firstTime = within(timeGroup()).getAllByRole('radio')[0] as HTMLInputElement;
    expect(firstTime.labels?.[0]?.textContent).toMatch(/^1:00\s?م$/u);
  });

  it('explains when there is no time to choose', () => {
    renderWithProviders(<TimeSlotPicker slots={[]} value={null} onChange={() => {}} {...KUWAIT} />);
    expect(screen.getByRole('status')).toHaveTextContent(/no times left to schedule/);
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it.each([
    { layout: 'phone' as const, touchSized: false },
    { layout: 'touch' as const, touchSized: true },
  ])('makes choices at least 48 px high only in the touch layout ($layout)', ({ layout, touchSized }) => {
    renderWithProviders(<TimeSlotPicker slots={SLOTS} value={null} onChange={() => {}} {...KUWAIT} />, {
      layout,
    });
    const label = (within(timeGroup()).getAllByRole('radio')[0] as HTMLInputElement).labels![0]!;
    expect(label.className.includes('touchLabel')).toBe(touchSized);
  });
});
