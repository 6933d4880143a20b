import dayjs from 'dayjs';
import { canSubmit, EMPTY_TRAINING_FORM, MESSAGES, payloadOf, showsFees, validateAmount, validateEnd, validatePlaces, type TrainingFormValues } from './form-values';

const complete: TrainingFormValues = {
  ...EMPTY_TRAINING_FORM,
  title: 'Le CSE',
  training_category_id: 1,
  training_type_id: 2,
  training_theme_id: 3,
  start_date: dayjs('2026-09-14T09:00:00'),
  end_date: dayjs('2026-09-15T17:00:00'),
  max_attendees: '12',
};

describe('the training form rules', () => {
  it('enables the button only with title, category, type, theme, both dates and at least one place', () => {
    expect(canSubmit(complete)).toBe(true);
    const missing: Partial<TrainingFormValues>[] = [
      { title: '   ' },
      { training_category_id: '' },
      { training_type_id: '' },
      { training_theme_id: '' },
      { start_date: null },
      { end_date: dayjs('not a date') },
      { max_attendees: '0' },
      { max_attendees: '' },
    ];
    for (const change of missing) expect({ change, enabled: canSubmit({ ...complete, ...change }) }).toEqual({ change, enabled: false });
  });

  it('wants the end after the start, whole places, a price when paid', () => {
    expect(validateEnd(dayjs('2026-09-13T17:00:00'), complete)).toBe(MESSAGES.endBeforeStart);
    expect(validateEnd(complete.end_date, complete)).toBe(true);
    expect(validatePlaces('2.5')).toBe(MESSAGES.placesMin);
    expect(validatePlaces('3')).toBe(true);
    expect(validateAmount('', { ...complete, paid_training: true })).toBe(MESSAGES.amountRequired);
    expect(validateAmount('', complete)).toBe(true);
    expect(validateAmount('-1', { ...complete, paid_training: true })).toBe(MESSAGES.amountInvalid);
  });

  it('sends no price for a free training and no round trips without transportation; reads a decimal comma', () => {
    const payload = payloadOf({ ...complete, amount: '90', number_of_round_trips: '3', complement: '  ' });
    expect(payload).toMatchObject({ amount: null, number_of_round_trips: 0, complement: null, unions: [], training_place_id: null });
    expect(payloadOf({ ...complete, paid_training: true, amount: '12,5' }).amount).toBe(12.5);
  });

  it('shows the fees to administrateur and gestionnaire only', () => {
    expect((['administrateur', 'gestionnaire', 'responsable-pedagogique', 'intervenant'] as const).map((role) => showsFees(role))).toEqual([true, true, false, false]);
  });
});
