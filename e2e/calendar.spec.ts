import { expect } from '@playwright/test';
import {
  BROWSER_ZONE,
  bookBlockedTime,
  clearRange,
  calendarEvent,
  clickSlot,
  dayHeading,
  memberByEmail,
  openCalendarAt,
  openDayView,
  slotPoint,
} from './calendar-helpers';
import { test } from './fixtures';

const RECEPTIONIST = { email: 'assistant@demo-physio.example', password: 'Motio-demo-2026' };
const PRACTITIONER_EMAILS = ['owner', 'therapist1', 'therapist2', 'therapist3'].map(
  (name) => `${name}@demo-physio.example`,
);

// The dashboard calendar, in a real browser against the demo clinic (Europe/Belgrade),
// with the browser in New York so every time on screen must come from the clinic's zone.
test.use({ timezoneId: BROWSER_ZONE, viewport: { width: 1280, height: 900 } });

test.describe('dashboard calendar', () => {
  test.beforeEach(async ({ storedSignIn }) => {
    await storedSignIn();
  });

  test('four appointments starting in one hour collapse into one event with a list', async ({
    page,
  }) => {
    const emails = ['therapist1', 'therapist2', 'therapist3', 'owner'].map(
      (name) => `${name}@demo-physio.example`,
    );
    await clearRange(page.request, '2027-04-19T00:00:00Z', '2027-04-26T00:00:00Z');
    const starts = ['09:00', '09:00', '09:15', '09:30'];
    for (const [index, email] of emails.entries()) {
      const therapist = await memberByEmail(page.request, email);
      await bookBlockedTime(page.request, {
        therapistId: therapist.userId,
        title: `Case review ${index + 1}`,
        start: `2027-04-20T${starts[index]}:00+02:00`,
        end: `2027-04-20T10:00:00+02:00`,
      });
    }

    await openCalendarAt(page, '2027-04-19T06:00:00Z');
    const group = calendarEvent(page, '4 appointments');
    await expect(group).toBeVisible();
    await expect(calendarEvent(page, 'Case review')).toHaveCount(0);
    await group.click();

    const dialog = page.getByRole('dialog', { name: 'Appointments in this slot' });
    await expect(dialog.getByRole('listitem')).toHaveCount(4);
    await expect(dialog.getByRole('listitem').nth(2)).toContainText('Case review 3');
    await expect(dialog.getByRole('listitem').nth(2)).toContainText('09:15 – 10:00');
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();

    await group.click();
    await dialog.getByText('Case review 4').click();
    await expect(page).toHaveURL(/\/dashboard\/appointment\/[0-9a-f-]{36}$/);
  });

  test('dragging an event moves the appointment; the server keeps the new time', async ({
    page,
  }) => {
    await clearRange(page.request, '2027-05-10T00:00:00Z', '2027-05-17T00:00:00Z');
    const therapist = await memberByEmail(page.request, 'therapist2@demo-physio.example');
    const id = await bookBlockedTime(page.request, {
      therapistId: therapist.userId,
      title: 'Supervision',
      start: '2027-05-11T11:00:00+02:00',
      end: '2027-05-11T12:00:00+02:00',
    });

    await openCalendarAt(page, '2027-05-10T06:00:00Z');
    const event = calendarEvent(page, 'Supervision');
    // The target first: finding it scrolls the grid, which moves the event.
    const target = await slotPoint(page, 2, '14:00');
    const box = (await event.boundingBox())!;
    // Grabbed 8 px below its top, the event's top edge lands in the middle of the 14:00 slot.
    await page.mouse.move(box.x + box.width / 2, box.y + 8);
    await page.mouse.down();
    await page.mouse.move(target.x, target.y + 8, { steps: 12 });
    await page.mouse.up();

    await expect(event).toContainText('14:00 – 15:00');
    await expect
      .poll(async () => {
        const response = await page.request.get(`/api/v1/appointments/${id}`);
        return ((await response.json()) as { appointment: { start: string } }).appointment.start;
      })
      .toBe('2027-05-12T12:00:00.000Z');
  });

  test('overlapping appointments sit side by side; dragging the bottom edge resizes one', async ({
    page,
  }) => {
    await clearRange(page.request, '2027-05-17T00:00:00Z', '2027-05-24T00:00:00Z');
    const first = await memberByEmail(page.request, 'therapist1@demo-physio.example');
    const second = await memberByEmail(page.request, 'therapist2@demo-physio.example');
    const id = await bookBlockedTime(page.request, {
      therapistId: first.userId,
      title: 'Gait analysis review',
      start: '2027-05-18T10:00:00+02:00',
      end: '2027-05-18T11:00:00+02:00',
    });
    await bookBlockedTime(page.request, {
      therapistId: second.userId,
      title: 'Orthotics fitting',
      start: '2027-05-18T10:30:00+02:00',
      end: '2027-05-18T11:30:00+02:00',
    });

    await openCalendarAt(page, '2027-05-17T06:00:00Z');
    const review = calendarEvent(page, 'Gait analysis review');
    const fitting = calendarEvent(page, 'Orthotics fitting');
    const [reviewBox, fittingBox] = [(await review.boundingBox())!, (await fitting.boundingBox())!];
    expect(reviewBox.x + reviewBox.width).toBeLessThanOrEqual(fittingBox.x + 1);
    expect(fittingBox.y).toBeGreaterThan(reviewBox.y);

    // From just above the bottom edge to a little past the middle of the 11:30 slot: 12:00.
    const target = await slotPoint(page, 1, '11:30');
    const grip = (await review.boundingBox())!;
    await page.mouse.move(grip.x + grip.width / 2, grip.y + grip.height - 3);
    await page.mouse.down();
    await page.mouse.move(target.x, target.y + 4, { steps: 10 });
    await page.mouse.up();

    await expect(review).toContainText('10:00 – 12:00');
    await expect
      .poll(async () => {
        const response = await page.request.get(`/api/v1/appointments/${id}`);
        return ((await response.json()) as { appointment: { end: string } }).appointment.end;
      })
      .toBe('2027-05-18T10:00:00.000Z');
  });

  // Belgrade moves to UTC+2 on Sunday 28 March 2027 and back to UTC+1 on Sunday 31 October.
  const clockChanges = [
    {
      season: 'spring',
      week: ['2027-03-22T00:00:00Z', '2027-03-29T00:00:00Z'],
      sunday: 'Sun 28',
      // 10:00 local on Saturday (UTC+1) and on Sunday (UTC+2)
      starts: ['2027-03-27T09:00:00Z', '2027-03-28T08:00:00Z'],
    },
    {
      season: 'autumn',
      week: ['2027-10-25T00:00:00Z', '2027-11-01T00:00:00Z'],
      sunday: 'Sun 31',
      // 10:00 local on Saturday (UTC+2) and on Sunday (UTC+1)
      starts: ['2027-10-30T08:00:00Z', '2027-10-31T09:00:00Z'],
    },
  ];
  for (const change of clockChanges) {
    test(`the week of the ${change.season} clock change keeps local times in their rows`, async ({
      page,
    }) => {
      await clearRange(page.request, change.week[0]!, change.week[1]!);
      const therapist = await memberByEmail(page.request, 'therapist3@demo-physio.example');
      for (const [index, start] of change.starts.entries()) {
        await bookBlockedTime(page.request, {
          therapistId: therapist.userId,
          title: index === 0 ? 'Before the change' : 'After the change',
          start,
          end: new Date(Date.parse(start) + 3_600_000).toISOString(),
        });
      }

      await openCalendarAt(page, change.week[0]!.replace('T00', 'T08'));
      await expect(dayHeading(page, 6)).toHaveText(change.sunday);
      const before = calendarEvent(page, 'Before the change');
      const after = calendarEvent(page, 'After the change');
      await expect(before).toContainText('10:00 – 11:00');
      await expect(after).toContainText('10:00 – 11:00');
      const [beforeBox, afterBox] = [await before.boundingBox(), await after.boundingBox()];
      expect(Math.round(afterBox!.y)).toBe(Math.round(beforeBox!.y));
      expect(Math.round(afterBox!.height)).toBe(Math.round(beforeBox!.height));
    });
  }
});

test.describe('the calendar at the front desk', () => {
  test.beforeEach(async ({ storedSignIn }) => {
    await storedSignIn(RECEPTIONIST);
  });

  test('the day has a column per practitioner; a slot books its practitioner; a drop moves one to another', async ({
    page,
  }) => {
    await clearRange(page.request, '2027-07-05T00:00:00Z', '2027-07-12T00:00:00Z');
    const practitioners = await Promise.all(
      PRACTITIONER_EMAILS.map((email) => memberByEmail(page.request, email)),
    );
    const names = practitioners
      .map((member) => `${member.name} ${member.lastName}`)
      .sort((a, b) => a.localeCompare(b));
    const byName = (name: string) =>
      practitioners.find((member) => `${member.name} ${member.lastName}` === name)!;
    const id = await bookBlockedTime(page.request, {
      therapistId: byName(names[1]!).userId,
      title: 'Treadmill service',
      start: '2027-07-07T11:00:00+02:00',
      end: '2027-07-07T12:00:00+02:00',
    });

    // Wednesday 7 July 2027, 10:00 in Belgrade. The front desk sees everyone.
    await openCalendarAt(page, '2027-07-07T08:00:00Z');
    await expect(page.getByRole('combobox', { name: 'Practitioner' })).toHaveValue(
      'All practitioners',
    );
    await openDayView(page);
    // Other tests may add practitioners to the demo clinic: the columns are found by name.
    const headings = page.locator('[data-column-heading]');
    await expect(headings.filter({ hasText: names[3]! })).toBeVisible();
    const shown = await headings.allInnerTexts();
    expect(shown).toEqual([...shown].sort((a, b) => a.localeCompare(b)));
    expect(shown).toEqual(expect.arrayContaining(names));
    const column = (name: string) => shown.indexOf(name);
    await expect(page.locator('[data-column]').nth(column(names[1]!))).toContainText(
      'Treadmill service',
    );

    // Dragged from the second practitioner's column to the fourth's, an hour later.
    const event = calendarEvent(page, 'Treadmill service');
    const target = await slotPoint(page, column(names[3]!), '12:00');
    const box = (await event.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + 8);
    await page.mouse.down();
    await page.mouse.move(target.x, target.y + 8, { steps: 12 });
    await page.mouse.up();
    await expect(page.locator('[data-column]').nth(column(names[3]!))).toContainText(
      'Treadmill service',
    );
    await expect
      .poll(async () => {
        const response = await page.request.get(`/api/v1/appointments/${id}`);
        const { appointment } = (await response.json()) as {
          appointment: { therapistId: string; start: string };
        };
        return [appointment.therapistId, appointment.start];
      })
      .toEqual([byName(names[3]!).userId, '2027-07-07T10:00:00.000Z']);

    await clickSlot(page, column(names[2]!), '15:00');
    await expect(page).toHaveURL(/\/dashboard\/add-appointment\?/);
    const search = new URL(page.url()).searchParams;
    expect(search.get('therapistId')).toBe(byName(names[2]!).userId);
    await expect(page.getByRole('combobox', { name: 'Therapist' })).toHaveValue(names[2]!);
  });

  test('a half-hour visit in a crowded week shows its time and title, and its tooltip has every detail', async ({
    page,
  }) => {
    await clearRange(page.request, '2027-07-12T00:00:00Z', '2027-07-19T00:00:00Z');
    const practitioners = await Promise.all(
      PRACTITIONER_EMAILS.map((email) => memberByEmail(page.request, email)),
    );
    // Three practitioners side by side on Tuesday at 09:00, the first with a half-hour visit.
    for (const [index, practitioner] of practitioners.slice(0, 3).entries()) {
      await bookBlockedTime(page.request, {
        therapistId: practitioner.userId,
        title: index === 0 ? 'Paperwork' : `Supervision ${index}`,
        start: '2027-07-13T09:00:00+02:00',
        end: index === 0 ? '2027-07-13T09:30:00+02:00' : '2027-07-13T10:00:00+02:00',
      });
    }

    await openCalendarAt(page, '2027-07-12T06:00:00Z');
    const visit = calendarEvent(page, 'Paperwork');
    await expect(visit).toBeVisible();
    // A third of the day's width: its time and title each on one line (ending in an ellipsis
    // rather than breaking a word), inside the block, nothing cut off below.
    const lines = await visit.evaluate((block) => {
      const box = block.getBoundingClientRect();
      return Array.from(block.children, (line) => {
        const rect = line.getBoundingClientRect();
        return {
          text: line.textContent,
          inside: rect.top >= box.top && rect.bottom <= box.bottom + 0.5,
          oneLine: rect.height <= 16,
          ellipsis: getComputedStyle(line).textOverflow,
        };
      });
    });
    expect(lines).toEqual([
      { text: '09:00 – 09:30', inside: true, oneLine: true, ellipsis: 'ellipsis' },
      { text: 'Paperwork', inside: true, oneLine: true, ellipsis: 'ellipsis' },
    ]);

    // From the keyboard: the slot button, then Tab through the blocks of the week to it.
    await page.getByRole('button', { name: /^New appointment, / }).focus();
    for (let presses = 0; presses < 3; presses += 1) {
      await page.keyboard.press('Tab');
      if (await visit.evaluate((block) => block === document.activeElement)) break;
    }
    await expect(visit).toBeFocused();
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toBeVisible();
    const owner = practitioners[0]!;
    for (const detail of ['09:00 – 09:30', 'Blocked time', `${owner.name} ${owner.lastName}`])
      await expect(tooltip).toContainText(detail);
    await page.keyboard.press('Escape');
    await expect(tooltip).toBeHidden();
  });

  test('closed hours are shaded, and a slot in them asks before booking', async ({ page }) => {
    // Wednesday 14 July 2027; the demo clinic is closed on Sundays.
    await openCalendarAt(page, '2027-07-14T08:00:00Z');
    const sunday = page.locator('[data-column]').nth(6);
    await expect(sunday.locator('[data-closed]')).toHaveCount(1);
    const shade = await sunday.locator('[data-closed]').evaluate((element) => {
      const style = getComputedStyle(element);
      return { image: style.backgroundImage, color: style.backgroundColor };
    });
    expect(shade.image).toContain('repeating-linear-gradient');
    expect(shade.color).not.toBe('rgba(0, 0, 0, 0)');

    await clickSlot(page, 6, '10:00');
    const dialog = page.getByRole('dialog', { name: 'Book outside opening hours?' });
    await expect(dialog).toContainText('The clinic is closed on Sundays.');
    await dialog.getByRole('button', { name: 'Book anyway' }).click();
    await expect(page).toHaveURL(/\/dashboard\/add-appointment\?/);
    expect(new URL(page.url()).searchParams.get('date')).toBe('2027-07-18T08:00:00.000Z');
  });
});
